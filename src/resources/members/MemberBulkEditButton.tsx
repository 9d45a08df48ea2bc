import { lazy } from 'react';
import { BulkEditButton } from '../../common/BulkEditButton';

const Dialog = lazy(async () => ({ default: (await import('./MemberBulkEditDialog')).MemberBulkEditDialog }));

/** "Wijzigen" on the members list (issue L item 2): its dialog (MemberBulkEditDialog) loads on the first press. */
export const MemberBulkEditButton = () => <BulkEditButton Dialog={Dialog} />;

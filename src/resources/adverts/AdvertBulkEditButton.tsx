import { lazy } from 'react';
import { BulkEditButton } from '../../common/BulkEditButton';

const Dialog = lazy(async () => ({ default: (await import('./AdvertBulkEditDialog')).AdvertBulkEditDialog }));

/** "Wijzigen" on the adverts list (issue L item 2): its dialog (AdvertBulkEditDialog) loads on the first press. */
export const AdvertBulkEditButton = () => <BulkEditButton Dialog={Dialog} />;

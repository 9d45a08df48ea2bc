import { BulkEditButton } from '../../common/BulkEditButton';
import { lazyScreen } from '../../common/lazyScreen';

const Dialog = lazyScreen(() => import('./MemberBulkEditDialog'), 'MemberBulkEditDialog');

/** "Wijzigen" on the members list (issue L item 2): its dialog (MemberBulkEditDialog) loads on the first press. */
export const MemberBulkEditButton = () => <BulkEditButton Dialog={Dialog} />;

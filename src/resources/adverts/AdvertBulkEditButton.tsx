import { BulkEditButton } from '../../common/BulkEditButton';
import { lazyScreen } from '../../common/lazyScreen';

const Dialog = lazyScreen(() => import('./AdvertBulkEditDialog'), 'AdvertBulkEditDialog');

/** "Wijzigen" on the adverts list (issue L item 2): its dialog (AdvertBulkEditDialog) loads on the first press. */
export const AdvertBulkEditButton = () => <BulkEditButton Dialog={Dialog} />;

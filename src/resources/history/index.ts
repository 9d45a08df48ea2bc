import HistoryIcon from '@mui/icons-material/History';
import { lazyScreen } from '../../common/lazyScreen';
import type { ResourceScreens } from '../areas';

/**
 * The club's history (issue I1): who changed what, at `/history`, reached from the dashboard (no
 * sidebar link); each record's own history is a panel on its page (RecordHistory).
 */
export const history: ResourceScreens = {
  list: lazyScreen(() => import('./HistoryList'), 'HistoryList'),
  icon: HistoryIcon,
};

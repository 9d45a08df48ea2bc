import OrderIcon from '@mui/icons-material/ShoppingCart';
import { lazyScreen } from '../../common/lazyScreen';
import type { ResourceScreens } from '../areas';

/** The ring orders area (issue F): list and show (orders are viewed and deleted, never edited). */
export const orders: ResourceScreens = {
  list: lazyScreen(() => import('./OrdersList'), 'OrdersList'),
  show: lazyScreen(() => import('./OrderShow'), 'OrderShow'),
  icon: OrderIcon,
  recordRepresentation: 'name',
};

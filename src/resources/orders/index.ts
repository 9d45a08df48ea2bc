import OrderIcon from '@mui/icons-material/ShoppingCart';
import type { ResourceScreens } from '../areas';
import { OrderShow } from './OrderShow';
import { OrdersList } from './OrdersList';

/** The ring orders area (issue F): list and show (orders are viewed and deleted, never edited). */
export const orders: ResourceScreens = {
  list: OrdersList,
  show: OrderShow,
  icon: OrderIcon,
  recordRepresentation: 'name',
};

import VendorIcon from '@mui/icons-material/Storefront';
import { lazyScreen } from '../../common/lazyScreen';
import type { ResourceScreens } from '../areas';

/** The vendors area (issue E): list, create, edit — a vendor is a member with a presentation and images. */
export const vendors: ResourceScreens = {
  list: lazyScreen(() => import('./VendorsList'), 'VendorsList'),
  edit: lazyScreen(() => import('./VendorEdit'), 'VendorEdit'),
  create: lazyScreen(() => import('./VendorCreate'), 'VendorCreate'),
  icon: VendorIcon,
  recordRepresentation: 'name',
};

import VendorIcon from '@mui/icons-material/Storefront';
import type { ResourceScreens } from '../areas';
import { VendorCreate } from './VendorCreate';
import { VendorEdit } from './VendorEdit';
import { VendorsList } from './VendorsList';

/** The vendors area (issue E): list, create, edit — a vendor is a member with a presentation and images. */
export const vendors: ResourceScreens = {
  list: VendorsList,
  edit: VendorEdit,
  create: VendorCreate,
  icon: VendorIcon,
  recordRepresentation: 'name',
};

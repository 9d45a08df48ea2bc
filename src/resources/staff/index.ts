import StaffIcon from '@mui/icons-material/Badge';
import { lazyScreen } from '../../common/lazyScreen';
import type { ResourceScreens } from '../areas';

/**
 * The staff accounts of the embedded provider (issue J, "Medewerkers"; only a beheerder reads them):
 * list, invite (create) and edit with disable, enable, a new set-password link and remove.
 */
export const staff: ResourceScreens = {
  list: lazyScreen(() => import('./StaffList'), 'StaffList'),
  edit: lazyScreen(() => import('./StaffEdit'), 'StaffEdit'),
  create: lazyScreen(() => import('./StaffCreate'), 'StaffCreate'),
  icon: StaffIcon,
  recordRepresentation: 'name',
};

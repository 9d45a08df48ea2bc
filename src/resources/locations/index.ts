import LocationIcon from '@mui/icons-material/Place';
import { lazyScreen } from '../../common/lazyScreen';
import type { ResourceScreens } from '../areas';

/** The stored locations of activities (issue D): list, create and edit; no sidebar link. */
export const locations: ResourceScreens = {
  list: lazyScreen(() => import('./LocationsList'), 'LocationsList'),
  edit: lazyScreen(() => import('./LocationEdit'), 'LocationEdit'),
  create: lazyScreen(() => import('./LocationCreate'), 'LocationCreate'),
  icon: LocationIcon,
  recordRepresentation: 'name',
};

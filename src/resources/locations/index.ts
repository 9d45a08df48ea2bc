import LocationIcon from '@mui/icons-material/Place';
import { lazyScreen } from '../../common/lazyScreen';
import type { ResourceScreens } from '../areas';
import { LocationsList } from './LocationsList';

/** The stored locations of activities (issue D): list, create and edit; no sidebar link. */
export const locations: ResourceScreens = {
  list: LocationsList,
  edit: lazyScreen(() => import('./LocationEdit'), 'LocationEdit'),
  create: lazyScreen(() => import('./LocationCreate'), 'LocationCreate'),
  icon: LocationIcon,
  recordRepresentation: 'name',
};

import LocationIcon from '@mui/icons-material/Place';
import type { ResourceScreens } from '../areas';
import { LocationCreate } from './LocationCreate';
import { LocationEdit } from './LocationEdit';
import { LocationsList } from './LocationsList';

/** The stored locations of activities (issue D): list, create and edit; no sidebar link. */
export const locations: ResourceScreens = {
  list: LocationsList,
  edit: LocationEdit,
  create: LocationCreate,
  icon: LocationIcon,
  recordRepresentation: 'name',
};

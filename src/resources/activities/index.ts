import ActivityIcon from '@mui/icons-material/Event';
import type { ResourceScreens } from '../areas';
import { ActivitiesList } from './ActivitiesList';
import { ActivityCreate } from './ActivityCreate';
import { ActivityEdit } from './ActivityEdit';

/** The activities area (issue D): list, create and edit with place, map, rich-text info and images. */
export const activities: ResourceScreens = {
  list: ActivitiesList,
  edit: ActivityEdit,
  create: ActivityCreate,
  icon: ActivityIcon,
  recordRepresentation: 'title',
};

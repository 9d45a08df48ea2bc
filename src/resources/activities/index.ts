import ActivityIcon from '@mui/icons-material/Event';
import { lazyScreen } from '../../common/lazyScreen';
import type { ResourceScreens } from '../areas';
import { ActivitiesList } from './ActivitiesList';

/** The activities area (issue D): list, create and edit with place, map, rich-text info and images. */
export const activities: ResourceScreens = {
  list: ActivitiesList,
  edit: lazyScreen(() => import('./ActivityEdit'), 'ActivityEdit'),
  create: lazyScreen(() => import('./ActivityCreate'), 'ActivityCreate'),
  icon: ActivityIcon,
  recordRepresentation: 'title',
};

import ActivityIcon from '@mui/icons-material/Event';
import { lazyScreen } from '../../common/lazyScreen';
import type { ResourceScreens } from '../areas';

/** The activities area (issue D): list, create and edit with place, map, rich-text info and images. */
export const activities: ResourceScreens = {
  list: lazyScreen(() => import('./ActivitiesList'), 'ActivitiesList'),
  edit: lazyScreen(() => import('./ActivityEdit'), 'ActivityEdit'),
  create: lazyScreen(() => import('./ActivityCreate'), 'ActivityCreate'),
  icon: ActivityIcon,
  recordRepresentation: 'title',
};

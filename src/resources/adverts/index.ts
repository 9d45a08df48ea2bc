import AdvertIcon from '@mui/icons-material/Campaign';
import { lazyScreen } from '../../common/lazyScreen';
import type { ResourceScreens } from '../areas';

/** The adverts area (issue C): list, create, edit, and the revue export at `/adverts/export`. */
export const adverts: ResourceScreens = {
  list: lazyScreen(() => import('./AdvertsList'), 'AdvertsList'),
  edit: lazyScreen(() => import('./AdvertEdit'), 'AdvertEdit'),
  create: lazyScreen(() => import('./AdvertCreate'), 'AdvertCreate'),
  icon: AdvertIcon,
  recordRepresentation: 'name',
  routes: [{ path: 'export', component: lazyScreen(() => import('./AdvertExport'), 'AdvertExport') }],
};

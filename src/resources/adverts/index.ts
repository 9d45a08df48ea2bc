import AdvertIcon from '@mui/icons-material/Campaign';
import type { ResourceScreens } from '../areas';
import { AdvertCreate } from './AdvertCreate';
import { AdvertEdit } from './AdvertEdit';
import { AdvertExport } from './AdvertExport';
import { AdvertsList } from './AdvertsList';

/** The adverts area (issue C): list, create, edit, and the revue export at `/adverts/export`. */
export const adverts: ResourceScreens = {
  list: AdvertsList,
  edit: AdvertEdit,
  create: AdvertCreate,
  icon: AdvertIcon,
  recordRepresentation: 'name',
  routes: [{ path: 'export', component: AdvertExport }],
};

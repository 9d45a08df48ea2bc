import MemberIcon from '@mui/icons-material/People';
import { lazyScreen } from '../../common/lazyScreen';
import type { ResourceScreens } from '../areas';

/** The members area (issue B): list, create, edit, and the import screen at `/members/import`. */
export const members: ResourceScreens = {
  list: lazyScreen(() => import('./MembersList'), 'MembersList'),
  edit: lazyScreen(() => import('./MemberEdit'), 'MemberEdit'),
  create: lazyScreen(() => import('./MemberCreate'), 'MemberCreate'),
  icon: MemberIcon,
  recordRepresentation: 'name',
  routes: [
    {
      path: 'import',
      component: lazyScreen(() => import('./MemberImport'), 'MemberImport'),
      action: 'import',
    },
  ],
};

import MemberIcon from '@mui/icons-material/People';
import { lazyScreen } from '../../common/lazyScreen';
import type { ResourceScreens } from '../areas';

/**
 * The members area (issue B): list, create, edit, the import screen at `/members/import`, the likely
 * doubles at `/members/doubles` and the merge screen at `/members/merge?keep=&merge=` (issue L).
 */
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
    {
      path: 'merge',
      component: lazyScreen(() => import('./MemberMerge'), 'MemberMerge'),
      action: 'merge',
    },
    {
      path: 'doubles',
      component: lazyScreen(() => import('./MemberDoubles'), 'MemberDoubles'),
      action: 'list',
    },
  ],
};

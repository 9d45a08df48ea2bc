import DuesIcon from '@mui/icons-material/Euro';
import { lazyScreen } from '../../common/lazyScreen';
import type { ResourceScreens } from '../areas';

/**
 * The yearly dues (issue K, "Lidgeld"): the payment requests with their totals and the dues run, one
 * request with its members and the waiver, and the settings at `/dues/settings` (read-only for whoever
 * may only read the dues); the bank statements booked against the requests at `/dues/statements`
 * (whoever may change the dues) and their credits, matched by hand or left, at `/dues/entries`.
 */
export const dues: ResourceScreens = {
  list: lazyScreen(() => import('./DuesList'), 'DuesList'),
  show: lazyScreen(() => import('./DuesShow'), 'DuesShow'),
  icon: DuesIcon,
  recordRepresentation: 'name',
  routes: [
    {
      path: 'settings',
      component: lazyScreen(() => import('./DuesSettingsPage'), 'DuesSettingsPage'),
      action: 'edit',
    },
    {
      path: 'statements',
      component: lazyScreen(() => import('./statements/StatementImport'), 'StatementImport'),
      action: 'import',
    },
    {
      path: 'entries',
      component: lazyScreen(() => import('./statements/EntriesList'), 'EntriesList'),
      action: 'list',
    },
  ],
};

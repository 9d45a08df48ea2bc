import AdvertIcon from '@mui/icons-material/Campaign';
import MailingIcon from '@mui/icons-material/LocalPostOffice';
import { lazyScreen } from '../../common/lazyScreen';
import type { ResourceScreens } from '../areas';

/**
 * The adverts area (issue C): list, create, edit, the revue export at `/adverts/export`, and the
 * revue's mailing (issue I2) at `/adverts/revue`, with a link of its own in the menu.
 */
export const adverts: ResourceScreens = {
  list: lazyScreen(() => import('./AdvertsList'), 'AdvertsList'),
  edit: lazyScreen(() => import('./AdvertEdit'), 'AdvertEdit'),
  create: lazyScreen(() => import('./AdvertCreate'), 'AdvertCreate'),
  icon: AdvertIcon,
  recordRepresentation: 'name',
  routes: [
    {
      path: 'export',
      component: lazyScreen(() => import('./AdvertExport'), 'AdvertExport'),
      action: 'export',
    },
    {
      path: 'revue',
      component: lazyScreen(() => import('./mailing/RevueMailing'), 'RevueMailing'),
      action: 'export',
    },
  ],
  menuLinks: [
    { to: '/adverts/revue', label: 'resources.adverts.revue.menu', icon: MailingIcon, action: 'export' },
  ],
};

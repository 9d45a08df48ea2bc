import RecipientIcon from '@mui/icons-material/MarkunreadMailbox';
import { lazyScreen } from '../../common/lazyScreen';
import type { ResourceScreens } from '../areas';

/** The revue's extra recipients (issue I2): list, create, edit; reached from the mailing page. */
export const revueRecipients: ResourceScreens = {
  list: lazyScreen(() => import('./RecipientsList'), 'RecipientsList'),
  edit: lazyScreen(() => import('./RecipientEdit'), 'RecipientEdit'),
  create: lazyScreen(() => import('./RecipientCreate'), 'RecipientCreate'),
  icon: RecipientIcon,
  recordRepresentation: 'name',
};

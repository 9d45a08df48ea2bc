import MessageIcon from '@mui/icons-material/Forum';
import { lazyScreen } from '../../common/lazyScreen';
import type { ResourceScreens } from '../areas';

/** The messages area (issue D): list with the banner filter, read-only view, create and edit. */
export const messages: ResourceScreens = {
  list: lazyScreen(() => import('./MessagesList'), 'MessagesList'),
  show: lazyScreen(() => import('./MessageShow'), 'MessageShow'),
  edit: lazyScreen(() => import('./MessageEdit'), 'MessageEdit'),
  create: lazyScreen(() => import('./MessageCreate'), 'MessageCreate'),
  icon: MessageIcon,
  recordRepresentation: 'title',
};

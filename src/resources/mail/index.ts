import MailIcon from '@mui/icons-material/MailOutline';
import { lazyScreen } from '../../common/lazyScreen';
import type { ResourceScreens } from '../areas';

/**
 * The outbox of outgoing mail (issue J item 8), for a beheerder: the list with its state filter and a
 * message's page with its text and, when it failed, a retry. No sidebar link: reached from the
 * dashboard's card (and the staff screen).
 */
export const mail: ResourceScreens = {
  list: lazyScreen(() => import('./MailList'), 'MailList'),
  show: lazyScreen(() => import('./MailShow'), 'MailShow'),
  icon: MailIcon,
  recordRepresentation: 'subject',
};

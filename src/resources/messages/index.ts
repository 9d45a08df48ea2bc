import MessageIcon from '@mui/icons-material/Forum';
import type { ResourceScreens } from '../areas';
import { MessageCreate } from './MessageCreate';
import { MessageEdit } from './MessageEdit';
import { MessageShow } from './MessageShow';
import { MessagesList } from './MessagesList';

/** The messages area (issue D): list with the banner filter, read-only view, create and edit. */
export const messages: ResourceScreens = {
  list: MessagesList,
  show: MessageShow,
  edit: MessageEdit,
  create: MessageCreate,
  icon: MessageIcon,
  recordRepresentation: 'title',
};

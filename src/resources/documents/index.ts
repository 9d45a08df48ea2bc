import DocumentIcon from '@mui/icons-material/Download';
import type { ResourceScreens } from '../areas';
import { DocumentCreate } from './DocumentCreate';
import { DocumentEdit } from './DocumentEdit';
import { DocumentsList } from './DocumentsList';

/** The documents area, shown as 'Downloads' (issue E): list, upload (create), edit. */
export const documents: ResourceScreens = {
  list: DocumentsList,
  edit: DocumentEdit,
  create: DocumentCreate,
  icon: DocumentIcon,
  recordRepresentation: 'title',
};

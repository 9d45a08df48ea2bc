import DocumentIcon from '@mui/icons-material/Download';
import { lazyScreen } from '../../common/lazyScreen';
import type { ResourceScreens } from '../areas';

/** The documents area, shown as 'Downloads' (issue E): list, upload (create), edit. */
export const documents: ResourceScreens = {
  list: lazyScreen(() => import('./DocumentsList'), 'DocumentsList'),
  edit: lazyScreen(() => import('./DocumentEdit'), 'DocumentEdit'),
  create: lazyScreen(() => import('./DocumentCreate'), 'DocumentCreate'),
  icon: DocumentIcon,
  recordRepresentation: 'title',
};

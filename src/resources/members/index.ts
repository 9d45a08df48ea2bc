import MemberIcon from '@mui/icons-material/People';
import type { ResourceScreens } from '../areas';
import { MemberCreate } from './MemberCreate';
import { MemberEdit } from './MemberEdit';
import { MemberImport } from './MemberImport';
import { MembersList } from './MembersList';

/** The members area (issue B): list, create, edit, and the import screen at `/members/import`. */
export const members: ResourceScreens = {
  list: MembersList,
  edit: MemberEdit,
  create: MemberCreate,
  icon: MemberIcon,
  recordRepresentation: 'name',
  routes: [{ path: 'import', component: MemberImport }],
};

import PeopleOutlineIcon from '@mui/icons-material/PeopleOutline';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { CreateAction, ListAction, ListActions } from '../../common/ListActions';
import { ExportMembersButton } from './ExportMembersButton';

/**
 * The member list's actions: create, go to the import screen (`/members/import`), to the likely doubles
 * (`/members/doubles`), export.
 */
export const MemberListActions = () => (
  <ListActions>
    <CreateAction />
    <ListAction
      action="import"
      to="/members/import"
      label="resources.members.actions.import"
      icon={<UploadFileIcon />}
    />
    <ListAction
      action="list"
      to="/members/doubles"
      label="resources.members.actions.doubles"
      icon={<PeopleOutlineIcon />}
    />
    <ExportMembersButton />
  </ListActions>
);

import UploadFileIcon from '@mui/icons-material/UploadFile';
import { CreateAction, ListAction, ListActions } from '../../common/ListActions';
import { ExportMembersButton } from './ExportMembersButton';

/** The member list's actions: create, go to the import screen (`/members/import`), export. */
export const MemberListActions = () => (
  <ListActions>
    <CreateAction />
    <ListAction
      action="import"
      to="/members/import"
      label="resources.members.actions.import"
      icon={<UploadFileIcon />}
    />
    <ExportMembersButton />
  </ListActions>
);

import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Button, CreateButton, LinkBase, TopToolbar } from 'react-admin';
import { ExportMembersButton } from './ExportMembersButton';

/** The member list's actions: create, go to the import screen (`/members/import`), export. */
export const MemberListActions = () => (
  <TopToolbar>
    <CreateButton />
    <Button component={LinkBase} to="/members/import" label="resources.members.actions.import">
      <UploadFileIcon />
    </Button>
    <ExportMembersButton />
  </TopToolbar>
);

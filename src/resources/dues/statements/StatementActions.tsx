import LinkOffIcon from '@mui/icons-material/LinkOff';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { ListAction } from '../../../common/ListActions';
import { entriesPath } from './statementModel';

/**
 * The Lidgeld list's ways to the bank's money: "Rekeninguittreksel inlezen" (whoever may change the
 * dues) and "Niet gekoppeld", the credits still to be matched (whoever may read them). In the
 * collapsed actions menu of a narrow screen, two items.
 */
export const StatementActions = () => (
  <>
    <ListAction
      action="import"
      resource="dues"
      label="resources.dues.statements.label"
      icon={<UploadFileIcon />}
      to="/dues/statements"
    />
    <ListAction
      action="list"
      resource="bankEntries"
      label="resources.dues.entries.label"
      icon={<LinkOffIcon />}
      to={entriesPath('unmatched')}
    />
  </>
);

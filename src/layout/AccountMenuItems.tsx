import AccountCircle from '@mui/icons-material/AccountCircle';
import ManageAccounts from '@mui/icons-material/ManageAccounts';
import { ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import { Logout, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';

/**
 * The header's user menu itself (AccountMenu.tsx): the e-mail, "Mijn account" (/account) and
 * react-admin's `Logout` (Afmelden), under the button `anchor` while it is given. The e-mail item only
 * informs, so it is disabled, yet shown at full contrast. In a chunk of its own: MUI's menu and
 * popover are not part of the first screen.
 */
export const AccountMenuItems = ({
  name,
  anchor,
  onClose,
}: {
  name: string;
  anchor: HTMLElement | null;
  onClose: () => void;
}) => {
  const translate = useTranslate();
  return (
    <Menu
      id="account-menu"
      anchorEl={anchor}
      open={anchor !== null}
      onClose={onClose}
      disableScrollLock
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
    >
      <MenuItem disabled sx={{ '&.Mui-disabled': { opacity: 1 } }}>
        <ListItemIcon>
          <AccountCircle fontSize="small" />
        </ListItemIcon>
        <ListItemText>{name}</ListItemText>
      </MenuItem>
      <MenuItem component={Link} to="/account" onClick={onClose}>
        <ListItemIcon>
          <ManageAccounts fontSize="small" />
        </ListItemIcon>
        <ListItemText>{translate('account.title')}</ListItemText>
      </MenuItem>
      <Logout />
    </Menu>
  );
};

import AccountCircle from '@mui/icons-material/AccountCircle';
import { ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import { Logout, UserMenu, useGetIdentity, useTranslate } from 'react-admin';

/**
 * react-admin's user menu in the header: an account button named after the signed-in user ("Account
 * van jan@…"; on wider screens it also shows the e-mail), which opens a menu with the e-mail and
 * Afmelden. The e-mail item only informs, so it is disabled, yet shown at full contrast.
 */
export const AccountMenu = () => {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  if (!identity) return null;
  const name = String(identity.fullName ?? identity.id);
  return (
    <UserMenu label={translate('app.account', { name })}>
      <MenuItem disabled sx={{ '&.Mui-disabled': { opacity: 1 } }}>
        <ListItemIcon>
          <AccountCircle fontSize="small" />
        </ListItemIcon>
        <ListItemText>{name}</ListItemText>
      </MenuItem>
      <Logout />
    </UserMenu>
  );
};

import AccountCircle from '@mui/icons-material/AccountCircle';
import ManageAccounts from '@mui/icons-material/ManageAccounts';
import {
  Button,
  IconButton,
  ListItemIcon,
  ListItemText,
  Menu,
  MenuItem,
  type Theme,
  useMediaQuery,
} from '@mui/material';
import { type MouseEvent, useState } from 'react';
import { Logout, useGetIdentity, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';

/**
 * The header's user menu, as react-admin's `UserMenu` but named after the signed-in user ("Account van
 * jan@…", which holds the e-mail shown beside the icon on wider screens; react-admin's is just
 * "Profiel"). It opens a menu with the e-mail, "Mijn account" (/account) and react-admin's `Logout`
 * (Afmelden). The e-mail item only informs, so it is disabled, yet shown at full contrast.
 */
export const AccountMenu = () => {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const wide = useMediaQuery<Theme>((theme) => theme.breakpoints.up('sm'));
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  if (!identity) return null;
  const name = String(identity.fullName ?? identity.id);
  const open = anchor !== null;
  const buttonProps = {
    color: 'inherit' as const,
    'aria-label': translate('app.account', { name }),
    'aria-haspopup': true,
    'aria-expanded': open,
    'aria-controls': open ? 'account-menu' : undefined,
    onClick: (event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget),
  };
  return (
    <>
      {wide ? (
        <Button {...buttonProps} startIcon={<AccountCircle />} sx={{ textTransform: 'none', ml: 0.5 }}>
          {name}
        </Button>
      ) : (
        <IconButton {...buttonProps}>
          <AccountCircle />
        </IconButton>
      )}
      <Menu
        id="account-menu"
        anchorEl={anchor}
        open={open}
        onClose={() => setAnchor(null)}
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
        <MenuItem component={Link} to="/account" onClick={() => setAnchor(null)}>
          <ListItemIcon>
            <ManageAccounts fontSize="small" />
          </ListItemIcon>
          <ListItemText>{translate('account.title')}</ListItemText>
        </MenuItem>
        <Logout />
      </Menu>
    </>
  );
};

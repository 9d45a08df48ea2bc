import LogoutIcon from '@mui/icons-material/PowerSettingsNew';
import { Button, type ButtonProps } from '@mui/material';
import { useLogout, useTranslate } from 'react-admin';

/** A visible 'Log Out' (Afmelden) button: react-admin's logout, which signs out at the provider too. */
export const LogoutButton = (props: Omit<ButtonProps, 'onClick'>) => {
  const logout = useLogout();
  const translate = useTranslate();
  return (
    <Button startIcon={<LogoutIcon />} onClick={() => logout()} {...props}>
      {translate('app.logout')}
    </Button>
  );
};

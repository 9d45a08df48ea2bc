import { Box, Typography } from '@mui/material';
import { LoadingIndicator, AppBar as RaAppBar, useGetIdentity, useTranslate } from 'react-admin';
import { LogoutButton } from '../common/LogoutButton';
import { LanguageSwitch } from './LanguageSwitch';
import { NotificationsLink } from './NotificationsLink';
import { HEADER_HEIGHT } from './theme';

/** Spec §2 header: title, the user's email and Notifications link (only with a user), language, Log Out. */
export const AppBar = () => {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const toolbar = (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      {identity && (
        <>
          <Typography variant="body2" sx={{ display: { xs: 'none', sm: 'block' } }}>
            {identity.fullName}
          </Typography>
          <NotificationsLink />
        </>
      )}
      <LanguageSwitch />
      <LoadingIndicator />
      <LogoutButton color="inherit" />
    </Box>
  );
  return (
    <RaAppBar userMenu={false} toolbar={toolbar} sx={{ '& .RaAppBar-toolbar': { minHeight: HEADER_HEIGHT } }}>
      <Typography variant="h6" component="span" sx={{ flex: 1 }}>
        {translate('app.title')}
      </Typography>
    </RaAppBar>
  );
};

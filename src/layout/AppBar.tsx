import { Box, Typography } from '@mui/material';
import { LoadingIndicator, AppBar as RaAppBar, useTranslate } from 'react-admin';
import { useStaffAccess } from '../common/useStaffAccess';
import { AccountMenu } from './AccountMenu';
import { LanguageSwitch } from './LanguageSwitch';
import { NotificationsLink } from './NotificationsLink';
import { HEADER_HEIGHT } from './theme';

/**
 * Spec §2 header in one row of 45 px at every width from 360 px: the title (cut short with "…" when
 * space runs out), the Notifications link with its count and the sidebar button (staff only), the
 * language switch, and the user menu with the e-mail and Afmelden.
 */
export const AppBar = () => {
  const translate = useTranslate();
  const { hasAccess } = useStaffAccess();
  const toolbar = (
    <Box sx={{ display: 'flex', alignItems: 'center', flexShrink: 0 }}>
      {hasAccess && <NotificationsLink />}
      <LanguageSwitch />
      <LoadingIndicator />
    </Box>
  );
  return (
    <RaAppBar
      userMenu={<AccountMenu />}
      toolbar={toolbar}
      sx={{
        '& .RaAppBar-toolbar': { minHeight: HEADER_HEIGHT, height: HEADER_HEIGHT, flexWrap: 'nowrap' },
        '& .RaAppBar-menuButton': { display: hasAccess ? undefined : 'none' },
      }}
    >
      <Typography variant="h6" component="span" noWrap sx={{ flex: 1, minWidth: 0 }}>
        {translate('app.title')}
      </Typography>
    </RaAppBar>
  );
};

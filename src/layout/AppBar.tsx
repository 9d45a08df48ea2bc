import { Box, Typography } from '@mui/material';
import { memo } from 'react';
import { type AppBarProps, CanAccess, LoadingIndicator, AppBar as RaAppBar, useTranslate } from 'react-admin';
import { useStaffAccess } from '../common/useStaffAccess';
import { AccountMenu } from './AccountMenu';
import { LanguageSwitch } from './LanguageSwitch';
import { NotificationsLink } from './NotificationsLink';
import { HEADER_HEIGHT } from './theme';

/**
 * Spec §2 header in one row of 45 px at every width from 360 px: the title (cut short with "…" when
 * space runs out), the Notifications link with its count and the sidebar button (staff only), the
 * language switch, and the user menu with the e-mail and Afmelden. `alwaysOn` (the layout's
 * `appBarAlwaysOn`) keeps it in place: without it react-admin hides it on scrolling down, with a
 * scroll listener and a slide transition on every page change. Memoised: the layout re-renders on
 * every change of address (a list's page, sort, filter), the header's parts follow their own data.
 */
export const AppBar = memo(({ alwaysOn }: Pick<AppBarProps, 'alwaysOn'>) => {
  const translate = useTranslate();
  const { hasAccess } = useStaffAccess();
  const toolbar = (
    <Box sx={{ display: 'flex', alignItems: 'center', flexShrink: 0 }}>
      {hasAccess && (
        <CanAccess resource="notifications" action="list">
          <NotificationsLink />
        </CanAccess>
      )}
      <LanguageSwitch />
      <LoadingIndicator />
    </Box>
  );
  return (
    <RaAppBar
      alwaysOn={alwaysOn}
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
});

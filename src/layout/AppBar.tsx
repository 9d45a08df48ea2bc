import { Box, AppBar as MuiAppBar, type Theme, Toolbar, Typography, useMediaQuery } from '@mui/material';
import { memo } from 'react';
import { CanAccess, LoadingIndicator, SidebarToggleButton, useTranslate } from 'react-admin';
import { useStaffAccess } from '../common/useStaffAccess';
import { AccountMenu } from './AccountMenu';
import { LanguageSwitch } from './LanguageSwitch';
import { NotificationsLink } from './NotificationsLink';
import { HEADER_HEIGHT } from './theme';

/** The header's rules, under react-admin's class names for its header. */
const HEADER = {
  '& .RaAppBar-toolbar': { px: 1, minHeight: HEADER_HEIGHT, height: HEADER_HEIGHT, flexWrap: 'nowrap' },
  '& .RaAppBar-menuButton': { mr: '0.2em' },
} as const;

/**
 * Spec §2 header in one row of 45 px at every width from 360 px, always in place: the sidebar button
 * (staff only), the title (cut short with "…" when space runs out), the Notifications link with its
 * count (staff only), the language switch, react-admin's loading indicator and the user menu with the
 * e-mail and Afmelden. Our own bar rather than react-admin's, which brings its default user menu,
 * language menu and theme toggle into the first script (docs/decisions.md "The first script without
 * the pages it does not show"). Memoised: the layout re-renders on every change of address (a list's
 * page, sort, filter), the header's parts follow their own data.
 */
export const AppBar = memo(() => {
  const translate = useTranslate();
  const { hasAccess } = useStaffAccess();
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  return (
    <MuiAppBar className="RaAppBar-appBar" color="secondary" sx={HEADER}>
      <Toolbar disableGutters variant={phone ? 'regular' : 'dense'} className="RaAppBar-toolbar">
        {hasAccess ? <SidebarToggleButton className="RaAppBar-menuButton" /> : null}
        <Typography variant="h6" component="span" noWrap sx={{ flex: 1, minWidth: 0 }}>
          {translate('app.title')}
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'center', flexShrink: 0 }}>
          {hasAccess && (
            <CanAccess resource="notifications" action="list">
              <NotificationsLink />
            </CanAccess>
          )}
          <LanguageSwitch />
          <LoadingIndicator />
        </Box>
        <AccountMenu />
      </Toolbar>
    </MuiAppBar>
  );
});

import NotificationsIcon from '@mui/icons-material/Notifications';
import { Badge, Button, IconButton, type Theme, useMediaQuery } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { useStaffAccess } from '../common/useStaffAccess';
import { useNotificationTotal, useRefreshCountsAfterChanges } from '../notifications/useNotificationTotal';

/** The largest count the badge shows; above it, "999+" (MUI's `max`), in the link's name too. */
const BADGE_MAX = 999;

/**
 * The header's Notifications link with the total count (fetched once the staff user is known): the
 * word followed by the bell and its badge, or on narrow screens the bell and badge alone. Its name is
 * always "Meldingen (85)", which holds what is seen in the order it is seen, "Meldingen 85" (WCAG
 * 2.5.3: a badge before the word showed "85 Meldingen"); the badge alone would not be read. Above
 * 999 both say "999+".
 */
export const NotificationsLink = () => {
  const translate = useTranslate();
  const narrow = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  const { hasAccess } = useStaffAccess();
  const { data: total } = useNotificationTotal(hasAccess);
  useRefreshCountsAfterChanges();
  const label = translate('menu.notifications');
  const shown = total !== undefined && total > BADGE_MAX ? `${BADGE_MAX}+` : total;
  const name = shown === undefined ? label : translate('menu.notifications_total', { total: shown });
  const bell = (
    <Badge badgeContent={total} color="error" max={BADGE_MAX}>
      <NotificationsIcon />
    </Badge>
  );
  return narrow ? (
    <IconButton component={Link} to="/notifications" color="inherit" aria-label={name}>
      {bell}
    </IconButton>
  ) : (
    <Button component={Link} to="/notifications" color="inherit" aria-label={name} endIcon={bell}>
      {/* The space keeps the word and the count apart in the text read from the page: "Meldingen 85". */}
      {`${label} `}
    </Button>
  );
};

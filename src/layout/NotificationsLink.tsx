import NotificationsIcon from '@mui/icons-material/Notifications';
import { Badge, Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { useStaffAccess } from '../common/useStaffAccess';
import {
  useNotificationTotal,
  useRefreshNotificationTotalAfterChanges,
} from '../notifications/useNotificationTotal';

/** The header's Notifications link with the total count (fetched once the staff user is known). */
export const NotificationsLink = () => {
  const translate = useTranslate();
  const { hasAccess } = useStaffAccess();
  const { data: total } = useNotificationTotal(hasAccess);
  useRefreshNotificationTotalAfterChanges();
  return (
    <Button
      component={Link}
      to="/notifications"
      color="inherit"
      // The badge is hidden from assistive technology, so the count goes into the name.
      aria-label={total === undefined ? undefined : translate('menu.notifications_total', { total })}
      startIcon={
        <Badge badgeContent={total} color="error" max={999}>
          <NotificationsIcon />
        </Badge>
      }
    >
      {translate('menu.notifications')}
    </Button>
  );
};

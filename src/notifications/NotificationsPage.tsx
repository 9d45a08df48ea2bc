import { RequireStaffAccess } from '../common/RequireStaffAccess';
import { NotificationOverview } from './NotificationOverview';

/** Route `/notifications` (spec §2): the overview, for staff only. */
export const NotificationsPage = () => (
  <RequireStaffAccess>
    <NotificationOverview />
  </RequireStaffAccess>
);

import {
  Checkbox,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  type Theme,
  Typography,
  useMediaQuery,
} from '@mui/material';
import { memo } from 'react';
import { Link, useTranslate } from 'react-admin';
import type { Notification } from '../../server/src/schemas/notifications';
import { formatDateTime } from '../common/dates';
import { recordPath, typeLabelKey } from './notificationModel';

interface NotificationTableProps {
  /** The rows of the page shown. */
  notifications: Notification[];
  selected: Notification['id'][];
  /** A row's checkbox; none without (someone who may not handle notifications). */
  onToggle?: (id: Notification['id']) => void;
  /** The header checkbox: (un)selects the rows shown. */
  onToggleAll?: () => void;
}

/** The changed record's name: a link to it (keyboard: Tab, Enter), plain text once it was deleted. */
const RecordName = ({ notification }: { notification: Notification }) => {
  const path = recordPath(notification);
  return path ? <Link to={path}>{notification.name}</Link> : notification.name;
};

interface NotificationRowProps {
  notification: Notification;
  selected: boolean;
  onToggle?: (id: Notification['id']) => void;
  narrow: boolean;
}

/**
 * One row; memoised, so that ticking a row re-renders that row alone, not the page's 25 to 100 (on a
 * phone a tick re-rendering every row took 200 ms at a quarter of a laptop's speed).
 */
const NotificationRow = memo(({ notification, selected, onToggle, narrow }: NotificationRowProps) => {
  const translate = useTranslate();
  const { id, name, type, createdOn } = notification;
  const typeLabel = translate(typeLabelKey(type), { _: type });
  return (
    <TableRow hover selected={selected}>
      {onToggle && (
        <TableCell padding="checkbox">
          <Checkbox
            checked={selected}
            onChange={() => onToggle(id)}
            slotProps={{ input: { 'aria-label': translate('notifications.select', { name }) } }}
          />
        </TableCell>
      )}
      <TableCell>
        <RecordName notification={notification} />
        {narrow && (
          <Typography variant="body2" color="text.secondary">
            {typeLabel} · {formatDateTime(createdOn)}
          </Typography>
        )}
      </TableCell>
      {!narrow && <TableCell>{typeLabel}</TableCell>}
      {!narrow && <TableCell>{formatDateTime(createdOn)}</TableCell>}
    </TableRow>
  );
});

/**
 * The table of spec §2: select checkbox (when rows can be selected), Naam (a link to the changed record), Wijziging (translated
 * type), Tijdstip. Below the `sm` breakpoint the change and time stand under the name, so a phone
 * needs no sideways scroll. `onToggle` should keep its identity across renders (the rows are memoised).
 */
export const NotificationTable = ({
  notifications,
  selected,
  onToggle,
  onToggleAll,
}: NotificationTableProps) => {
  const translate = useTranslate();
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const selectedCount = notifications.filter(({ id }) => selected.includes(id)).length;
  return (
    <Table size="small">
      <TableHead>
        <TableRow>
          {onToggleAll && (
            <TableCell padding="checkbox">
              <Checkbox
                checked={selectedCount > 0 && selectedCount === notifications.length}
                indeterminate={selectedCount > 0 && selectedCount < notifications.length}
                disabled={notifications.length === 0}
                onChange={onToggleAll}
                slotProps={{ input: { 'aria-label': translate('notifications.select_all') } }}
              />
            </TableCell>
          )}
          <TableCell>{translate('notifications.fields.name')}</TableCell>
          {!narrow && <TableCell>{translate('notifications.fields.type')}</TableCell>}
          {!narrow && <TableCell>{translate('notifications.fields.createdOn')}</TableCell>}
        </TableRow>
      </TableHead>
      <TableBody>
        {notifications.map((notification) => (
          <NotificationRow
            key={notification.id}
            notification={notification}
            selected={selected.includes(notification.id)}
            onToggle={onToggle}
            narrow={narrow}
          />
        ))}
      </TableBody>
    </Table>
  );
};

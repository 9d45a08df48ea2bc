import { Checkbox, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Notification } from '../../server/src/schemas/notifications';
import { formatDateTime } from '../common/dates';
import { typeLabelKey } from './notificationModel';

interface NotificationTableProps {
  notifications: Notification[];
  selected: Notification['id'][];
  onToggle: (id: Notification['id']) => void;
  onToggleAll: () => void;
}

/** The table of spec §2: select checkbox, Naam, Wijziging (translated type), Tijdstip. */
export const NotificationTable = ({
  notifications,
  selected,
  onToggle,
  onToggleAll,
}: NotificationTableProps) => {
  const translate = useTranslate();
  const selectedCount = notifications.filter(({ id }) => selected.includes(id)).length;
  return (
    <Table size="small">
      <TableHead>
        <TableRow>
          <TableCell padding="checkbox">
            <Checkbox
              checked={selectedCount > 0 && selectedCount === notifications.length}
              indeterminate={selectedCount > 0 && selectedCount < notifications.length}
              disabled={notifications.length === 0}
              onChange={onToggleAll}
              slotProps={{ input: { 'aria-label': translate('notifications.select_all') } }}
            />
          </TableCell>
          <TableCell>{translate('notifications.fields.name')}</TableCell>
          <TableCell>{translate('notifications.fields.type')}</TableCell>
          <TableCell>{translate('notifications.fields.createdOn')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {notifications.map(({ id, name, type, createdOn }) => (
          <TableRow key={id} hover selected={selected.includes(id)}>
            <TableCell padding="checkbox">
              <Checkbox
                checked={selected.includes(id)}
                onChange={() => onToggle(id)}
                slotProps={{ input: { 'aria-label': translate('notifications.select', { name }) } }}
              />
            </TableCell>
            <TableCell>{name}</TableCell>
            <TableCell>{translate(typeLabelKey(type), { _: type })}</TableCell>
            <TableCell>{formatDateTime(createdOn)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};

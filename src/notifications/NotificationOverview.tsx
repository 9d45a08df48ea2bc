import DeleteIcon from '@mui/icons-material/Delete';
import { Alert, Box, Button, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { Loading, useDeleteMany, useGetList, useNotify, useTranslate } from 'react-admin';
import type { Notification } from '../../server/src/schemas/notifications';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { NotificationTable } from './NotificationTable';
import { keepListed, toggleAll, toggleId } from './notificationModel';
import { useRefreshNotificationTotal } from './useNotificationTotal';

/**
 * The notification overview of spec §2: the newest 200 notifications, client-side selection, and
 * Delete → confirmation → `deleteMany` → reload of the list; every load refreshes the header total.
 */
export const NotificationOverview = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const refreshTotal = useRefreshNotificationTotal();
  const { data = [], isPending, error, refetch, dataUpdatedAt } = useGetList<Notification>('notifications');
  const [deleteMany, { isPending: isDeleting }] = useDeleteMany<Notification>();
  const [chosen, setChosen] = useState<Notification['id'][]>([]);
  const [confirming, setConfirming] = useState(false);
  const ids = data.map(({ id }) => id);
  const selected = keepListed(chosen, ids);

  useEffect(() => {
    if (dataUpdatedAt > 0) refreshTotal();
  }, [dataUpdatedAt, refreshTotal]);

  const confirmDelete = () =>
    deleteMany(
      'notifications',
      { ids: selected },
      {
        onSuccess: () => {
          notify('notifications.deleted', { type: 'success', messageArgs: { smart_count: selected.length } });
          setChosen([]);
          refetch();
        },
        onError: () => notify('notifications.delete_failed', { type: 'error' }),
        onSettled: () => setConfirming(false),
      },
    );

  if (isPending) return <Loading />;
  return (
    <Box sx={{ p: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 2 }}>
        <Typography variant="h5" component="h1">
          {translate('notifications.title')}
        </Typography>
        <Button
          variant="contained"
          color="error"
          startIcon={<DeleteIcon />}
          disabled={selected.length === 0 || data.length === 0}
          onClick={() => setConfirming(true)}
        >
          {translate('notifications.delete')}
        </Button>
      </Box>
      {error ? (
        <Alert severity="error">{translate('app.errors.unexpected')}</Alert>
      ) : (
        <NotificationTable
          notifications={data}
          selected={selected}
          onToggle={(id) => setChosen(toggleId(selected, id))}
          onToggleAll={() => setChosen(toggleAll(selected, ids))}
        />
      )}
      {!error && data.length === 0 && (
        <Typography sx={{ p: 2 }}>{translate('notifications.empty')}</Typography>
      )}
      <ConfirmDialog
        open={confirming}
        title="notifications.confirm_title"
        content="notifications.confirm_content"
        contentArgs={{ smart_count: selected.length }}
        onConfirm={confirmDelete}
        onClose={() => setConfirming(false)}
        isPending={isDeleting}
      />
    </Box>
  );
};

import DeleteIcon from '@mui/icons-material/Delete';
import {
  Alert,
  Box,
  Button,
  MenuItem,
  TablePagination,
  TextField,
  type Theme,
  Typography,
  useMediaQuery,
} from '@mui/material';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Loading, useCanAccess, useDeleteMany, useGetList, useNotify, useTranslate } from 'react-admin';
import type { Notification } from '../../server/src/schemas/notifications';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { NotificationTable } from './NotificationTable';
import { keepListed, ofType, toggleAll, toggleId, typeLabelKey } from './notificationModel';
import { SelectAllMatching } from './SelectAllMatching';
import { useRefreshNotificationTotal } from './useNotificationTotal';

/** Rows a page, and the choices of the page-size menu. */
const ROWS_PER_PAGE = [25, 50, 100];
/** Below sm no page-size menu: the range and the paging arrows alone fit a phone's width. */
const NO_PAGE_SIZES: number[] = [];

/**
 * The notification overview of spec §2: the newest 200 notifications, each name a link to its record;
 * client-side, over what was loaded: a filter by type of change, pages of 25 rows, and the selection
 * with its count (below sm without the page-size menu), widened from a page to every match on request
 * ({@link SelectAllMatching}). Delete → confirmation → `deleteMany` of the selected rows the filter
 * shows → reload of the list; every load refreshes the header total.
 */
export const NotificationOverview = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const refreshTotal = useRefreshNotificationTotal();
  const narrow = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const { data = [], isPending, error, refetch, dataUpdatedAt } = useGetList<Notification>('notifications');
  const [deleteMany, { isPending: isDeleting }] = useDeleteMany<Notification>();
  // Handling (deleting) notifications needs `write:notifications`; reading them, `read:`.
  const { canAccess: mayHandle } = useCanAccess({ resource: 'notifications', action: 'delete' });
  const [chosen, setChosen] = useState<Notification['id'][]>([]);
  const [confirming, setConfirming] = useState(false);
  const [type, setType] = useState('');
  const [page, setPage] = useState(0);
  const [rowsPerPage, setRowsPerPage] = useState(ROWS_PER_PAGE[0]);
  const shown = useMemo(() => ofType(data, type), [data, type]);
  const shownIds = useMemo(() => shown.map(({ id }) => id), [shown]);
  const selected = keepListed(chosen, shownIds);
  // The same function at every tick, so that only the ticked row re-renders (NotificationTable).
  const toggle = useCallback(
    (id: Notification['id']) => setChosen((current) => toggleId(keepListed(current, shownIds), id)),
    [shownIds],
  );
  // The page shown: the chosen one, or the last one left after a filter or a delete shortened the list.
  const shownPage = Math.min(page, Math.max(0, Math.ceil(shown.length / rowsPerPage) - 1));
  const pageRows = shown.slice(shownPage * rowsPerPage, (shownPage + 1) * rowsPerPage);
  const types = [...new Set(data.map((notification) => notification.type))];

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
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 2 }}>
        <Typography variant="h5" component="h1" sx={{ flex: 1 }}>
          {translate('notifications.title')}
        </Typography>
        <Typography role="status" variant="body2">
          {selected.length > 0 && translate('notifications.selected', { smart_count: selected.length })}
        </Typography>
        {mayHandle && (
          <Button
            variant="contained"
            color="error"
            startIcon={<DeleteIcon />}
            disabled={selected.length === 0}
            onClick={() => setConfirming(true)}
          >
            {translate('notifications.delete')}
          </Button>
        )}
      </Box>
      <TextField
        select
        size="small"
        label={translate('notifications.fields.type')}
        value={type}
        onChange={(event) => {
          setType(event.target.value);
          setPage(0);
        }}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        sx={{ width: 280, maxWidth: '100%', mb: 1 }}
      >
        <MenuItem value="">{translate('notifications.all_types')}</MenuItem>
        {types.map((value) => (
          <MenuItem key={value} value={value}>
            {translate(typeLabelKey(value), { _: value })}
          </MenuItem>
        ))}
      </TextField>
      {mayHandle && (
        <SelectAllMatching
          selected={selected}
          pageIds={pageRows.map(({ id }) => id)}
          matchingIds={shownIds}
          onSelect={setChosen}
        />
      )}
      {error ? (
        <Alert severity="error">{translate('app.errors.unexpected')}</Alert>
      ) : (
        <NotificationTable
          notifications={pageRows}
          selected={selected}
          onToggle={mayHandle ? toggle : undefined}
          onToggleAll={
            mayHandle
              ? () =>
                  setChosen(
                    toggleAll(
                      selected,
                      pageRows.map(({ id }) => id),
                    ),
                  )
              : undefined
          }
        />
      )}
      {!error && shown.length === 0 && (
        <Typography sx={{ p: 2 }}>{translate('notifications.empty')}</Typography>
      )}
      {shown.length > ROWS_PER_PAGE[0] && (
        <TablePagination
          component="div"
          count={shown.length}
          page={shownPage}
          onPageChange={(_event, next) => setPage(next)}
          rowsPerPage={rowsPerPage}
          rowsPerPageOptions={narrow ? NO_PAGE_SIZES : ROWS_PER_PAGE}
          onRowsPerPageChange={(event) => {
            setRowsPerPage(Number(event.target.value));
            setPage(0);
          }}
        />
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

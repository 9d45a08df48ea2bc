import DeleteIcon from '@mui/icons-material/Delete';
import { useState } from 'react';
import { Button, useCanAccess, useDelete, useNotify, useRecordContext, useRedirect } from 'react-admin';
import type { Order } from '../../../server/src/schemas/orders';
import { ConfirmDialog } from '../../common/ConfirmDialog';
import { formatDate } from '../../common/dates';

/**
 * Deletes the order of the record context after confirmation (spec §1; `DELETE /Orders/{id}`, the
 * lines go with it), then returns to the list.
 */
export const DeleteOrderButton = () => {
  const record = useRecordContext<Order>();
  const { canAccess } = useCanAccess({ resource: 'orders', action: 'delete' });
  const notify = useNotify();
  const redirect = useRedirect();
  const [confirming, setConfirming] = useState(false);
  const [deleteOne, { isPending }] = useDelete<Order>();
  if (!record || !canAccess) return null;
  const confirm = () =>
    deleteOne(
      'orders',
      { id: record.id, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify('resources.orders.delete.done', { type: 'info' });
          redirect('list', 'orders');
        },
        onError: () => notify('resources.orders.delete.failed', { type: 'error' }),
        onSettled: () => setConfirming(false),
      },
    );
  return (
    <>
      <Button label="ra.action.delete" color="error" onClick={() => setConfirming(true)}>
        <DeleteIcon />
      </Button>
      <ConfirmDialog
        open={confirming}
        title="resources.orders.delete.title"
        content="resources.orders.delete.content"
        contentArgs={{ name: record.name, date: formatDate(record.orderDate), smart_count: record.ringCount }}
        onConfirm={confirm}
        onClose={() => setConfirming(false)}
        isPending={isPending}
      />
    </>
  );
};

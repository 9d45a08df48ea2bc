import DeleteIcon from '@mui/icons-material/DeleteOutline';
import { IconButton } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { HttpError, useDataProvider, useLocaleState, useNotify, useRefresh, useTranslate } from 'react-admin';
import type { DuesPayment } from '../../../../server/src/schemas/dues';
import { ConfirmDialog } from '../../../common/ConfirmDialog';
import { formatCalendarDate } from '../../../common/dates';
import type { ClubDataProvider } from '../../../providers/dataProvider';
import { formatEuro } from '../../orders/orderModel';

/**
 * Takes one payment of a request back (a wrong match, a cash payment entered twice), for whoever may
 * change the dues: the button names the payment ("Betaling van € 10,00 van 14/03/2030 verwijderen"),
 * a confirmation says what follows — the paid amount goes down; a credit of the bank becomes
 * unmatched again — and `DELETE /Dues/payments/{id}` does it; the page then shows the request as it is.
 */
export const DeletePaymentButton = ({ payment }: { payment: DuesPayment }) => {
  const dataProvider = useDataProvider<ClubDataProvider>();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const args = { amount: formatEuro(payment.amount, locale), date: formatCalendarDate(payment.paidOn) };
  const remove = useMutation({
    mutationFn: () => dataProvider.deletePayment(payment.id),
    onSuccess: () => {
      notify('resources.dues.payments.delete.done', { type: 'info', messageArgs: args });
      setOpen(false);
      refresh();
    },
    onError: (error) => {
      setOpen(false);
      notify(
        error instanceof HttpError && error.status === 404
          ? 'resources.dues.payments.reasons.paymentGone'
          : 'app.errors.unexpected',
        { type: 'error' },
      );
      refresh();
    },
  });
  const label = translate('resources.dues.payments.delete.label', args);
  return (
    <>
      <IconButton aria-label={label} title={label} color="error" onClick={() => setOpen(true)}>
        <DeleteIcon />
      </IconButton>
      <ConfirmDialog
        open={open}
        title="resources.dues.payments.delete.title"
        content={
          payment.bankEntryId === null
            ? 'resources.dues.payments.delete.content'
            : 'resources.dues.payments.delete.contentCredit'
        }
        contentArgs={args}
        confirmLabel="ra.action.delete"
        cancelLabel="ra.action.cancel"
        onConfirm={() => remove.mutate()}
        onClose={() => setOpen(false)}
        isPending={remove.isPending}
      />
    </>
  );
};

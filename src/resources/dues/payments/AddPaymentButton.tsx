import AddIcon from '@mui/icons-material/AddCard';
import { Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { type FormEvent, useId, useState } from 'react';
import {
  Button,
  Form,
  maxLength,
  maxValue,
  minValue,
  required,
  SaveButton,
  TextInput,
  useDataProvider,
  useLocaleState,
  useNotify,
  useRefresh,
  useTranslate,
} from 'react-admin';
import type { DuesDetail } from '../../../../server/src/schemas/dues';
import { MAX_CENTS } from '../../../../server/src/schemas/dues';
import { DateInput } from '../../../common/DateInputs';
import { DecimalInput } from '../../../common/DecimalInput';
import { focusPageHeadingIfLost } from '../../../common/focusPageHeading';
import type { ClubDataProvider } from '../../../providers/dataProvider';
import { todayIso } from '../../adverts/advertModel';
import { formatEuro } from '../../orders/orderModel';
import { wholeCents } from '../duesModel';
import { type HandPaymentValues, paymentRefusal, toHandPayment } from './paymentModel';

/** The longest note (docs/api/dues.md "Payments"). */
const NOTE_MAX_LENGTH = 200;

const validateAmount = [required(), minValue(0.01), maxValue(MAX_CENTS / 100), wholeCents];
const validateDay = required();
const validateNote = maxLength(NOTE_MAX_LENGTH);

/** Its own form's submit stays in the dialog: React passes events on through the portal to the page. */
const keepSubmitInside = (event: FormEvent) => event.stopPropagation();

/**
 * "Betaling registreren" on a request still taking payments (not waived), for whoever may change the
 * dues: a dialog asks the amount in euro (typed as "25,50"; more than 0, whole cents), the day it was
 * paid (dd/MM/yyyy with a picker; today at first) and a note, and records it as paid in cash
 * (`POST /Dues/{id}/payments`). The page then shows it among the payments, the paid amount and state
 * changed. A refusal is said at its field (an amount too large) or in a notification (waived meanwhile).
 */
export const AddPaymentButton = ({ request }: { request: DuesDetail }) => {
  const dataProvider = useDataProvider<ClubDataProvider>();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const notify = useNotify();
  const refresh = useRefresh();
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  const save = async (values: object) => {
    const payment = toHandPayment(values as HandPaymentValues);
    try {
      await dataProvider.addPayment(request.id, payment);
    } catch (error) {
      const refusal = paymentRefusal(error);
      if ('field' in refusal) return { [refusal.field]: refusal.key };
      notify(refusal.key, { type: 'error' });
      return undefined;
    }
    notify('resources.dues.payments.add.done', {
      type: 'success',
      messageArgs: { amount: formatEuro(payment.amount, locale) },
    });
    close();
    refresh();
    return undefined;
  };
  return (
    <>
      <Button label="resources.dues.payments.add.label" onClick={() => setOpen(true)}>
        <AddIcon />
      </Button>
      <Dialog
        open={open}
        onClose={close}
        aria-labelledby={titleId}
        fullWidth
        maxWidth="xs"
        slotProps={{ transition: { onExited: focusPageHeadingIfLost } }}
      >
        <div onSubmit={keepSubmitInside}>
          <Form
            record={{ amount: null, paidOn: todayIso(), note: '' } satisfies HandPaymentValues}
            onSubmit={save}
            noValidate
          >
            <DialogTitle id={titleId}>{translate('resources.dues.payments.add.title')}</DialogTitle>
            <DialogContent>
              <DialogContentText sx={{ mb: 1 }}>
                {translate('resources.dues.payments.add.intro', { name: request.name, year: request.year })}
              </DialogContentText>
              <DecimalInput
                source="amount"
                label="resources.dues.payments.add.amount"
                fractionDigits={2}
                validate={validateAmount}
              />
              <DateInput source="paidOn" label="resources.dues.payments.add.paidOn" validate={validateDay} />
              <TextInput
                source="note"
                label="resources.dues.payments.add.note"
                validate={validateNote}
                helperText="resources.dues.payments.add.noteHelper"
                fullWidth
              />
            </DialogContent>
            <DialogActions>
              <Button label="ra.action.cancel" onClick={close} />
              <SaveButton label="resources.dues.payments.add.save" icon={<AddIcon />} />
            </DialogActions>
          </Form>
        </div>
      </Dialog>
    </>
  );
};

import { Box, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useId } from 'react';
import { useCanAccess, useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import type { DuesDetail, DuesPayment } from '../../../../server/src/schemas/dues';
import { formatCalendarDate } from '../../../common/dates';
import { wordsBelowSm } from '../../../common/PageActions';
import { formatEuro } from '../../orders/orderModel';
import { AddPaymentButton } from './AddPaymentButton';
import { DeletePaymentButton } from './DeletePaymentButton';

/** Columns shown from sm or md up, and their parts shown below instead. */
const FROM_SM = { display: { xs: 'none', sm: 'table-cell' } } as const;
const FROM_MD = { display: { xs: 'none', md: 'table-cell' } } as const;
const BELOW_SM = { display: { xs: 'block', sm: 'none' } } as const;
const BELOW_MD = { display: { xs: 'block', md: 'none' } } as const;

/** Text for screen readers only: the name of the column of delete buttons, which needs no words on screen. */
const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/** Narrower cells below sm; headers on one line, a long payer or note breaks anywhere. */
const fitsAPhone = {
  '& th, & td': { px: { xs: 1, sm: 2 }, verticalAlign: 'top' },
  '& th': { whiteSpace: 'nowrap' },
  '& td': { overflowWrap: 'anywhere' },
};

/** How a payment came to this request: the treasurer chose it (by hand), or the credit's communication did. */
const howKey = (payment: DuesPayment) =>
  `resources.dues.payments.how.${payment.matchedByHand ? 'hand' : 'communication'}`;

/**
 * The payments of the request shown (`payments` of `GET /Dues/{id}`), oldest first: the day
 * (dd/MM/yyyy), the amount in euro, the method (transfer, cash), the payer of a transfer, how it came to
 * this request (by hand, on its communication) and the note. Whoever may change the dues records a cash
 * payment (AddPaymentButton, not on a waived request) and takes one back (DeletePaymentButton); whoever
 * may only read sees them. Below md the method, how and note go under the day; below sm the payer too,
 * so the table keeps within 360 px.
 */
export const DuesPayments = () => {
  const request = useRecordContext<DuesDetail>();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const headingId = useId();
  const { canAccess: mayWrite } = useCanAccess({ resource: 'dues', action: 'write' });
  if (!request?.payments) return null;
  const column = (name: string) => translate(`resources.dues.payments.columns.${name}`);
  const method = (payment: DuesPayment) => translate(`resources.dues.payments.methods.${payment.method}`);
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 3 }}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
        <Typography variant="h6" component="h2" id={headingId}>
          {translate('resources.dues.payments.title')}
        </Typography>
        {mayWrite && request.status !== 'waived' && (
          <Box sx={wordsBelowSm}>
            <AddPaymentButton request={request} />
          </Box>
        )}
      </Stack>
      {request.payments.length === 0 ? (
        <Typography color="text.secondary">{translate('resources.dues.payments.none')}</Typography>
      ) : (
        <Table size="small" aria-labelledby={headingId} sx={fitsAPhone}>
          <TableHead>
            <TableRow>
              <TableCell>{column('paidOn')}</TableCell>
              <TableCell align="right">{column('amount')}</TableCell>
              <TableCell sx={FROM_MD}>{column('method')}</TableCell>
              <TableCell sx={FROM_SM}>{column('payer')}</TableCell>
              <TableCell sx={FROM_MD}>{column('how')}</TableCell>
              <TableCell sx={FROM_MD}>{column('note')}</TableCell>
              {mayWrite && (
                <TableCell>
                  <Box component="span" sx={visuallyHidden}>
                    {column('actions')}
                  </Box>
                </TableCell>
              )}
            </TableRow>
          </TableHead>
          <TableBody>
            {request.payments.map((payment) => (
              <TableRow key={payment.id}>
                <TableCell>
                  <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
                    {formatCalendarDate(payment.paidOn)}
                  </Box>
                  <Typography variant="body2" color="text.secondary" sx={BELOW_MD}>
                    {`${method(payment)} · ${translate(howKey(payment))}`}
                  </Typography>
                  {payment.counterpartyName && (
                    <Typography variant="body2" sx={BELOW_SM}>
                      {payment.counterpartyName}
                    </Typography>
                  )}
                  {payment.note && (
                    <Typography variant="body2" sx={BELOW_MD}>
                      {payment.note}
                    </Typography>
                  )}
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {formatEuro(payment.amount, locale)}
                </TableCell>
                <TableCell sx={FROM_MD}>{method(payment)}</TableCell>
                <TableCell sx={FROM_SM}>{payment.counterpartyName ?? '—'}</TableCell>
                <TableCell sx={FROM_MD}>{translate(howKey(payment))}</TableCell>
                <TableCell sx={FROM_MD}>{payment.note ?? '—'}</TableCell>
                {mayWrite && (
                  <TableCell padding="none" align="right">
                    <DeletePaymentButton payment={payment} />
                  </TableCell>
                )}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Box>
  );
};

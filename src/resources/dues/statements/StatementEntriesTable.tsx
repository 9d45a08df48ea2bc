import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import type { StatementEntry } from '../../../../server/src/schemas/duesPayments';
import { formatCalendarDate } from '../../../common/dates';
import { formatEuro } from '../../orders/orderModel';
import { communicationOf, OutcomeChip, Payer, RequestLink, SuggestionText } from './EntryParts';

/** Rows shown: a statement may list 1,000 credits, which would make a very long page to read. */
export const ENTRY_ROW_LIMIT = 100;

/** Columns and their parts shown from sm (600 px) or md (900 px) up, and their stand-ins below. */
const FROM_SM = { display: { xs: 'none', sm: 'table-cell' } } as const;
const FROM_MD = { display: { xs: 'none', md: 'table-cell' } } as const;
const BELOW_SM = { display: { xs: 'block', sm: 'none' } } as const;
const BELOW_MD = { display: { xs: 'block', md: 'none' } } as const;

/** Narrower cells below sm; a long name, communication or IBAN breaks anywhere. */
const fitsAPhone = { '& th, & td': { px: { xs: 1, sm: 2 }, overflowWrap: 'anywhere', verticalAlign: 'top' } };

/**
 * The credits of a statement preview or booking (docs/api/dues.md "Bank statements"): booking date
 * (dd/MM/yyyy), payer with their IBAN, amount in euro, communication, what booking does (a chip), and
 * the request it goes to (a link) or, unmatched, the suggestion. The first {@link ENTRY_ROW_LIMIT}
 * rows, then how many more there are (`omitted` the credits the answer itself left out). Below md the
 * communication goes under the payer, below sm the date too and the outcome under the amount, so the
 * table keeps within 360 px.
 */
export const StatementEntriesTable = ({
  entries,
  omitted,
}: {
  entries: StatementEntry[];
  omitted: number;
}) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const column = (name: string) => translate(`resources.dues.statements.columns.${name}`);
  const total = entries.length + omitted;
  const hidden = total - Math.min(entries.length, ENTRY_ROW_LIMIT);
  const heading = translate('resources.dues.statements.entriesTitle', { smart_count: total });
  if (total === 0) return null;
  return (
    <Box component="section" sx={{ mt: 3 }}>
      <Typography variant="h6" component="h2">
        {heading}
      </Typography>
      <Table size="small" aria-label={heading} sx={fitsAPhone}>
        <TableHead>
          <TableRow>
            <TableCell sx={FROM_SM}>{column('date')}</TableCell>
            <TableCell>{column('payer')}</TableCell>
            <TableCell align="right">{column('amount')}</TableCell>
            <TableCell sx={FROM_MD}>{column('communication')}</TableCell>
            <TableCell sx={FROM_SM}>{column('outcome')}</TableCell>
            <TableCell>{column('request')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {entries.slice(0, ENTRY_ROW_LIMIT).map((entry) => (
            <TableRow key={entry.bankReference}>
              <TableCell sx={{ ...FROM_SM, whiteSpace: 'nowrap' }}>
                {formatCalendarDate(entry.bookingDate)}
              </TableCell>
              <TableCell>
                <Payer name={entry.counterpartyName} iban={entry.counterpartyIban} />
                <Typography variant="body2" color="text.secondary" component="span" sx={BELOW_SM}>
                  {formatCalendarDate(entry.bookingDate)}
                </Typography>
                <Typography variant="body2" component="span" sx={BELOW_MD}>
                  {communicationOf(entry)}
                </Typography>
              </TableCell>
              <TableCell align="right">
                <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
                  {formatEuro(entry.amount, locale)}
                </Box>
                <Box component="span" sx={BELOW_SM}>
                  <OutcomeChip outcome={entry.outcome} />
                </Box>
              </TableCell>
              <TableCell sx={FROM_MD}>{communicationOf(entry)}</TableCell>
              <TableCell sx={FROM_SM}>
                <OutcomeChip outcome={entry.outcome} />
              </TableCell>
              <TableCell>
                {entry.request ? (
                  <RequestLink request={entry.request} />
                ) : entry.suggestion ? (
                  <SuggestionText suggestion={entry.suggestion} />
                ) : (
                  '—'
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {hidden > 0 && (
        <Typography variant="body2" sx={{ mt: 1 }}>
          {translate('resources.dues.statements.moreRows', { smart_count: hidden })}
        </Typography>
      )}
    </Box>
  );
};

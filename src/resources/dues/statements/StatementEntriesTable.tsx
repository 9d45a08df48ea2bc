import {
  Box,
  List,
  ListItem,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  type Theme,
  Typography,
  useMediaQuery,
} from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import type { StatementEntry } from '../../../../server/src/schemas/duesPayments';
import { formatCalendarDate } from '../../../common/dates';
import { formatEuro } from '../../orders/orderModel';
import { communicationOf, OutcomeChip, Payer, RequestLink, SuggestionText } from './EntryParts';

/** Rows shown: a statement may list 1,000 credits, which would make a very long page to read. */
export const ENTRY_ROW_LIMIT = 100;

/** The communication's column, shown from md (900 px) up, and its stand-in under the payer below. */
const FROM_MD = { display: { xs: 'none', md: 'table-cell' } } as const;
const BELOW_MD = { display: { xs: 'block', md: 'none' } } as const;

/** Headers on one line; a long name, communication or IBAN breaks anywhere. */
const cells = {
  '& th': { whiteSpace: 'nowrap' },
  '& td': { overflowWrap: 'anywhere', verticalAlign: 'top' },
};
const oneLine = { whiteSpace: 'nowrap' } as const;

/** Where a credit goes: its request (a link), else the suggestion, else a dash. */
const Destination = ({ entry }: { entry: StatementEntry }) =>
  entry.request ? (
    <RequestLink request={entry.request} />
  ) : entry.suggestion ? (
    <SuggestionText suggestion={entry.suggestion} />
  ) : (
    <>—</>
  );

/**
 * Below sm a credit is an item of its own: payer and amount on the first line, then the IBAN, the day
 * and communication, and the outcome with where it goes — a table of six columns does not fit 360 px.
 */
const EntryItem = ({ entry }: { entry: StatementEntry }) => {
  const [locale] = useLocaleState();
  return (
    <ListItem divider disableGutters sx={{ display: 'block', overflowWrap: 'anywhere' }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
        <Box sx={{ minWidth: 0 }}>
          <Payer name={entry.counterpartyName} iban={entry.counterpartyIban} />
        </Box>
        <Box component="span" sx={{ ...oneLine, fontWeight: 500 }}>
          {formatEuro(entry.amount, locale)}
        </Box>
      </Box>
      <Typography variant="body2" color="text.secondary">
        <Box component="span" sx={oneLine}>
          {formatCalendarDate(entry.bookingDate)}
        </Box>
        {` · ${communicationOf(entry)}`}
      </Typography>
      <Box
        sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1, rowGap: 0.5, mt: 0.5 }}
      >
        <OutcomeChip outcome={entry.outcome} />
        <Typography variant="body2" component="span">
          <Destination entry={entry} />
        </Typography>
      </Box>
    </ListItem>
  );
};

/**
 * The credits of a statement preview or booking (docs/api/dues.md "Bank statements"): booking date
 * (dd/MM/yyyy), payer with their IBAN, amount in euro, communication, what booking does (a chip), and
 * the request it goes to (a link) or, unmatched, the suggestion. The first {@link ENTRY_ROW_LIMIT}
 * rows, then how many more there are (`omitted` the credits the answer itself left out). Below md the
 * communication goes under the payer; below sm each credit is a list item (EntryItem).
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
  const narrow = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const column = (name: string) => translate(`resources.dues.statements.columns.${name}`);
  const total = entries.length + omitted;
  const shown = entries.slice(0, ENTRY_ROW_LIMIT);
  const hidden = total - shown.length;
  const heading = translate('resources.dues.statements.entriesTitle', { smart_count: total });
  if (total === 0) return null;
  return (
    <Box component="section" sx={{ mt: 3 }}>
      <Typography variant="h6" component="h2">
        {heading}
      </Typography>
      {narrow ? (
        <List aria-label={heading}>
          {shown.map((entry) => (
            <EntryItem key={entry.bankReference} entry={entry} />
          ))}
        </List>
      ) : (
        <Table size="small" aria-label={heading} sx={cells}>
          <TableHead>
            <TableRow>
              <TableCell>{column('date')}</TableCell>
              <TableCell>{column('payer')}</TableCell>
              <TableCell align="right">{column('amount')}</TableCell>
              <TableCell sx={FROM_MD}>{column('communication')}</TableCell>
              <TableCell>{column('outcome')}</TableCell>
              <TableCell>{column('request')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {shown.map((entry) => (
              <TableRow key={entry.bankReference}>
                <TableCell sx={oneLine}>{formatCalendarDate(entry.bookingDate)}</TableCell>
                <TableCell>
                  <Payer name={entry.counterpartyName} iban={entry.counterpartyIban} />
                  <Typography variant="body2" component="span" sx={BELOW_MD}>
                    {communicationOf(entry)}
                  </Typography>
                </TableCell>
                <TableCell align="right" sx={oneLine}>
                  {formatEuro(entry.amount, locale)}
                </TableCell>
                <TableCell sx={FROM_MD}>{communicationOf(entry)}</TableCell>
                <TableCell>
                  <OutcomeChip outcome={entry.outcome} />
                </TableCell>
                <TableCell>
                  <Destination entry={entry} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {hidden > 0 && (
        <Typography variant="body2" sx={{ mt: 1 }}>
          {translate('resources.dues.statements.moreRows', { smart_count: hidden })}
        </Typography>
      )}
    </Box>
  );
};

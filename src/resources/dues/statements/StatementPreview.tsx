import { Alert, Box, Link as MuiLink, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { StatementCounts, StatementResult } from '../../../../server/src/schemas/duesPayments';
import { formatEuro } from '../../orders/orderModel';
import { StatementEntriesTable } from './StatementEntriesTable';
import { entriesPath, formatName, shownIban } from './statementModel';

/** The counts shown, in this order; those indented are part of the one above them. */
const COUNTS: { name: keyof StatementCounts; part?: boolean; euro?: boolean }[] = [
  { name: 'credits' },
  { name: 'alreadyBooked', part: true },
  { name: 'booked', part: true },
  { name: 'debitsSkipped' },
  { name: 'matched' },
  { name: 'paid', part: true },
  { name: 'partly', part: true },
  { name: 'overpaid', part: true },
  { name: 'waived', part: true },
  { name: 'unmatched' },
  { name: 'suggested', part: true },
  { name: 'amount', euro: true },
  { name: 'matchedAmount', euro: true },
];

/** Label above its value, several to a row, as the other record pages show their facts. */
const factsGrid = {
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  columnGap: 2,
  rowGap: 0.5,
  my: 1,
  '& dd': { m: 0, fontWeight: 500 },
};

/** The statement's facts: a long file name breaks anywhere. */
const statementFacts = { ...factsGrid, '& dd': { m: 0, fontWeight: 500, overflowWrap: 'anywhere' } };

/** The counts: a label may wrap, a number or an amount not. */
const countFacts = { ...factsGrid, '& dd': { m: 0, fontWeight: 500, whiteSpace: 'nowrap' } };

/**
 * What a statement books (a preview, `persisted: false`) or booked: the file, its format, the account
 * (grouped by four) and the statement's identification; the counts — credits (already booked, new),
 * debits skipped, matched (now paid, partly paid, overpaid, waived), unmatched (with a suggestion),
 * the new credits' total and what of it is matched, in euro as the language writes it — and the
 * credits (StatementEntriesTable). Once booked, a link to the unmatched credits.
 */
export const StatementPreview = ({ result }: { result: StatementResult }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { counts } = result;
  const label = (name: string) => translate(`resources.dues.statements.counts.${name}`);
  const facts: [string, string][] = [
    [translate('resources.dues.statements.fields.fileName'), result.fileName || '—'],
    [translate('resources.dues.statements.fields.format'), formatName(result.format)],
    [translate('resources.dues.statements.fields.accountIban'), shownIban(result.accountIban) || '—'],
    [translate('resources.dues.statements.fields.statementId'), result.statementId || '—'],
  ];
  return (
    <Box sx={{ mt: 2 }}>
      <Typography variant="h6" component="h2">
        {translate(
          result.persisted
            ? 'resources.dues.statements.bookedTitle'
            : 'resources.dues.statements.previewTitle',
        )}
      </Typography>
      <Box component="dl" sx={statementFacts}>
        {facts.map(([name, value]) => (
          <Box key={name} sx={{ display: 'contents' }}>
            <dt>{name}</dt>
            <dd>{value}</dd>
          </Box>
        ))}
      </Box>
      <Box component="dl" sx={countFacts}>
        {COUNTS.map(({ name, part, euro }) => (
          <Box key={name} sx={{ display: 'contents' }}>
            <Box component="dt" sx={part ? { pl: 2, color: 'text.secondary' } : undefined}>
              {label(name)}
            </Box>
            <dd>{euro ? formatEuro(counts[name], locale) : counts[name].toLocaleString(locale)}</dd>
          </Box>
        ))}
      </Box>
      {result.persisted && counts.unmatched > 0 && (
        <Alert severity="info" sx={{ my: 2 }}>
          <MuiLink component={Link} to={entriesPath('unmatched')}>
            {translate('resources.dues.statements.toUnmatched', { smart_count: counts.unmatched })}
          </MuiLink>
        </Alert>
      )}
      {!result.persisted && counts.booked === 0 && (
        <Alert severity="info" sx={{ my: 2 }}>
          {translate('resources.dues.statements.nothingToBook')}
        </Alert>
      )}
      <StatementEntriesTable entries={result.entries} omitted={result.entriesOmitted} />
    </Box>
  );
};

import { Link as MuiLink, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { BANK_ENTRY_STATES, STATEMENT_OUTCOMES } from '../../../../server/src/schemas/constants';
import type { RequestRef, Suggestion } from '../../../../server/src/schemas/duesPayments';
import { StatesChip } from '../../../common/StateChip';
import { formatEuro } from '../../orders/orderModel';
import { requestPath, shownIban } from './statementModel';

const OUTCOME_COLORS = {
  unmatched: 'error',
  overpaid: 'warning',
  waived: 'info',
  partly: 'warning',
  paid: 'success',
  alreadyBooked: 'default',
} as const;

/** What booking does with a credit (docs/api/dues.md "Bank statements"), as a chip said in words. */
export const OutcomeChip = ({ outcome }: { outcome: (typeof STATEMENT_OUTCOMES)[number] }) => (
  <StatesChip state={outcome} labels="resources.dues.statements.outcomes" colors={OUTCOME_COLORS} />
);

const STATE_COLORS = { unmatched: 'error', matched: 'success', ignored: 'default' } as const;

/** A booked credit's state (unmatched, matched, ignored) as a chip said in words. */
export const EntryStateChip = ({ state }: { state: (typeof BANK_ENTRY_STATES)[number] }) => (
  <StatesChip state={state} labels="resources.dues.entries.states" colors={STATE_COLORS} />
);

/** A payment request by its addressee and year ("Rita en Jan Declercq (2030)"), a link to its page. */
export const RequestLink = ({ request }: { request: RequestRef }) => (
  <MuiLink component={Link} to={requestPath(request.id)}>
    {`${request.name} (${request.year})`}
  </MuiLink>
);

/**
 * The request proposed for an unmatched credit: "Voorstel: Luc en Ann Desmet (2030), nog € 35,00 —
 * zelfde IBAN als eerder", the request a link to its page.
 */
export const SuggestionText = ({ suggestion }: { suggestion: Suggestion }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return (
    <Typography variant="body2" component="span" sx={{ display: 'block' }}>
      {translate('resources.dues.entries.suggestion')} <RequestLink request={suggestion} />
      {`, ${translate('resources.dues.entries.due', { amount: formatEuro(suggestion.due, locale) })} — `}
      {translate(`resources.dues.entries.rules.${suggestion.rule}`)}
    </Typography>
  );
};

/** The payer of a credit with their IBAN below it (grouped by four); "Onbekende betaler" without a name. */
export const Payer = ({ name, iban }: { name: string | null; iban: string | null }) => {
  const translate = useTranslate();
  return (
    <>
      {name ?? translate('resources.dues.entries.unknownPayer')}
      {iban && (
        <Typography variant="body2" color="text.secondary" component="span" sx={{ display: 'block' }}>
          {shownIban(iban)}
        </Typography>
      )}
    </>
  );
};

/** What the payer wrote: the structured communication when there is one, else the free text; — for none. */
export const communicationOf = (entry: {
  structuredCommunication: string | null;
  communication: string | null;
}) => entry.structuredCommunication ?? entry.communication ?? '—';

import EuroIcon from '@mui/icons-material/Euro';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Typography } from '@mui/material';
import { useState } from 'react';
import {
  DataTable,
  ResourceContextProvider,
  SelectInput,
  type TranslateFunction,
  useLocaleState,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { BANK_ENTRY_STATES } from '../../../../server/src/schemas/constants';
import type { BankEntry } from '../../../../server/src/schemas/duesPayments';
import { formatBrusselsDate, formatCalendarDate } from '../../../common/dates';
import { ListAction, ListActions } from '../../../common/ListActions';
import { FROM_MD, ListPage } from '../../../common/ListPage';
import { searchFilter } from '../../../common/searchFilter';
import { formatEuro } from '../../orders/orderModel';
import { EntryActions } from './EntryActions';
import { communicationOf, EntryStateChip, Payer, RequestLink, SuggestionText } from './EntryParts';
import { ChooseRequestContext, MatchDialog } from './MatchDialog';

const filters = (translate: TranslateFunction) => [
  searchFilter(translate('ra.action.search'), '12em'),
  <SelectInput
    key="state"
    source="state"
    label="resources.bankEntries.fields.state"
    choices={BANK_ENTRY_STATES.map((state) => ({
      id: state,
      name: translate(`resources.dues.entries.states.${state}`),
    }))}
    translateChoice={false}
    emptyText="resources.dues.entries.allStates"
    alwaysOn
    sx={{ minWidth: '11em' }}
  />,
];

/** Back to the requests, and (whoever may change the dues) to the statement page. */
const actions = (
  <ListActions>
    <ListAction
      action="list"
      resource="dues"
      label="resources.dues.entries.toDues"
      icon={<EuroIcon />}
      to="/dues"
    />
    <ListAction
      action="import"
      resource="dues"
      label="resources.dues.statements.label"
      icon={<UploadFileIcon />}
      to="/dues/statements"
    />
  </ListActions>
);

/**
 * Where a credit went or may go, and what may be done with it: the request it paid (a link; matched
 * by hand or on its communication), the suggestion of an unmatched one, the day an ignored one was
 * left; then its actions (EntryActions). Spans only: below sm it is a list item's text.
 */
const Destination = () => {
  const entry = useRecordContext<BankEntry>();
  const translate = useTranslate();
  if (!entry) return null;
  return (
    <>
      {entry.payment && (
        <Typography variant="body2" component="span" sx={{ display: 'block' }}>
          <RequestLink request={entry.payment.request} />
          {` · ${translate(`resources.dues.entries.matchedBy.${entry.payment.matchedByHand ? 'hand' : 'communication'}`)}`}
        </Typography>
      )}
      {entry.state === 'unmatched' && entry.suggestion && <SuggestionText suggestion={entry.suggestion} />}
      {entry.ignoredOn && (
        <Typography variant="body2" component="span" sx={{ display: 'block' }}>
          {translate('resources.dues.entries.ignoredOn', { date: formatBrusselsDate(entry.ignoredOn) })}
        </Typography>
      )}
      <EntryActions />
    </>
  );
};

const Col = DataTable.Col<BankEntry>;
const oneLine = { whiteSpace: 'nowrap' } as const;

/**
 * The credits of the booked statements at `/dues/entries` (`POST /Dues/entries/list` through the
 * `bankEntries` resource; docs/api/dues.md "Matching by hand"): the unmatched ones at first, or those
 * matched or ignored, or all; searched on the server (payer, communication, IBAN, bank reference,
 * request). Each its booking day (dd/MM/yyyy), payer with IBAN, amount in euro, communication, state
 * and where it went or may go, with the actions of whoever may change the dues (Destination; the
 * dialog that chooses a request is the list's). 25 a page, newest day first; below sm a simple list.
 */
export const EntriesList = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [matching, setMatching] = useState<BankEntry>();
  const euro = (cents: number) => formatEuro(cents, locale);
  return (
    <ResourceContextProvider value="bankEntries">
      <ChooseRequestContext.Provider value={setMatching}>
        <ListPage<BankEntry>
          intro={<Typography color="text.secondary">{translate('resources.dues.entries.intro')}</Typography>}
          filters={filters(translate)}
          filterDefaultValues={{ state: 'unmatched' }}
          actions={actions}
          exporter={false}
          rowClick={false}
          primaryText={(entry) => entry.counterpartyName ?? translate('resources.dues.entries.unknownPayer')}
          secondaryText={(entry) => (
            <>
              {`${formatCalendarDate(entry.bookingDate)} · ${communicationOf(entry)}`}
              <Destination />
            </>
          )}
          tertiaryText={(entry) => (
            <>
              {euro(entry.amount)} <EntryStateChip state={entry.state} />
            </>
          )}
        >
          <Col
            source="bookingDate"
            disableSort
            render={(entry) => <span style={oneLine}>{formatCalendarDate(entry.bookingDate)}</span>}
          />
          <Col
            source="counterpartyName"
            disableSort
            render={(entry) => <Payer name={entry.counterpartyName} iban={entry.counterpartyIban} />}
          />
          <Col
            source="amount"
            disableSort
            align="right"
            render={(entry) => <span style={oneLine}>{euro(entry.amount)}</span>}
          />
          <Col
            source="communication"
            className={FROM_MD}
            disableSort
            sx={{ overflowWrap: 'anywhere' }}
            render={communicationOf}
          />
          <Col source="state" disableSort render={(entry) => <EntryStateChip state={entry.state} />} />
          <Col source="payment" disableSort>
            <Destination />
          </Col>
        </ListPage>
      </ChooseRequestContext.Provider>
      {matching && <MatchDialog entry={matching} onClose={() => setMatching(undefined)} />}
    </ResourceContextProvider>
  );
};

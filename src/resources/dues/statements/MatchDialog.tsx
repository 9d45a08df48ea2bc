import {
  Alert,
  Autocomplete,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
  type Theme,
  useMediaQuery,
} from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { createContext, type FormEvent, useEffect, useId, useState } from 'react';
import {
  type Identifier,
  useDataProvider,
  useGetList,
  useLocaleState,
  useNotify,
  useRefresh,
  useTranslate,
} from 'react-admin';
import type { DuesItem } from '../../../../server/src/schemas/dues';
import type { BankEntry, RequestRef } from '../../../../server/src/schemas/duesPayments';
import { formatCalendarDate } from '../../../common/dates';
import { focusPageHeadingIfLost } from '../../../common/focusPageHeading';
import type { ClubDataProvider } from '../../../providers/dataProvider';
import { formatEuro } from '../../orders/orderModel';
import { communicationOf } from './EntryParts';
import { matchRefusal } from './statementModel';

/** Characters typed before the first search, and the pause after typing that sends it. */
const MIN_SEARCH = 2;
const SEARCH_DELAY_MS = 300;
/** Requests offered at most: the search narrows them down. */
const OFFERED = 20;

/** `text` once it has not changed for {@link SEARCH_DELAY_MS}, so typing sends one search. */
const useSettled = (text: string) => {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);
  return settled;
};

/**
 * Opens the {@link MatchDialog} of a credit. The list holds the dialog, not the credit's row: below sm
 * the rows are a simple list and from sm a table, so a phone turned sideways would close a dialog that
 * lived in a row.
 */
export const ChooseRequestContext = createContext<(entry: BankEntry) => void>(() => undefined);

/**
 * Matches a credit to a request (`PUT /Dues/entries/{id}/match`), says so ("Ontvangst gekoppeld aan
 * …") and reads the list again; `onMatched` after that. A refusal is the mutation's error (matchRefusal).
 */
export const useMatch = (onMatched?: () => void) => {
  const dataProvider = useDataProvider<ClubDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, request }: { id: Identifier; request: RequestRef }) =>
      dataProvider.matchEntry(id, request.id),
    onSuccess: (_, { request }) => {
      notify('resources.dues.entries.matched', {
        type: 'success',
        messageArgs: { name: request.name, year: request.year },
      });
      onMatched?.();
      refresh();
    },
  });
};

/**
 * "Koppelen" of an unmatched credit to a request the treasurer chooses: the credit (amount, payer, day,
 * communication), and an autocomplete that searches the requests of every year as the Lidgeld list does
 * (`POST /Dues/list`, by name, stam number or communication; 20 at most), each offered as "Name (year)"
 * with its communication, what it still needs and its state — a waived one cannot be chosen, as it
 * takes no payment. "Koppelen" sends the choice ({@link useMatch}) and closes; a refusal is said in the
 * dialog. The whole screen below sm.
 */
export const MatchDialog = ({ entry, onClose }: { entry: BankEntry; onClose: () => void }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const titleId = useId();
  const narrow = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const [text, setText] = useState('');
  const [chosen, setChosen] = useState<DuesItem | null>(null);
  const [missing, setMissing] = useState(false);
  const search = useSettled(text.trim());
  const match = useMatch(onClose);
  const isPending = match.isPending;
  const { data: found = [], isFetching } = useGetList<DuesItem>(
    'dues',
    { pagination: { page: 1, perPage: OFFERED }, filter: { q: search } },
    { enabled: search.length >= MIN_SEARCH },
  );
  const euro = (cents: number) => formatEuro(cents, locale);
  const options = chosen && !found.some((request) => request.id === chosen.id) ? [chosen, ...found] : found;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (chosen) match.mutate({ id: entry.id, request: chosen });
    else setMissing(true);
  };
  return (
    <Dialog
      open
      onClose={isPending ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
      fullScreen={narrow}
      slotProps={{ transition: { onExited: focusPageHeadingIfLost } }}
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{translate('resources.dues.entries.match.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2, overflowWrap: 'anywhere' }}>
            {translate('resources.dues.entries.match.credit', {
              amount: euro(entry.amount),
              payer: entry.counterpartyName ?? translate('resources.dues.entries.unknownPayer'),
              date: formatCalendarDate(entry.bookingDate),
              communication: communicationOf(entry),
            })}
          </DialogContentText>
          <Autocomplete<DuesItem>
            value={chosen}
            options={options}
            loading={isFetching}
            filterOptions={(shown) => shown}
            getOptionLabel={(request) => `${request.name} (${request.year})`}
            getOptionDisabled={(request) => request.status === 'waived'}
            isOptionEqualToValue={(option, value) => option.id === value.id}
            onChange={(_, request) => {
              setChosen(request);
              setMissing(false);
            }}
            // Only typing searches; choosing an option fills the box with its label, which is no search.
            onInputChange={(_, typed, reason) => setText(reason === 'input' ? typed : '')}
            noOptionsText={translate(
              search.length < MIN_SEARCH
                ? 'resources.dues.entries.match.typeToSearch'
                : 'resources.dues.entries.match.none',
            )}
            loadingText={translate('ra.page.loading')}
            renderOption={({ key, ...props }, request) => (
              <li key={key} {...props}>
                <span>
                  {`${request.name} (${request.year})`}
                  <br />
                  <small>
                    {`${request.structuredCommunication} · ${translate('resources.dues.entries.due', {
                      amount: euro(Math.max(request.amount - request.paid, 0)),
                    })} · ${translate(`resources.dues.states.${request.status}`)}`}
                  </small>
                </span>
              </li>
            )}
            renderInput={(params) => (
              <TextField
                {...params}
                autoFocus
                required
                label={translate('resources.dues.entries.match.request')}
                error={missing}
                helperText={translate(
                  missing ? 'resources.dues.entries.match.required' : 'resources.dues.entries.match.helper',
                )}
              />
            )}
          />
          {match.error && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {translate(matchRefusal(match.error))}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={isPending}>
            {translate('ra.action.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={isPending}>
            {translate('resources.dues.entries.match.confirm')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
};

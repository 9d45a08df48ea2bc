import LinkIcon from '@mui/icons-material/AddLink';
import AcceptIcon from '@mui/icons-material/Done';
import RestoreIcon from '@mui/icons-material/Restore';
import IgnoreIcon from '@mui/icons-material/VisibilityOff';
import { Box } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import {
  Button,
  type Identifier,
  UpdateButton,
  useCanAccess,
  useDataProvider,
  useNotify,
  useRecordContext,
  useRefresh,
} from 'react-admin';
import type { BankEntry, RequestRef } from '../../../../server/src/schemas/duesPayments';
import { wordsBelowSm } from '../../../common/PageActions';
import type { ClubDataProvider } from '../../../providers/dataProvider';
import { MatchDialog } from './MatchDialog';
import { matchRefusal } from './statementModel';

/**
 * Room between the buttons, which wrap on a narrow screen and keep their words there (as a record
 * page's actions); a span, as a phone's list item is text.
 */
const buttonRow = { ...wordsBelowSm, display: 'flex', gap: 0.5, mt: 0.5 } as const;

/**
 * What may be done with a booked credit, for whoever may change the dues: unmatched — "Voorstel
 * koppelen" (its suggestion, in one click), "Koppelen…" (a request chosen in MatchDialog) and
 * "Negeren"; ignored — "Terugzetten". Matching (`PUT /Dues/entries/{id}/match`) says to which
 * request, or why not (matched meanwhile, a waived request), and reads the list again; ignoring and
 * offering again are react-admin's undoable updates (`bankEntries` update), with "Ongedaan maken" in
 * their notification. Nothing for a matched credit (its payment is taken back on the request's page).
 */
export const EntryActions = () => {
  const entry = useRecordContext<BankEntry>();
  const { canAccess } = useCanAccess({ resource: 'bankEntries', action: 'write' });
  const dataProvider = useDataProvider<ClubDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [choosing, setChoosing] = useState(false);
  const match = useMutation({
    mutationFn: ({ id, request }: { id: Identifier; request: RequestRef }) =>
      dataProvider.matchEntry(id, request.id),
    onSuccess: (_, { request }) => {
      notify('resources.dues.entries.matched', {
        type: 'success',
        messageArgs: { name: request.name, year: request.year },
      });
      setChoosing(false);
      refresh();
    },
    onError: (error) => {
      // In the dialog the refusal shows there; the suggestion's button says it in a notification.
      if (!choosing) notify(matchRefusal(error), { type: 'error' });
    },
  });
  if (!entry || !canAccess || entry.state === 'matched') return null;
  if (entry.state === 'ignored')
    return (
      <Box component="span" sx={buttonRow}>
        <UpdateButton
          label="resources.dues.entries.unignore"
          data={{ state: 'unmatched' }}
          mutationMode="undoable"
          successMessage="resources.dues.entries.unignored"
          icon={<RestoreIcon />}
        />
      </Box>
    );
  const { suggestion } = entry;
  return (
    <Box component="span" sx={buttonRow}>
      {suggestion && (
        <Button
          label="resources.dues.entries.accept"
          onClick={() => match.mutate({ id: entry.id, request: suggestion })}
          disabled={match.isPending}
        >
          <AcceptIcon />
        </Button>
      )}
      <Button
        label="resources.dues.entries.match.label"
        onClick={() => {
          match.reset();
          setChoosing(true);
        }}
        disabled={match.isPending}
      >
        <LinkIcon />
      </Button>
      <UpdateButton
        label="resources.dues.entries.ignore"
        data={{ state: 'ignored' }}
        mutationMode="undoable"
        successMessage="resources.dues.entries.ignored"
        icon={<IgnoreIcon />}
      />
      {choosing && (
        <MatchDialog
          entry={entry}
          onMatch={(request) => match.mutate({ id: entry.id, request })}
          onClose={() => setChoosing(false)}
          isPending={match.isPending}
          refusal={match.error ? matchRefusal(match.error) : undefined}
        />
      )}
    </Box>
  );
};

import LinkIcon from '@mui/icons-material/AddLink';
import AcceptIcon from '@mui/icons-material/Done';
import RestoreIcon from '@mui/icons-material/Restore';
import IgnoreIcon from '@mui/icons-material/VisibilityOff';
import { Box } from '@mui/material';
import { useContext } from 'react';
import { Button, UpdateButton, useCanAccess, useNotify, useRecordContext } from 'react-admin';
import type { BankEntry } from '../../../../server/src/schemas/duesPayments';
import { wordsBelowSm } from '../../../common/PageActions';
import { ChooseRequestContext, useMatch } from './MatchDialog';
import { matchRefusal } from './statementModel';

/**
 * Room between the buttons, which wrap on a narrow screen and keep their words there (as a record
 * page's actions); a span, as a phone's list item is text.
 */
const buttonRow = { ...wordsBelowSm, display: 'flex', gap: 0.5, mt: 0.5 } as const;

/**
 * What may be done with a booked credit, for whoever may change the dues: unmatched — "Voorstel
 * koppelen" (its suggestion, in one click; a refusal in a notification), "Koppelen…" (a request
 * chosen in the list's MatchDialog) and "Negeren"; ignored — "Terugzetten". Ignoring and offering
 * again are react-admin's undoable updates (`bankEntries` update), with "Ongedaan maken" in their
 * notification. Nothing for a matched credit (its payment is taken back on the request's page).
 */
export const EntryActions = () => {
  const entry = useRecordContext<BankEntry>();
  const { canAccess } = useCanAccess({ resource: 'bankEntries', action: 'write' });
  const chooseRequest = useContext(ChooseRequestContext);
  const notify = useNotify();
  const accept = useMatch();
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
          onClick={() =>
            accept.mutate(
              { id: entry.id, request: suggestion },
              { onError: (error) => notify(matchRefusal(error), { type: 'error' }) },
            )
          }
          disabled={accept.isPending}
        >
          <AcceptIcon />
        </Button>
      )}
      <Button label="resources.dues.entries.match.label" onClick={() => chooseRequest(entry)}>
        <LinkIcon />
      </Button>
      <UpdateButton
        label="resources.dues.entries.ignore"
        data={{ state: 'ignored' }}
        mutationMode="undoable"
        successMessage="resources.dues.entries.ignored"
        icon={<IgnoreIcon />}
      />
    </Box>
  );
};

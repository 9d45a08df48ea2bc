import UndoIcon from '@mui/icons-material/Undo';
import { Button, ListItem, ListItemText } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatDateTime } from './dates';

/** A persisted run that can be undone once: a member import, a booked bank statement. */
interface PastRun {
  /** When it ran and when it was undone (null: not undone), ISO 8601. */
  at: string;
  undoneAt: string | null;
  fileName: string;
  actor: { sub: string; email: string | null };
}

/**
 * One past run in a list of them (the member import's, the bank statements'): when and the file; then
 * `details` (its counts), who ran it and, once undone, when (`undoneKey` with `date`) — or an undo
 * button (`undoLabel`) calling `onUndo`. The button goes under the text where the two do not fit side
 * by side (a phone), so no address or e-mail pushes the page wider than the screen.
 */
export const PastRunItem = ({
  run,
  details,
  undoneKey,
  undoLabel,
  onUndo,
}: {
  run: PastRun;
  details: string[];
  undoneKey: string;
  undoLabel: string;
  onUndo: () => void;
}) => {
  const translate = useTranslate();
  return (
    <ListItem disableGutters sx={{ flexWrap: 'wrap', columnGap: 2 }}>
      <ListItemText
        primary={`${formatDateTime(run.at)} — ${run.fileName || '—'}`}
        secondary={[
          ...details,
          run.actor.email ?? run.actor.sub,
          run.undoneAt && translate(undoneKey, { date: formatDateTime(run.undoneAt) }),
        ]
          .filter(Boolean)
          .join(' · ')}
        sx={{ flex: '1 1 16rem', minWidth: 0, overflowWrap: 'anywhere' }}
      />
      {!run.undoneAt && (
        <Button startIcon={<UndoIcon />} onClick={onUndo}>
          {translate(undoLabel)}
        </Button>
      )}
    </ListItem>
  );
};

import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Alert,
  Box,
  CircularProgress,
  Typography,
} from '@mui/material';
import { useId, useState } from 'react';
import {
  Button,
  type Identifier,
  useInfiniteGetList,
  useRecordContext,
  useResourceContext,
  useTranslate,
} from 'react-admin';
import type { HistoryEntry } from '../../server/src/schemas/history';
import { formatBrusselsDateTime } from '../common/dates';
import { ChangeList } from './ChangeList';
import { actionKey, actorName } from './historyModel';

/** Entries a page of the panel ("more" asks the next page). */
export const PANEL_PAGE_SIZE = 10;

/** One entry: when (Brussels time), what was done and by whom, then the fields it changed. */
const EntryItem = ({ entry }: { entry: HistoryEntry }) => {
  const translate = useTranslate();
  return (
    <Box
      component="li"
      sx={{ py: 1.5, borderTop: 1, borderColor: 'divider', '&:first-of-type': { borderTop: 0 } }}
    >
      <Typography variant="subtitle2" component="p">
        {formatBrusselsDateTime(entry.at)} · {translate(actionKey(entry.action), { _: entry.action })}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5, overflowWrap: 'anywhere' }}>
        {translate('history.by', { person: actorName(entry) })}
      </Typography>
      <ChangeList entry={entry} />
    </Box>
  );
};

/** The entries of one record, newest first, {@link PANEL_PAGE_SIZE} at a time. */
const RecordEntries = ({ resource, id }: { resource: string; id: Identifier }) => {
  const translate = useTranslate();
  const { data, total, error, isPending, hasNextPage, fetchNextPage, isFetchingNextPage } =
    useInfiniteGetList<HistoryEntry>('history', {
      pagination: { page: 1, perPage: PANEL_PAGE_SIZE },
      sort: { field: 'at', order: 'DESC' },
      filter: { resource, id },
    });
  if (error) return <Alert severity="error">{translate('app.errors.unexpected')}</Alert>;
  if (isPending) return <CircularProgress size={24} aria-label={translate('ra.page.loading')} />;
  const entries = data.pages.flatMap((page) => page.data);
  if (entries.length === 0) return <Typography>{translate('history.empty')}</Typography>;
  return (
    <>
      <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {entries.map((entry) => (
          <EntryItem key={entry.id} entry={entry} />
        ))}
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 2, mt: 1 }}>
        {total !== undefined && (
          <Typography variant="body2" color="text.secondary" role="status">
            {translate('history.shown', { shown: entries.length, total })}
          </Typography>
        )}
        {hasNextPage && (
          <Button
            label="history.more"
            variant="outlined"
            onClick={() => fetchNextPage()}
            disabled={isFetchingNextPage}
          />
        )}
      </Box>
    </>
  );
};

/**
 * The "Geschiedenis" of the record shown (issue I1): a panel below the form, closed at first so the
 * form comes first; opening it (a button: Enter or Space) asks `GET /History` for this record through
 * the data provider's `history` resource, and shows who changed what, newest first, with "Meer tonen"
 * for the next {@link PANEL_PAGE_SIZE}. `resource` and `id` default to the page's.
 */
export const RecordHistory = ({ resource, id }: { resource?: string; id?: Identifier }) => {
  const translate = useTranslate();
  const record = useRecordContext();
  const contextResource = useResourceContext();
  const [open, setOpen] = useState(false);
  const baseId = useId();
  const shownResource = resource ?? contextResource;
  const recordId = id ?? record?.id;
  if (!shownResource || recordId === undefined) return null;
  return (
    <Accordion
      expanded={open}
      onChange={(_event, expanded) => setOpen(expanded)}
      disableGutters
      variant="outlined"
      slotProps={{ heading: { component: 'h2' }, transition: { unmountOnExit: true } }}
      sx={{ mt: 3 }}
    >
      <AccordionSummary
        expandIcon={<ExpandMoreIcon />}
        id={`${baseId}-summary`}
        aria-controls={`${baseId}-details`}
      >
        <Typography variant="h6" component="span">
          {translate('history.title')}
        </Typography>
      </AccordionSummary>
      <AccordionDetails>{open && <RecordEntries resource={shownResource} id={recordId} />}</AccordionDetails>
    </Accordion>
  );
};

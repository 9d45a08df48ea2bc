import UndoIcon from '@mui/icons-material/Undo';
import { Box, Button, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useDataProvider, useLocaleState, useTranslate } from 'react-admin';
import type { BankStatementRun } from '../../../../server/src/schemas/duesPayments';
import { formatDateTime } from '../../../common/dates';
import type { ClubDataProvider } from '../../../providers/dataProvider';
import { formatEuro } from '../../orders/orderModel';
import { formatName, shownIban } from './statementModel';
import { UndoStatementDialog } from './UndoStatementDialog';

/** The react-query key of the booked statements; under `dues`, so whatever changes the dues refetches it. */
export const STATEMENTS_KEY = ['dues', 'statements'];

/**
 * The booked statements on the statement page (`GET /Dues/statements`), newest first, as the member
 * import shows its past imports: when and by whom, the file, its format, account and identification,
 * the credits booked, how many were matched on their communication and their amount; an undone one
 * says when; the others have "Ongedaan maken" (UndoStatementDialog).
 */
export const PastStatements = () => {
  const dataProvider = useDataProvider<ClubDataProvider>();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const headingId = useId();
  const [undoing, setUndoing] = useState<BankStatementRun>();
  const { data: runs = [] } = useQuery({
    queryKey: STATEMENTS_KEY,
    queryFn: () => dataProvider.listStatements(),
  });
  if (runs.length === 0) return null;
  return (
    <Box component="section" sx={{ mt: 4 }} aria-labelledby={headingId}>
      <Typography variant="h6" component="h2" id={headingId}>
        {translate('resources.dues.statements.past')}
      </Typography>
      <List dense>
        {runs.map((run) => (
          // The undo button goes under the text where the two do not fit side by side (a phone).
          <ListItem key={run.id} disableGutters sx={{ flexWrap: 'wrap', columnGap: 2 }}>
            <ListItemText
              primary={`${formatDateTime(run.at)} — ${run.fileName || '—'}`}
              secondary={[
                [formatName(run.format), shownIban(run.accountIban), run.statementId]
                  .filter(Boolean)
                  .join(' '),
                translate('resources.dues.statements.pastCounts', {
                  smart_count: run.entries,
                  matched: run.matched,
                  amount: formatEuro(run.amount, locale),
                }),
                run.actor.email ?? run.actor.sub,
                run.undoneAt &&
                  translate('resources.dues.statements.undone', { date: formatDateTime(run.undoneAt) }),
              ]
                .filter(Boolean)
                .join(' · ')}
              sx={{ flex: '1 1 16rem', minWidth: 0, overflowWrap: 'anywhere' }}
            />
            {!run.undoneAt && (
              <Button startIcon={<UndoIcon />} onClick={() => setUndoing(run)}>
                {translate('resources.dues.statements.undo.action')}
              </Button>
            )}
          </ListItem>
        ))}
      </List>
      {undoing && <UndoStatementDialog run={undoing} onClose={() => setUndoing(undefined)} />}
    </Box>
  );
};

import { Box, List, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useDataProvider, useLocaleState, useTranslate } from 'react-admin';
import type { BankStatementRun } from '../../../../server/src/schemas/duesPayments';
import { PastRunItem } from '../../../common/PastRunItem';
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
          <PastRunItem
            key={run.id}
            run={run}
            details={[
              [formatName(run.format), shownIban(run.accountIban), run.statementId].filter(Boolean).join(' '),
              translate('resources.dues.statements.pastCounts', {
                smart_count: run.entries,
                matched: run.matched,
                amount: formatEuro(run.amount, locale),
              }),
            ]}
            undoneKey="resources.dues.statements.undone"
            undoLabel="resources.dues.statements.undo.action"
            onUndo={() => setUndoing(run)}
          />
        ))}
      </List>
      {undoing && <UndoStatementDialog run={undoing} onClose={() => setUndoing(undefined)} />}
    </Box>
  );
};

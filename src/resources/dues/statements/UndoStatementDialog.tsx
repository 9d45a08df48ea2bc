import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  List,
  ListItem,
  ListItemText,
  Typography,
} from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { HttpError, useDataProvider, useLocaleState, useNotify, useTranslate } from 'react-admin';
import type { BankStatementRun } from '../../../../server/src/schemas/duesPayments';
import type { ClubDataProvider } from '../../../providers/dataProvider';
import { formatEuro } from '../../orders/orderModel';

/** A refused undo in words: undone before (409 alreadyUndone), else the unexpected error's. */
const undoRefusal = (error: unknown) =>
  error instanceof HttpError && error.body?.reason === 'alreadyUndone'
    ? 'resources.dues.statements.undo.alreadyUndone'
    : 'app.errors.unexpected';

/**
 * The undo of one booked statement (`POST /Dues/statements/{id}/undo`): first what it would do
 * (`persist=false`) — the credits that go, their payments and amount, and each request whose paid
 * amount goes back, from what to what — then, confirmed, the undo itself, said in a notification; the
 * statements, requests and credits are read again. The safe choice (Cancel) has the focus.
 */
export const UndoStatementDialog = ({ run, onClose }: { run: BankStatementRun; onClose: () => void }) => {
  const dataProvider = useDataProvider<ClubDataProvider>();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const titleId = useId();
  const euro = (cents: number) => formatEuro(cents, locale);
  const preview = useQuery({
    queryKey: ['dues', 'statements', run.id, 'undo'],
    queryFn: () => dataProvider.undoStatement(run.id, false),
    gcTime: 0,
    // A refusal (undone meanwhile, gone) is an answer, not a failure to try again.
    retry: false,
  });
  const undo = useMutation({
    mutationFn: () => dataProvider.undoStatement(run.id, true),
    onSuccess: (done) => {
      notify('resources.dues.statements.undo.done', {
        type: 'success',
        messageArgs: { smart_count: done.entries, payments: done.payments, amount: euro(done.amount) },
      });
      onClose();
      queryClient.invalidateQueries({ queryKey: ['dues'] });
      queryClient.invalidateQueries({ queryKey: ['bankEntries'] });
    },
  });
  const plan = preview.data;
  const problem = preview.error ?? undo.error;
  const omitted = plan?.requestsOmitted ?? 0;
  return (
    <Dialog open onClose={undo.isPending ? undefined : onClose} aria-labelledby={titleId} fullWidth>
      <DialogTitle id={titleId}>
        {translate('resources.dues.statements.undo.title', { file: run.fileName || run.statementId })}
      </DialogTitle>
      <DialogContent>
        {problem ? (
          <Alert severity="error">{translate(undoRefusal(problem))}</Alert>
        ) : !plan ? (
          <DialogContentText>{translate('ra.page.loading')}</DialogContentText>
        ) : (
          <>
            <DialogContentText>
              {translate('resources.dues.statements.undo.summary', {
                smart_count: plan.entries,
                payments: plan.payments,
                amount: euro(plan.amount),
              })}
            </DialogContentText>
            {plan.requests.length > 0 && (
              <>
                <Typography sx={{ mt: 2 }}>
                  {translate('resources.dues.statements.undo.requests', {
                    smart_count: plan.requests.length + omitted,
                  })}
                </Typography>
                <List dense>
                  {plan.requests.map((request) => (
                    <ListItem key={request.id} disableGutters>
                      <ListItemText
                        primary={`${request.name} (${request.year})`}
                        secondary={translate('resources.dues.statements.undo.paid', {
                          paid: euro(request.paid),
                          paidAfter: euro(request.paidAfter),
                        })}
                        sx={{ overflowWrap: 'anywhere' }}
                      />
                    </ListItem>
                  ))}
                </List>
                {omitted > 0 && (
                  <Typography variant="body2">
                    {translate('resources.dues.statements.undo.more', { smart_count: omitted })}
                  </Typography>
                )}
              </>
            )}
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={undo.isPending} autoFocus>
          {translate('ra.action.cancel')}
        </Button>
        <Button
          variant="contained"
          color="warning"
          onClick={() => undo.mutate()}
          disabled={!plan || problem !== null || undo.isPending}
        >
          {translate('resources.dues.statements.undo.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};

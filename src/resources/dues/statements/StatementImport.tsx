import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Alert, Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ChangeEvent, useState } from 'react';
import { ListButton, useDataProvider, useLocaleState, useNotify, useTranslate } from 'react-admin';
import type { StatementResult } from '../../../../server/src/schemas/duesPayments';
import { ConfirmDialog } from '../../../common/ConfirmDialog';
import { focusPageHeadingIfLost } from '../../../common/focusPageHeading';
import { wordsBelowSm } from '../../../common/PageActions';
import { PageHeading } from '../../../common/PageHeading';
import type { ClubDataProvider } from '../../../providers/dataProvider';
import { formatEuro } from '../../orders/orderModel';
import { PastStatements } from './PastStatements';
import { StatementPreview } from './StatementPreview';
import { statementRefusal } from './statementModel';

interface Upload {
  file: File;
  persist: boolean;
}

/**
 * "Rekeninguittreksel inlezen" at `/dues/statements` (issue K item 5; docs/api/dues.md "Bank
 * statements"), for whoever may change the dues: choose the bank's file (camt.053 or CODA, told apart
 * by the server) → the preview (`persist=false`, StatementPreview) → "Boeken", confirmed in a dialog
 * naming the count and the amount → the same file with `persist=true`, a progress bar meanwhile → the
 * booking as it was done, with a link to the credits left unmatched. A refused file is said under the
 * file button, in the user's language (statementRefusal). Below, the booked statements with their undo.
 */
export const StatementImport = () => {
  const dataProvider = useDataProvider<ClubDataProvider>();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File>();
  const [result, setResult] = useState<StatementResult>();
  const [confirming, setConfirming] = useState(false);
  const euro = (cents: number) => formatEuro(cents, locale);
  const upload = useMutation({
    mutationFn: ({ file, persist }: Upload) => dataProvider.bookStatement(file, persist),
    onSuccess: (answer, { persist }) => {
      setResult(answer);
      if (!persist) return;
      if (answer.persisted)
        notify('resources.dues.statements.done', {
          type: 'success',
          messageArgs: { smart_count: answer.counts.booked, amount: euro(answer.counts.amount) },
        });
      // The requests' paid amounts, the credits and the booked statements changed.
      queryClient.invalidateQueries({ queryKey: ['dues'] });
      queryClient.invalidateQueries({ queryKey: ['bankEntries'] });
      // "Boeken" had the focus and is gone with the preview: the keyboard goes to the page's heading.
      requestAnimationFrame(focusPageHeadingIfLost);
    },
  });
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    // Cleared so that choosing the same file again reads it again.
    event.target.value = '';
    if (!chosen) return;
    setFile(chosen);
    setResult(undefined);
    upload.mutate({ file: chosen, persist: false });
  };
  const book = () => {
    setConfirming(false);
    if (file) upload.mutate({ file, persist: true });
  };
  const refusal = upload.error ? statementRefusal(upload.error, locale) : undefined;
  const booking = upload.isPending && upload.variables?.persist === true;
  const preview = result && !result.persisted ? result : undefined;
  return (
    <Box sx={{ px: 2, pb: 2 }}>
      <PageHeading>{translate('resources.dues.statements.title')}</PageHeading>
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ ...wordsBelowSm, flexWrap: 'wrap', alignItems: 'center', mb: 2 }}
      >
        <Button
          component="label"
          variant="contained"
          startIcon={<UploadFileIcon />}
          disabled={upload.isPending}
        >
          {translate('resources.dues.statements.choose')}
          <input type="file" hidden onChange={choose} disabled={upload.isPending} />
        </Button>
        <ListButton resource="dues" />
      </Stack>
      <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {file ? file.name : translate('resources.dues.statements.intro')}
      </Typography>
      {upload.isPending && (
        <LinearProgress
          sx={{ mt: 2 }}
          aria-label={translate(
            booking ? 'resources.dues.statements.booking' : 'resources.dues.statements.checking',
          )}
        />
      )}
      {refusal && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {translate(refusal.key, refusal.args)}
        </Alert>
      )}
      {result && <StatementPreview result={result} />}
      {preview && (
        <Box sx={{ mt: 3 }}>
          <Button
            variant="contained"
            onClick={() => setConfirming(true)}
            disabled={preview.counts.booked === 0 || upload.isPending}
          >
            {translate('resources.dues.statements.book')}
          </Button>
          <ConfirmDialog
            open={confirming}
            title="resources.dues.statements.confirmTitle"
            content="resources.dues.statements.confirmContent"
            contentArgs={{
              smart_count: preview.counts.booked,
              amount: euro(preview.counts.amount),
              matched: preview.counts.matched,
            }}
            confirmLabel="resources.dues.statements.book"
            cancelLabel="ra.action.cancel"
            onConfirm={book}
            onClose={() => setConfirming(false)}
          />
        </Box>
      )}
      <PastStatements />
    </Box>
  );
};

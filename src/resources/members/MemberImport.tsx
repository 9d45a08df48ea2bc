import UploadFileIcon from '@mui/icons-material/UploadFile';
import {
  Alert,
  AlertTitle,
  Box,
  Button,
  Checkbox,
  FormControlLabel,
  LinearProgress,
  Stack,
  Typography,
} from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { type ChangeEvent, useState } from 'react';
import {
  ListButton,
  useDataProvider,
  useLocaleState,
  useNotify,
  useRedirect,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { PageHeading } from '../../common/PageHeading';
import type { ClubDataProvider } from '../../providers/dataProvider';
import type { MemberImportResult } from '../../providers/memberTypes';
import { ImportPreview } from './ImportPreview';
import { ImportTemplateButtons } from './ImportTemplateButtons';
import { importProblemOf } from './importModel';
import { PastImports } from './PastImports';

interface Upload {
  file: File;
  persist: boolean;
  clearEmpty: boolean;
}

/**
 * Route `/members/import` (issue B; docs/api.md import): choose a .xlsx or .csv file → dry run
 * (persist=false, with the "empty cells clear the stored value" choice, off by default, as clearEmpty) → {@link ImportPreview} → confirm → the same file with persist=true → a notification
 * with the counts and back to the refetched list (the notification count too). A refused file shows its translated reason and a
 * translated detail built from the answer's values (limit, missing columns); an import refused for invalid rows shows the new preview.
 */
export const MemberImport = () => {
  const dataProvider = useDataProvider<ClubDataProvider>();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const notify = useNotify();
  const redirect = useRedirect();
  const refresh = useRefresh();
  const [file, setFile] = useState<File>();
  const [result, setResult] = useState<MemberImportResult>();
  const [clearEmpty, setClearEmpty] = useState(false);
  const upload = useMutation({
    mutationFn: ({ file, persist, clearEmpty }: Upload) =>
      dataProvider.importMembers(file, persist, clearEmpty),
    onSuccess: (answer) => {
      setResult(answer);
      if (!answer.persisted) return;
      notify('resources.members.import.done', { type: 'success', messageArgs: answer.counts });
      // Stale everywhere: the list and the header's notification count refetch.
      refresh();
      redirect('list', 'members');
    },
  });
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    // Cleared so that choosing the same (corrected) file again uploads it again.
    event.target.value = '';
    if (!chosen) return;
    setFile(chosen);
    setResult(undefined);
    upload.mutate({ file: chosen, persist: false, clearEmpty });
  };
  // The preview shows what the choice does, so a chosen file is checked again with it.
  const toggleClearEmpty = (event: ChangeEvent<HTMLInputElement>) => {
    setClearEmpty(event.target.checked);
    if (!file) return;
    setResult(undefined);
    upload.mutate({ file, persist: false, clearEmpty: event.target.checked });
  };
  const problem = upload.error ? importProblemOf(upload.error) : undefined;
  const isImporting = upload.isPending && upload.variables?.persist === true;
  return (
    <Box sx={{ px: 2, pb: 2 }}>
      <PageHeading>{translate('resources.members.import.title')}</PageHeading>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', mb: 2 }}>
        <Button
          component="label"
          variant="contained"
          startIcon={<UploadFileIcon />}
          disabled={upload.isPending}
        >
          {translate('resources.members.import.choose')}
          <input type="file" accept=".xlsx,.csv" hidden onChange={choose} />
        </Button>
        <ImportTemplateButtons />
        <ListButton />
      </Stack>
      <Typography color="text.secondary">
        {file ? file.name : translate('resources.members.import.intro')}
      </Typography>
      <FormControlLabel
        control={<Checkbox checked={clearEmpty} onChange={toggleClearEmpty} disabled={upload.isPending} />}
        label={translate('resources.members.import.clear_empty')}
      />
      {upload.isPending && !isImporting && (
        <LinearProgress sx={{ mt: 2 }} aria-label={translate('resources.members.import.checking')} />
      )}
      {problem && (
        <Alert severity="error" sx={{ mt: 2 }}>
          <AlertTitle>{translate(problem.key)}</AlertTitle>
          {problem.detail &&
            translate(problem.detail.key, {
              ...problem.detail.args,
              limit: problem.detail.args.limit?.toLocaleString(locale === 'nl' ? 'nl-BE' : 'en'),
            })}
        </Alert>
      )}
      {result && !result.persisted && (
        <ImportPreview
          result={result}
          isImporting={isImporting}
          onConfirm={() => file && upload.mutate({ file, persist: true, clearEmpty })}
        />
      )}
      <PastImports />
    </Box>
  );
};

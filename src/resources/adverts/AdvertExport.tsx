import CopyIcon from '@mui/icons-material/ContentCopy';
import DownloadIcon from '@mui/icons-material/Download';
import { Alert, Box, Button, LinearProgress, Paper, Stack, Typography } from '@mui/material';
import { useMutation, useQuery } from '@tanstack/react-query';
import { ListButton, Loading, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { PageHeading } from '../../common/PageHeading';
import { saveFile } from '../../common/saveFile';
import type { ClubDataProvider } from '../../providers/dataProvider';
import { isHeading, toTextFile, toWordFile } from './exportFiles';
import { IssueSelect } from './IssueSelect';
import { usePublishPeriods } from './usePublishPeriods';

type Format = 'txt' | 'docx';

/** The lines as the revue prints them: headings bold, one paragraph per advert. */
const Preview = ({ lines }: { lines: string[] }) => {
  const translate = useTranslate();
  if (lines.length === 0) return <Alert severity="info">{translate('resources.adverts.export.empty')}</Alert>;
  return (
    <Paper
      variant="outlined"
      sx={{ p: 2 }}
      aria-label={translate('resources.adverts.export.preview')}
      role="region"
    >
      {lines.map((line, index) =>
        isHeading(line) ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the lines are a fixed, ordered text
          <Typography key={index} variant="subtitle1" component="h2" sx={{ fontWeight: 'bold', mt: 1 }}>
            {line}
          </Typography>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the lines are a fixed, ordered text
          <Typography key={index} sx={{ mb: 1 }}>
            {line}
          </Typography>
        ),
      )}
    </Paper>
  );
};

/**
 * Route `/adverts/export` (issue C; docs/api/adverts.md `GET /Adverts/export`): choose the revue issue
 * (`?date=`, default the coming one), preview its lines, copy them to the clipboard, or download them as a
 * UTF-8 .txt or a Word .docx.
 */
export const AdvertExport = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<ClubDataProvider>();
  const [params, setParams] = useSearchParams();
  const periods = usePublishPeriods();
  const date = params.get('date') || periods.coming?.date || '';
  const lines = useQuery({
    queryKey: ['adverts', 'export', date],
    queryFn: () => dataProvider.exportAdverts(date),
    enabled: date !== '',
  });
  const fileName = translate('resources.adverts.export.file_name', { date });
  const download = useMutation({
    mutationFn: async (format: Format) =>
      format === 'txt' ? toTextFile(lines.data ?? []) : toWordFile(lines.data ?? [], fileName),
    onSuccess: (blob, format) =>
      saveFile({ blob, fileName: `${fileName}.${format}` }, `${fileName}.${format}`),
    onError: () => notify('resources.adverts.export.failed', { type: 'error' }),
  });
  const copy = useMutation({
    mutationFn: () => navigator.clipboard.writeText((lines.data ?? []).join('\n')),
    onSuccess: () => notify('resources.adverts.export.copied', { type: 'info' }),
    onError: () => notify('resources.adverts.export.copy_failed', { type: 'error' }),
  });
  if (periods.isPending) return <Loading />;
  const ready = lines.isSuccess && lines.data.length > 0;
  return (
    <Box sx={{ px: 2, pb: 2 }}>
      <PageHeading>{translate('resources.adverts.export.title')}</PageHeading>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', mb: 2 }}>
        <IssueSelect
          value={date}
          choices={periods.choices}
          onChange={(issue) => setParams({ date: issue }, { replace: true })}
        />
        <Button startIcon={<CopyIcon />} onClick={() => copy.mutate()} disabled={!ready}>
          {translate('resources.adverts.export.copy')}
        </Button>
        <Button startIcon={<DownloadIcon />} onClick={() => download.mutate('txt')} disabled={!ready}>
          {translate('resources.adverts.export.download_txt')}
        </Button>
        <Button
          startIcon={<DownloadIcon />}
          onClick={() => download.mutate('docx')}
          disabled={!ready || download.isPending}
        >
          {translate('resources.adverts.export.download_docx')}
        </Button>
        <ListButton resource="adverts" />
      </Stack>
      {lines.isFetching && <LinearProgress aria-label={translate('ra.page.loading')} sx={{ mb: 2 }} />}
      {(lines.isError || periods.isError) && (
        <Alert severity="error">{translate('app.errors.unexpected')}</Alert>
      )}
      {lines.isSuccess && <Preview lines={lines.data} />}
    </Box>
  );
};

import DownloadIcon from '@mui/icons-material/Download';
import {
  Box,
  Button,
  Checkbox,
  FormControlLabel,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useLocaleState, useTranslate } from 'react-admin';
import { LABEL_SHEETS, type LabelSheetId } from '../../../../server/src/schemas/constants';
import { useDownload } from '../../../common/useDownload';
import type { ClubDataProvider } from '../../../providers/dataProvider';
import type { LabelsRequest } from '../../../providers/revue';
import { MailingSection } from './MailingSection';
import { clampStartAt, DEFAULT_SHEET, formatNumber, sheetOf, sheetsNeeded } from './mailingModel';

/** The first sheet in miniature: used labels grey, the first one printed marked. Decoration only. */
const SheetPreview = ({ sheetId, startAt }: { sheetId: string; startAt: number }) => {
  const sheet = sheetOf(sheetId);
  return (
    <Box
      aria-hidden
      sx={{
        display: 'grid',
        gridTemplateColumns: `repeat(${sheet.columns}, 1fr)`,
        gap: '2px',
        width: 84,
        p: '3px',
        border: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
        flexShrink: 0,
      }}
    >
      {Array.from({ length: sheet.perSheet }, (_, index) => (
        <Box
          // biome-ignore lint/suspicious/noArrayIndexKey: the labels of a sheet are fixed positions
          key={index}
          sx={{
            height: 8,
            borderRadius: '1px',
            bgcolor: index + 1 < startAt ? 'grey.400' : index + 1 === startAt ? 'primary.main' : 'grey.200',
          }}
        />
      ))}
    </Box>
  );
};

/**
 * The labels of the issue (`GET /Revue/mailing/labels`): the sheet they are printed on, the first free
 * label of a sheet already partly used, the edges for a trial print on plain paper, how many labels and
 * sheets that makes, and the PDF.
 */
export const LabelsSection = ({ date, copies }: { date: string; copies: number }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const dataProvider = useDataProvider<ClubDataProvider>();
  const [sheetId, setSheetId] = useState<LabelSheetId>(DEFAULT_SHEET);
  const [startText, setStartText] = useState('1');
  const [outlines, setOutlines] = useState(false);
  const sheet = sheetOf(sheetId);
  const startAt = clampStartAt(startText, sheet.perSheet);
  const download = useDownload(
    (request: LabelsRequest) => dataProvider.downloadRevueLabels(request),
    (request) => `revue-${request.date}-etiketten-${request.sheet}.pdf`,
    'resources.adverts.revue.labels.failed',
  );
  const mm = (value: number) => formatNumber(value, locale);
  return (
    <MailingSection title="resources.adverts.revue.labels.title">
      <Stack spacing={2}>
        <TextField
          select
          size="small"
          label={translate('resources.adverts.revue.labels.sheet')}
          value={sheetId}
          onChange={(event) => {
            const next = sheetOf(event.target.value);
            setSheetId(next.id);
            setStartText(String(clampStartAt(startText, next.perSheet)));
          }}
        >
          {LABEL_SHEETS.map((choice) => (
            <MenuItem key={choice.id} value={choice.id}>
              {translate('resources.adverts.revue.labels.sheet_choice', {
                maker: choice.maker,
                id: choice.id,
                count: choice.columns * choice.rows,
                width: mm(choice.width),
                height: mm(choice.height),
              })}
            </MenuItem>
          ))}
        </TextField>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
          <TextField
            type="number"
            size="small"
            label={translate('resources.adverts.revue.labels.start_at')}
            value={startText}
            onChange={(event) => setStartText(event.target.value)}
            onBlur={() => setStartText(String(startAt))}
            helperText={translate('resources.adverts.revue.labels.start_at_help', { count: sheet.perSheet })}
            slotProps={{ htmlInput: { min: 1, max: sheet.perSheet, step: 1 } }}
            sx={{ flex: 1, minWidth: 0 }}
          />
          <SheetPreview sheetId={sheetId} startAt={startAt} />
        </Stack>
        <FormControlLabel
          control={<Checkbox checked={outlines} onChange={(event) => setOutlines(event.target.checked)} />}
          label={translate('resources.adverts.revue.labels.outlines')}
        />
        <Typography>
          {translate('resources.adverts.revue.labels.count', {
            labels: mm(copies),
            sheets: mm(sheetsNeeded(copies, sheet.perSheet, startAt)),
          })}
        </Typography>
        <Box>
          <Button
            variant="contained"
            startIcon={<DownloadIcon />}
            disabled={download.isPending}
            onClick={() => download.mutate({ date, sheet: sheetId, startAt, outlines })}
          >
            {translate('resources.adverts.revue.labels.download')}
          </Button>
        </Box>
      </Stack>
    </MailingSection>
  );
};

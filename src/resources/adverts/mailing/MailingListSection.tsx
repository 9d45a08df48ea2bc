import DownloadIcon from '@mui/icons-material/Download';
import { Button, Stack, Typography } from '@mui/material';
import { useDataProvider, useTranslate } from 'react-admin';
import type { SpreadsheetFormat } from '../../../../server/src/schemas/constants';
import { useDownload } from '../../../common/useDownload';
import type { ClubDataProvider } from '../../../providers/dataProvider';
import { MailingSection } from './MailingSection';

const FORMATS: { format: SpreadsheetFormat; label: string }[] = [
  { format: 'csv', label: 'resources.adverts.revue.list.csv' },
  { format: 'xlsx', label: 'resources.adverts.revue.list.xlsx' },
];

/** The list for a mailing house (`GET /Revue/mailing/export`): one row per copy, as CSV or .xlsx. */
export const MailingListSection = ({ date }: { date: string }) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<ClubDataProvider>();
  const { mutate, isPending } = useDownload(
    (format: SpreadsheetFormat) => dataProvider.exportRevueMailing({ date, format }),
    (format) => `revue-${date}-verzendlijst.${format}`,
    'resources.adverts.revue.list.failed',
  );
  return (
    <MailingSection title="resources.adverts.revue.list.title">
      <Typography sx={{ mb: 2 }}>{translate('resources.adverts.revue.list.intro')}</Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {FORMATS.map(({ format, label }) => (
          <Button
            key={format}
            variant="outlined"
            startIcon={<DownloadIcon />}
            disabled={isPending}
            onClick={() => mutate(format)}
          >
            {translate(label)}
          </Button>
        ))}
      </Stack>
    </MailingSection>
  );
};

import DownloadIcon from '@mui/icons-material/Download';
import { Button } from '@mui/material';
import { useDataProvider, useTranslate } from 'react-admin';
import type { SpreadsheetFormat } from '../../../server/src/schemas/constants';
import { useDownload } from '../../common/useDownload';
import type { ClubDataProvider } from '../../providers/dataProvider';

const TEMPLATES: { format: SpreadsheetFormat; label: string }[] = [
  { format: 'xlsx', label: 'resources.members.import.template_xlsx' },
  { format: 'csv', label: 'resources.members.import.template_csv' },
];

/** Downloads of the empty import file with its column headers (`GET /Members/import/template`). */
export const ImportTemplateButtons = () => {
  const dataProvider = useDataProvider<ClubDataProvider>();
  const translate = useTranslate();
  const { mutate, isPending } = useDownload(
    (format: SpreadsheetFormat) => dataProvider.downloadImportTemplate(format),
    (format) => `leden-sjabloon.${format}`,
    'resources.members.notifications.template_failed',
  );
  return TEMPLATES.map(({ format, label }) => (
    <Button key={format} startIcon={<DownloadIcon />} onClick={() => mutate(format)} disabled={isPending}>
      {translate(label)}
    </Button>
  ));
};

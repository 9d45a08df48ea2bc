import DownloadIcon from '@mui/icons-material/Download';
import { Button } from '@mui/material';
import { useDataProvider, useRecordContext, useTranslate } from 'react-admin';
import type { DocumentListItem } from '../../../server/src/schemas/documents';
import { useDownload } from '../../common/useDownload';
import type { ClubDataProvider } from '../../providers/dataProvider';

/**
 * Downloads the record's file with the staff token (`GET /Documents/{id}/file`, so hidden documents
 * too) and saves it under the name the server gives, else the title. In a list row it does not open
 * the row.
 */
export const DownloadButton = () => {
  const record = useRecordContext<DocumentListItem>();
  const dataProvider = useDataProvider<ClubDataProvider>();
  const translate = useTranslate();
  const { mutate, isPending } = useDownload(
    (document: DocumentListItem) => dataProvider.downloadDocument(document.id),
    (document) => document.title,
    'resources.documents.actions.download_failed',
  );
  if (!record) return null;
  return (
    <Button
      size="small"
      startIcon={<DownloadIcon />}
      disabled={isPending}
      onClick={(event) => {
        event.stopPropagation();
        mutate(record);
      }}
      aria-label={translate('resources.documents.actions.download_named', { title: record.title })}
    >
      {translate('resources.documents.actions.download')}
    </Button>
  );
};

import DownloadIcon from '@mui/icons-material/Download';
import { Button } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { DocumentListItem } from '../../../server/src/schemas/documents';

/**
 * Downloads the record's file: a plain link to its `url` (`/media/{uuid}`, no token needed), which the
 * server answers as an attachment under the original file name. In a list row it does not open the row.
 */
export const DownloadButton = () => {
  const record = useRecordContext<DocumentListItem>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Button
      component="a"
      href={record.url}
      download
      size="small"
      startIcon={<DownloadIcon />}
      onClick={(event) => event.stopPropagation()}
      aria-label={translate('resources.documents.actions.download_named', { title: record.title })}
    >
      {translate('resources.documents.actions.download')}
    </Button>
  );
};

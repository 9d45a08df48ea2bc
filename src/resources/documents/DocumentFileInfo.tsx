import { Box, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import type { DocumentDetail } from '../../../server/src/schemas/documents';
import { formatDate } from '../../common/dates';
import { DownloadButton } from './DownloadButton';
import { formatSize } from './documentModel';

/**
 * The stored file of a document, read only (a document's file is not replaced: upload a new one):
 * original name, kind, size, upload date, and its download.
 */
export const DocumentFileInfo = ({ document }: { document: DocumentDetail }) => {
  const translate = useTranslate();
  const [locale = 'nl'] = useLocaleState();
  const rows: [string, string][] = [
    ['fileName', document.fileName],
    ['type', document.type.toUpperCase()],
    ['sizeBytes', formatSize(document.sizeBytes, locale === 'nl' ? 'nl-BE' : locale)],
    ['createdOn', formatDate(document.createdOn)],
  ];
  return (
    <Box component="section" sx={{ mb: 1 }}>
      <Typography variant="h6" component="h2" gutterBottom>
        {translate('resources.documents.sections.file')}
      </Typography>
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}
      >
        {rows.map(([field, value]) => [
          <Typography key={`${field}-term`} component="dt" color="text.secondary">
            {translate(`resources.documents.fields.${field}`)}
          </Typography>,
          <Typography key={`${field}-value`} component="dd" sx={{ m: 0, wordBreak: 'break-all' }}>
            {value}
          </Typography>,
        ])}
      </Box>
      <Box sx={{ mt: 1 }}>
        <DownloadButton />
      </Box>
    </Box>
  );
};

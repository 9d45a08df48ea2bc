import { Box, LinearProgress, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { percentSent } from './documentModel';

/** How much of an upload has been sent: bytes `sent` of `total` (undefined when unknown). */
export interface Progress {
  sent: number;
  total: number | undefined;
}

/**
 * The progress of an upload under way (nothing when `progress` is null): a bar with the percentage
 * sent; once everything is sent, the server is still storing it.
 */
export const UploadProgressBar = ({ progress }: { progress: Progress | null }) => {
  const translate = useTranslate();
  if (!progress) return null;
  const percent = progress.total ? percentSent(progress.sent, progress.total) : undefined;
  const label = translate('resources.documents.upload.progress_label');
  return (
    <Box sx={{ width: '100%', maxWidth: 480, my: 1 }}>
      <LinearProgress
        variant={percent === undefined ? 'indeterminate' : 'determinate'}
        value={percent}
        aria-label={label}
      />
      <Typography variant="body2" color="text.secondary" role="status" sx={{ mt: 0.5 }}>
        {percent === undefined
          ? translate('resources.documents.upload.sending')
          : translate(
              percent === 100 ? 'resources.documents.upload.storing' : 'resources.documents.upload.progress',
              {
                percent,
              },
            )}
      </Typography>
    </Box>
  );
};

import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useId } from 'react';
import { useNotify, useTranslate } from 'react-admin';

/**
 * The ten recovery codes, shown once (after turning the second factor on or renewing them): a warning
 * to write them down, the codes in a list and a button that copies them, one a line.
 */
export const RecoveryCodesDialog = ({ codes, onClose }: { codes: string[] | null; onClose: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const titleId = useId();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(codes?.join('\n') ?? '');
      notify('account.recovery.copied', { type: 'info' });
    } catch {
      notify('account.recovery.copyFailed', { type: 'warning' });
    }
  };
  return (
    <Dialog open={codes !== null} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{translate('account.recovery.title')}</DialogTitle>
      <DialogContent>
        <Alert severity="warning" sx={{ mb: 2 }}>
          {translate('account.recovery.warning')}
        </Alert>
        <Box
          component="ol"
          aria-label={translate('account.recovery.title')}
          sx={{ columns: 2, fontFamily: 'monospace', fontSize: '1rem', pl: 3, my: 0 }}
        >
          {codes?.map((code) => (
            <li key={code}>{code}</li>
          ))}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button startIcon={<ContentCopyIcon />} onClick={copy}>
          {translate('account.recovery.copy')}
        </Button>
        <Button variant="contained" onClick={onClose}>
          {translate('account.recovery.done')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};

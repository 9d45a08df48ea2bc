import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
} from '@mui/material';
import { useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { PasswordLink } from '../../../server/src/schemas/staff';
import { formatBrusselsDateTime } from '../../common/dates';

/**
 * The one-time set-password link of an account, shown once after an invitation or a new link: the
 * link to select or copy, valid 72 hours (until when, on the club's clock) and working once.
 */
export const PasswordLinkDialog = ({
  link,
  email,
  onClose,
}: {
  link: PasswordLink | undefined;
  email: string;
  onClose: () => void;
}) => {
  const translate = useTranslate();
  const titleId = useId();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    if (!link) return;
    await navigator.clipboard?.writeText(link.link).catch(() => undefined);
    setCopied(true);
  };
  return (
    <Dialog open={link !== undefined} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{translate('resources.staff.link.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          {translate('resources.staff.link.content', {
            email,
            until: link ? formatBrusselsDateTime(link.validUntil) : '',
          })}
        </DialogContentText>
        <TextField
          label={translate('resources.staff.link.label')}
          value={link?.link ?? ''}
          fullWidth
          multiline
          slotProps={{ htmlInput: { readOnly: true }, input: { sx: { fontFamily: 'monospace' } } }}
          onFocus={(event) => event.target.select()}
        />
        <DialogContentText role="status" sx={{ mt: 1, minHeight: '1.5em' }}>
          {copied ? translate('resources.staff.link.copied') : ''}
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={copy} startIcon={<ContentCopyIcon />}>
          {translate('resources.staff.link.copy')}
        </Button>
        <Button onClick={onClose} variant="contained">
          {translate('resources.staff.link.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};

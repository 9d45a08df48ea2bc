import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useId } from 'react';
import { useTranslate } from 'react-admin';
import { focusPageHeadingIfLost } from './focusPageHeading';

/** Props of {@link ConfirmDialog}; texts are translation keys (plain text passes through). */
export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  content?: string;
  /** Interpolation values for `content`, e.g. `{ smart_count: 3 }`. */
  contentArgs?: Record<string, unknown>;
  onConfirm: () => void;
  onClose: () => void;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Disables both buttons while the confirmed action runs. */
  isPending?: boolean;
}

/**
 * The reusable yes/no confirmation of spec §2 (defaults: No / Yes, Nee / Ja). It opens with the focus
 * on the safe choice (No), so Enter, Enter never confirms; when it closes after its opener has gone
 * (e.g. the rows it deleted), the focus moves to the page's heading rather than falling to the body.
 */
export const ConfirmDialog = ({
  open,
  title,
  content,
  contentArgs,
  onConfirm,
  onClose,
  confirmLabel = 'ra.message.yes',
  cancelLabel = 'ra.message.no',
  isPending = false,
}: ConfirmDialogProps) => {
  const translate = useTranslate();
  const titleId = useId();
  return (
    <Dialog
      open={open}
      onClose={isPending ? undefined : onClose}
      aria-labelledby={titleId}
      slotProps={{ transition: { onExited: focusPageHeadingIfLost } }}
    >
      <DialogTitle id={titleId}>{translate(title, { _: title })}</DialogTitle>
      {content && (
        <DialogContent>
          <DialogContentText>{translate(content, { _: content, ...contentArgs })}</DialogContentText>
        </DialogContent>
      )}
      <DialogActions>
        <Button onClick={onClose} disabled={isPending} autoFocus>
          {translate(cancelLabel, { _: cancelLabel })}
        </Button>
        <Button onClick={onConfirm} disabled={isPending} variant="contained">
          {translate(confirmLabel, { _: confirmLabel })}
        </Button>
      </DialogActions>
    </Dialog>
  );
};

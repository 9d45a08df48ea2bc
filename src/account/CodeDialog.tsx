import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
} from '@mui/material';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { useTranslate } from 'react-admin';

/** Props of {@link CodeDialog}; texts are translation keys. */
export interface CodeDialogProps {
  open: boolean;
  title: string;
  text: string;
  /** The label of the button that sends the code. */
  confirmLabel: string;
  /** Sends the code; resolves to an error's translation key, or undefined when it was accepted. */
  onSubmit: (code: string) => Promise<string | undefined>;
  onClose: () => void;
  /** Shown above the text (the QR code and secret of a set-up). */
  children?: ReactNode;
  /** Whether recovery codes are accepted too (else only the app's six digits). */
  recoveryCodes?: boolean;
}

/** A dialog that asks a code of the authenticator app (or a recovery code) before a change of the second factor. */
export const CodeDialog = ({
  open,
  title,
  text,
  confirmLabel,
  onSubmit,
  onClose,
  children,
  recoveryCodes = false,
}: CodeDialogProps) => {
  const translate = useTranslate();
  const titleId = useId();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const [pending, setPending] = useState(false);
  const close = () => {
    setCode('');
    setError(undefined);
    onClose();
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setPending(true);
    const problem = await onSubmit(code.trim());
    setPending(false);
    setError(problem);
    if (!problem) setCode('');
  };
  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <form onSubmit={submit}>
        <DialogTitle id={titleId}>{translate(title)}</DialogTitle>
        <DialogContent>
          {children}
          <DialogContentText sx={{ mb: 2 }}>{translate(text)}</DialogContentText>
          <TextField
            autoFocus
            required
            fullWidth
            label={translate('account.code.label')}
            value={code}
            onChange={(event) => setCode(event.target.value)}
            error={error !== undefined}
            helperText={translate(
              error ?? (recoveryCodes ? 'account.code.hintWithRecovery' : 'account.code.hint'),
            )}
            slotProps={{
              htmlInput: {
                autoComplete: 'one-time-code',
                inputMode: recoveryCodes ? 'text' : 'numeric',
                maxLength: 40,
              },
            }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={pending}>
            {translate('ra.action.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={pending || code.trim() === ''}>
            {translate(confirmLabel)}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
};

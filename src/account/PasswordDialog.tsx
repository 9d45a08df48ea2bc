import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
  TextField,
} from '@mui/material';
import { type FormEvent, useId, useState } from 'react';
import { type HttpError, useNotify, useTranslate } from 'react-admin';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../server/src/schemas/constants';

/** The numbers the password texts name (`%{min}`, `%{max}`). */
const LIMITS = { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH };

/** The text key of each refusal `reason` of PUT /Account/password (docs/api/account.md), shared with the set-password page. */
const REFUSALS: Record<string, string> = {
  tooShort: 'idp.passwordTooShort',
  tooLong: 'idp.passwordTooLong',
  common: 'idp.passwordCommon',
  email: 'idp.passwordEmail',
  repetitive: 'idp.passwordRepetitive',
};

/** Which field a refusal belongs to, and the text (key and values) that says it. */
interface Problem {
  field: 'currentPassword' | 'newPassword' | 'repeat' | 'form';
  key: string;
  values?: Record<string, number>;
}

/** The {@link Problem} of a failed change, from the API's answer. */
export const problemOf = (error: unknown): Problem => {
  const { status, body } = (error ?? {}) as HttpError;
  const { reason, retryAfter } = (body ?? {}) as { reason?: string; retryAfter?: number };
  if (status === 429)
    return { field: 'form', key: 'idp.tooManyAttempts', values: { seconds: retryAfter ?? 30 } };
  if (reason === 'wrongPassword') return { field: 'currentPassword', key: 'account.password.wrong' };
  if (reason && REFUSALS[reason]) return { field: 'newPassword', key: REFUSALS[reason], values: LIMITS };
  return { field: 'form', key: 'account.code.failed' };
};

/** Props of {@link PasswordDialog}. */
export interface PasswordDialogProps {
  open: boolean;
  /** The account's e-mail, for password managers (a hidden username field). */
  email: string;
  /** PUT /Account/password; rejects with the API's HttpError. */
  onSubmit: (change: { currentPassword: string; newPassword: string }) => Promise<unknown>;
  onClose: () => void;
}

/**
 * "Wachtwoord wijzigen": the current password, then the new one twice. The new one's rules are the
 * set-password page's (a hint with the minimum; the server's refusal shown under the field it is
 * about). Closes with a notification once changed.
 */
export const PasswordDialog = ({ open, email, onSubmit, onClose }: PasswordDialogProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const titleId = useId();
  const [values, setValues] = useState({ currentPassword: '', newPassword: '', repeat: '' });
  const [problem, setProblem] = useState<Problem>();
  const [pending, setPending] = useState(false);
  const close = () => {
    setValues({ currentPassword: '', newPassword: '', repeat: '' });
    setProblem(undefined);
    onClose();
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (values.newPassword !== values.repeat) {
      setProblem({ field: 'repeat', key: 'idp.passwordMismatch' });
      return;
    }
    setPending(true);
    try {
      await onSubmit({ currentPassword: values.currentPassword, newPassword: values.newPassword });
      notify('account.password.changed', { type: 'success' });
      close();
    } catch (error) {
      setProblem(problemOf(error));
    } finally {
      setPending(false);
    }
  };
  const field = (name: 'currentPassword' | 'newPassword' | 'repeat', autoComplete: string, hint?: string) => {
    const wrong = problem?.field === name;
    const helper = wrong ? translate(problem.key, problem.values) : hint;
    return (
      <TextField
        required
        fullWidth
        type="password"
        autoFocus={name === 'currentPassword'}
        label={translate(`account.password.${name}`)}
        value={values[name]}
        onChange={(event) => setValues({ ...values, [name]: event.target.value })}
        error={wrong}
        helperText={helper}
        slotProps={{ htmlInput: { autoComplete, maxLength: PASSWORD_MAX_LENGTH * 2 } }}
      />
    );
  };
  const formProblem = problem?.field === 'form' ? translate(problem.key, problem.values) : undefined;
  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <form onSubmit={submit}>
        <DialogTitle id={titleId}>{translate('account.password.title')}</DialogTitle>
        <DialogContent>
          <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
          <Stack spacing={2} sx={{ pt: 1 }}>
            {field('currentPassword', 'current-password')}
            {field('newPassword', 'new-password', translate('idp.passwordHint', LIMITS))}
            {field('repeat', 'new-password')}
          </Stack>
          {formProblem && (
            <DialogContentText role="alert" color="error" sx={{ mt: 2 }}>
              {formProblem}
            </DialogContentText>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={pending}>
            {translate('ra.action.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={pending}>
            {translate('account.password.confirm')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
};

import WaiveIcon from '@mui/icons-material/MoneyOff';
import {
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Button as MuiButton,
  TextField,
} from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useId, useRef, useState } from 'react';
import {
  Button,
  HttpError,
  useCanAccess,
  useDataProvider,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { SETTINGS_TEXT_MAX_LENGTH } from '../../../server/src/schemas/constants';
import type { DuesDetail } from '../../../server/src/schemas/dues';
import { focusPageHeadingIfLost } from '../../common/focusPageHeading';
import type { ClubDataProvider } from '../../providers/dataProvider';

/** The words of a refused waiver: waived already (409), else the unexpected error's. */
const refusalKey = (error: unknown) =>
  error instanceof HttpError && error.body?.reason === 'waived'
    ? 'resources.dues.waive.already'
    : 'app.errors.unexpected';

/**
 * "Kwijtschelden" on a request still to be paid (open or partly), for whoever may change the dues: a
 * dialog asks the reason (1–140 characters; without one the cursor goes back to it) and
 * `PUT /Dues/{id}/waive` stops asking it; the page
 * then shows it waived, with the date and the reason. Cancel and Escape leave it as it was.
 */
export const WaiveButton = () => {
  const record = useRecordContext<DuesDetail>();
  const { canAccess } = useCanAccess({ resource: 'dues', action: 'waive' });
  const dataProvider = useDataProvider<ClubDataProvider>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const reasonInput = useRef<HTMLInputElement>(null);
  const close = () => {
    setOpen(false);
    setReason('');
    setMissing(false);
  };
  const { mutate, isPending } = useMutation({
    mutationFn: ({ id, why }: { id: number; why: string }) => dataProvider.waiveDues(id, why),
    onSuccess: () => {
      notify('resources.dues.waive.done', { type: 'info' });
      close();
      refresh();
    },
    onError: (error) => notify(refusalKey(error), { type: 'error' }),
  });
  if (!record || !canAccess || (record.status !== 'open' && record.status !== 'partly')) return null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const why = reason.trim();
    if (why === '') {
      setMissing(true);
      reasonInput.current?.focus();
      return;
    }
    mutate({ id: record.id, why });
  };
  return (
    <>
      <Button label="resources.dues.waive.label" color="warning" onClick={() => setOpen(true)}>
        <WaiveIcon />
      </Button>
      <Dialog
        open={open}
        onClose={isPending ? undefined : close}
        aria-labelledby={titleId}
        fullWidth
        maxWidth="xs"
        slotProps={{ transition: { onExited: focusPageHeadingIfLost } }}
      >
        <form onSubmit={submit} noValidate>
          <DialogTitle id={titleId}>{translate('resources.dues.waive.title')}</DialogTitle>
          <DialogContent>
            <DialogContentText sx={{ mb: 2 }}>
              {translate('resources.dues.waive.content', { name: record.name, year: record.year })}
            </DialogContentText>
            <TextField
              required
              fullWidth
              autoFocus
              inputRef={reasonInput}
              label={translate('resources.dues.waive.reason')}
              value={reason}
              onChange={(event) => {
                setReason(event.target.value);
                setMissing(false);
              }}
              error={missing}
              helperText={missing ? translate('ra.validation.required') : undefined}
              slotProps={{ htmlInput: { maxLength: SETTINGS_TEXT_MAX_LENGTH } }}
            />
          </DialogContent>
          <DialogActions>
            <MuiButton onClick={close} disabled={isPending}>
              {translate('ra.action.cancel')}
            </MuiButton>
            <MuiButton type="submit" variant="contained" color="warning" disabled={isPending}>
              {translate('resources.dues.waive.confirm')}
            </MuiButton>
          </DialogActions>
        </form>
      </Dialog>
    </>
  );
};

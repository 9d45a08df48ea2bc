import MailIcon from '@mui/icons-material/ForwardToInbox';
import {
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControlLabel,
  Button as MuiButton,
} from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import {
  Button,
  useCanAccess,
  useDataProvider,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import type { DuesDetail } from '../../../server/src/schemas/dues';
import { focusPageHeadingIfLost } from '../../common/focusPageHeading';
import type { ClubDataProvider } from '../../providers/dataProvider';
import { mailRefusalKey } from '../../providers/duesMail';

/**
 * "Mail versturen" on a request still to be paid, for whoever may change the dues: a dialog says where
 * it goes (the first member with an e-mail address, the letter attached) and, for an overdue request,
 * offers to send it as a reminder (ticked at first); "Versturen" queues it (`POST /Dues/{id}/mail`),
 * says to whom and refreshes the page, whose dates then show it. A refusal (no e-mail address, no
 * IBAN in the settings) is said in words. Cancel and Escape send nothing.
 */
export const MailRequestButton = () => {
  const record = useRecordContext<DuesDetail>();
  const { canAccess } = useCanAccess({ resource: 'dues', action: 'mail' });
  const dataProvider = useDataProvider<ClubDataProvider>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const [reminder, setReminder] = useState(true);
  const { mutate, isPending } = useMutation({
    mutationFn: ({ id, asReminder }: { id: number; asReminder: boolean }) =>
      dataProvider.mailOneDues(id, asReminder),
    onSuccess: (sent) => {
      notify('resources.dues.mailOne.done', { type: 'info', messageArgs: { recipient: sent.recipient } });
      setOpen(false);
      refresh();
    },
    onError: (error) => {
      notify(mailRefusalKey(error), { type: 'error' });
      setOpen(false);
    },
  });
  if (!record || !canAccess || (record.status !== 'open' && record.status !== 'partly')) return null;
  const close = () => setOpen(false);
  return (
    <>
      <Button label="resources.dues.mailOne.label" onClick={() => setOpen(true)}>
        <MailIcon />
      </Button>
      <Dialog
        open={open}
        onClose={isPending ? undefined : close}
        aria-labelledby={titleId}
        fullWidth
        maxWidth="xs"
        slotProps={{ transition: { onExited: focusPageHeadingIfLost } }}
      >
        <DialogTitle id={titleId}>{translate('resources.dues.mailOne.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {translate('resources.dues.mailOne.content', { name: record.name, year: record.year })}
          </DialogContentText>
          {record.overdue && (
            <FormControlLabel
              sx={{ mt: 1 }}
              control={
                <Checkbox checked={reminder} onChange={(event) => setReminder(event.target.checked)} />
              }
              label={translate('resources.dues.mailOne.reminder')}
            />
          )}
        </DialogContent>
        <DialogActions>
          <MuiButton onClick={close} disabled={isPending}>
            {translate('ra.action.cancel')}
          </MuiButton>
          <MuiButton
            variant="contained"
            autoFocus
            disabled={isPending}
            onClick={() => mutate({ id: record.id, asReminder: record.overdue && reminder })}
          >
            {translate('resources.dues.mailOne.confirm')}
          </MuiButton>
        </DialogActions>
      </Dialog>
    </>
  );
};

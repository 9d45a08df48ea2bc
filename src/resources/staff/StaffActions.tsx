import DeleteIcon from '@mui/icons-material/Delete';
import LinkIcon from '@mui/icons-material/Link';
import PersonIcon from '@mui/icons-material/Person';
import PersonOffIcon from '@mui/icons-material/PersonOff';
import { useMutation } from '@tanstack/react-query';
import { type ReactElement, useState } from 'react';
import {
  Button,
  HttpError,
  useDataProvider,
  useNotify,
  useRecordContext,
  useRedirect,
  useRefresh,
} from 'react-admin';
import type { PasswordLink } from '../../../server/src/schemas/staff';
import { ConfirmDialog } from '../../common/ConfirmDialog';
import type { ClubDataProvider } from '../../providers/dataProvider';
import type { StaffRecord } from '../../providers/staff';
import { PasswordLinkDialog } from './PasswordLinkDialog';

/** The words of a refused change: the last beheerder's, else the unexpected error's. */
const refusalKey = (error: unknown) =>
  error instanceof HttpError && error.body?.reason === 'lastBeheerder'
    ? 'resources.staff.reasons.lastBeheerder'
    : 'app.errors.unexpected';

/**
 * One action on the account of the record context after a confirmation (`confirm`: the key prefix of
 * its title and content, which name the account): runs `run`, then says `done` and refreshes.
 */
const ConfirmedAction = ({
  label,
  icon,
  color,
  confirm,
  run,
  done,
  after,
}: {
  label: string;
  icon: ReactElement;
  color?: 'warning' | 'error' | 'primary';
  confirm: string;
  run: (dataProvider: ClubDataProvider, record: StaffRecord) => Promise<unknown>;
  done: string;
  after?: () => void;
}) => {
  const record = useRecordContext<StaffRecord>();
  const dataProvider = useDataProvider<ClubDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [confirming, setConfirming] = useState(false);
  const { mutate, isPending } = useMutation({
    mutationFn: (account: StaffRecord) => run(dataProvider, account),
    onSuccess: () => {
      notify(done, { type: 'info' });
      if (after) after();
      else refresh();
    },
    onError: (error) => notify(refusalKey(error), { type: 'error' }),
    onSettled: () => setConfirming(false),
  });
  if (!record) return null;
  return (
    <>
      <Button label={label} color={color} onClick={() => setConfirming(true)}>
        {icon}
      </Button>
      <ConfirmDialog
        open={confirming}
        title={`${confirm}.title`}
        content={`${confirm}.content`}
        contentArgs={{ name: record.name, email: record.email }}
        onConfirm={() => mutate(record)}
        onClose={() => setConfirming(false)}
        isPending={isPending}
      />
    </>
  );
};

/** Disable an active account, enable a disabled one (`PUT /Staff/{id}/disable|enable`), after confirmation. */
export const ActiveToggleButton = () => {
  const record = useRecordContext<StaffRecord>();
  if (!record) return null;
  const active = record.isActive;
  return (
    <ConfirmedAction
      label={`resources.staff.actions.${active ? 'disable' : 'enable'}`}
      icon={active ? <PersonOffIcon /> : <PersonIcon />}
      color={active ? 'warning' : 'primary'}
      confirm={`resources.staff.${active ? 'disable' : 'enable'}`}
      run={(dataProvider, account) => dataProvider.setStaffActive(account.id, !active)}
      done={`resources.staff.notifications.${active ? 'disabled' : 'enabled'}`}
    />
  );
};

/** Remove the account (`DELETE /Staff/{id}`) after confirmation, then back to the list. */
export const RemoveStaffButton = () => {
  const redirect = useRedirect();
  return (
    <ConfirmedAction
      label="resources.staff.actions.remove"
      icon={<DeleteIcon />}
      color="error"
      confirm="resources.staff.remove"
      run={(dataProvider, account) => dataProvider.delete('staff', { id: account.id, previousData: account })}
      done="resources.staff.notifications.removed"
      after={() => redirect('list', 'staff')}
    />
  );
};

/**
 * A new one-time set-password link (`POST /Staff/{id}/passwordLink`; the account's earlier links stop
 * working), shown in the link dialog. For an active account only.
 */
export const NewLinkButton = () => {
  const record = useRecordContext<StaffRecord>();
  const dataProvider = useDataProvider<ClubDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [link, setLink] = useState<PasswordLink>();
  const { mutate, isPending } = useMutation({
    mutationFn: (account: StaffRecord) => dataProvider.newPasswordLink(account.id),
    onSuccess: (answer) => setLink(answer.passwordLink),
    onError: () => notify('app.errors.unexpected', { type: 'error' }),
  });
  if (!record?.isActive) return null;
  return (
    <>
      <Button label="resources.staff.actions.newLink" disabled={isPending} onClick={() => mutate(record)}>
        <LinkIcon />
      </Button>
      <PasswordLinkDialog
        link={link}
        email={record.email}
        onClose={() => {
          setLink(undefined);
          refresh();
        }}
      />
    </>
  );
};

import { useMemo, useState } from 'react';
import { useNotify, useRedirect } from 'react-admin';
import { CreatePage } from '../../common/CreatePage';
import type { StaffRecord } from '../../providers/staff';
import { PasswordLinkDialog } from './PasswordLinkDialog';
import { StaffInputs } from './StaffInputs';
import { NEW_STAFF, toInvitePayload } from './staffModel';

const useNewStaff = () => NEW_STAFF;

/**
 * Invite a staff member (`POST /Staff`): e-mail, name and role; then the dialog with the one-time
 * set-password link to hand over (valid 72 hours), and on closing it the account's page. A taken
 * e-mail shows on its input.
 */
export const StaffCreate = () => {
  const notify = useNotify();
  const redirect = useRedirect();
  const [invited, setInvited] = useState<StaffRecord>();
  const mutationOptions = useMemo(
    () => ({
      onSuccess: (record: StaffRecord) => {
        notify('resources.staff.notifications.created', { type: 'info' });
        setInvited(record);
      },
    }),
    [notify],
  );
  return (
    <CreatePage
      useValues={useNewStaff}
      toPayload={toInvitePayload}
      redirect={false}
      mutationOptions={mutationOptions}
      saveLabel="resources.staff.actions.invite"
      afterForm={
        <PasswordLinkDialog
          link={invited?.passwordLink}
          email={invited?.email ?? ''}
          onClose={() => invited && redirect('edit', 'staff', invited.id)}
        />
      }
    >
      <StaffInputs withEmail />
    </CreatePage>
  );
};

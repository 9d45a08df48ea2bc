import PersonOffIcon from '@mui/icons-material/PersonOff';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Button, useCanAccess, useDataProvider, useNotify, useRecordContext, useRefresh } from 'react-admin';
import { ConfirmDialog } from '../../common/ConfirmDialog';
import type { ClubDataProvider } from '../../providers/dataProvider';
import type { MemberRecord } from '../../providers/memberTypes';

/**
 * Deactivate the member of the record context (spec §4; `PUT /Members/deactivate`) after confirmation,
 * then refresh so the edit view shows the inactive banner. Hidden for inactive members and for whoever
 * may not change members.
 */
export const DeactivateButton = () => {
  const record = useRecordContext<MemberRecord>();
  const dataProvider = useDataProvider<ClubDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [confirming, setConfirming] = useState(false);
  const { canAccess } = useCanAccess({ resource: 'members', action: 'write' });
  const { mutate, isPending } = useMutation({
    mutationFn: (id: MemberRecord['id']) => dataProvider.deactivateMember(id),
    onSuccess: () => {
      notify('resources.members.notifications.deactivated', { type: 'info' });
      refresh();
    },
    onError: () => notify('app.errors.unexpected', { type: 'error' }),
    onSettled: () => setConfirming(false),
  });
  if (!record?.isActive || !canAccess) return null;
  return (
    <>
      <Button
        label="resources.members.actions.deactivate"
        color="warning"
        onClick={() => setConfirming(true)}
      >
        <PersonOffIcon />
      </Button>
      <ConfirmDialog
        open={confirming}
        title="resources.members.deactivate.title"
        content="resources.members.deactivate.content"
        contentArgs={{ name: record.name }}
        onConfirm={() => mutate(record.id)}
        onClose={() => setConfirming(false)}
        isPending={isPending}
      />
    </>
  );
};

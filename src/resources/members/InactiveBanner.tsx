import { Alert } from '@mui/material';
import { Button, useCanAccess, useNotify, useRecordContext, useTranslate, useUpdate } from 'react-admin';
import type { MemberRecord } from '../../providers/memberTypes';
import { reactivationPayload } from './memberModel';

/**
 * Shown above the form of an inactive member (spec §4), with Reactivate: `PUT /Members/{id}` with the
 * stored member and `isActive: true` (docs/api.md). Renders nothing for an active member.
 */
export const InactiveBanner = () => {
  const record = useRecordContext<MemberRecord>();
  const translate = useTranslate();
  const notify = useNotify();
  const [update, { isPending }] = useUpdate();
  const { canAccess } = useCanAccess({ resource: 'members', action: 'write' });
  if (!record || record.isActive) return null;
  const reactivate = () =>
    update(
      'members',
      { id: record.id, data: reactivationPayload(record), previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => notify('resources.members.notifications.reactivated', { type: 'info' }),
        onError: () => notify('app.errors.unexpected', { type: 'error' }),
      },
    );
  return (
    <Alert
      severity="warning"
      sx={{ mx: 2, mt: 2 }}
      action={
        canAccess && (
          <Button
            label="resources.members.actions.reactivate"
            onClick={reactivate}
            disabled={isPending}
            color="inherit"
          />
        )
      }
    >
      {translate('resources.members.inactive_banner')}
    </Alert>
  );
};

import ReplayIcon from '@mui/icons-material/Replay';
import { useMutation } from '@tanstack/react-query';
import { Button, useDataProvider, useNotify, useRecordContext, useRefresh } from 'react-admin';
import type { MailDetail } from '../../../server/src/schemas/mail';
import type { ClubDataProvider } from '../../providers/dataProvider';

/**
 * "Opnieuw proberen" on a failed message (`POST /Mail/{id}/retry`): it goes back in the queue and is
 * tried at once; the page then shows its new state. Nothing for a message that is queued or sent.
 */
export const RetryMailButton = () => {
  const record = useRecordContext<MailDetail>();
  const dataProvider = useDataProvider<ClubDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const { mutate, isPending } = useMutation({
    mutationFn: (id: number) => dataProvider.retryMail(id),
    onSuccess: () => {
      notify('resources.mail.retry.done', { type: 'info' });
      refresh();
    },
    onError: () => notify('resources.mail.retry.failed', { type: 'error' }),
  });
  if (record?.state !== 'failed') return null;
  return (
    <Button label="resources.mail.retry.label" onClick={() => mutate(record.id)} disabled={isPending}>
      <ReplayIcon />
    </Button>
  );
};

import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { MAIL_STATES } from '../../../server/src/schemas/constants';

const COLORS = { queued: 'default', sent: 'success', failed: 'error' } as const;

/** A message's state (queued, sent, failed) as a small outlined chip, said in words, coloured too. */
export const MailStateChip = ({ state }: { state: (typeof MAIL_STATES)[number] }) => {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      variant="outlined"
      color={COLORS[state]}
      label={translate(`resources.mail.states.${state}`)}
    />
  );
};

import type { MAIL_STATES } from '../../../server/src/schemas/constants';
import { StatesChip } from '../../common/StateChip';

const COLORS = { queued: 'default', sent: 'success', failed: 'error' } as const;

/** A message's state (queued, sent, failed) as a small outlined chip, said in words, coloured too. */
export const MailStateChip = ({ state }: { state: (typeof MAIL_STATES)[number] }) => (
  <StatesChip state={state} labels="resources.mail.states" colors={COLORS} />
);

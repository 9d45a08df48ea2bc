import type { DuesItem } from '../../../server/src/schemas/dues';
import { StatesChip } from '../../common/StateChip';

const COLORS = { open: 'default', partly: 'warning', paid: 'success', waived: 'info' } as const;

/** A payment request's state (open, partly, paid, waived) as a small outlined chip, said in words, coloured too. */
export const DuesStatusChip = ({ status }: { status: DuesItem['status'] }) => (
  <StatesChip state={status} labels="resources.dues.states" colors={COLORS} />
);

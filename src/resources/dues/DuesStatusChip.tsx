import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { DuesItem } from '../../../server/src/schemas/dues';

const COLORS = { open: 'default', partly: 'warning', paid: 'success', waived: 'info' } as const;

/** A payment request's state (open, partly, paid, waived) as a small outlined chip, said in words, coloured too. */
export const DuesStatusChip = ({ status }: { status: DuesItem['status'] }) => {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      variant="outlined"
      color={COLORS[status]}
      label={translate(`resources.dues.states.${status}`)}
    />
  );
};

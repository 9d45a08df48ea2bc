import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';

/** Props of {@link StateChip}: the state and the translation keys of its two labels. */
export interface StateChipProps {
  on: boolean;
  /** Key of the label when `on`, e.g. `resources.adverts.status.visible`. */
  onLabel: string;
  /** Key of the label otherwise, e.g. `resources.adverts.status.hidden`. */
  offLabel: string;
}

/**
 * A yes/no state of a record (visible, active) as a small outlined chip: green with `onLabel` when
 * `on`, neutral with `offLabel` otherwise — said in words, not by colour alone.
 */
export const StateChip = ({ on, onLabel, offLabel }: StateChipProps) => {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      variant="outlined"
      color={on ? 'success' : 'default'}
      label={translate(on ? onLabel : offLabel)}
    />
  );
};

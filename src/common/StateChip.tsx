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

/** MUI chip colours a state may take. */
type ChipColor = 'default' | 'success' | 'warning' | 'error' | 'info';

/** Props of {@link StatesChip}: the state, the prefix of its labels' keys and each state's colour. */
export interface StatesChipProps<S extends string> {
  state: S;
  /** The labels' key prefix: the label is `${labels}.${state}`, e.g. `resources.mail.states.sent`. */
  labels: string;
  colors: Record<S, ChipColor>;
}

/**
 * A record's state among several (a message queued, sent or failed; a payment request open, partly
 * paid, paid or waived) as a small outlined chip like {@link StateChip}: said in words, coloured too.
 */
export const StatesChip = <S extends string>({ state, labels, colors }: StatesChipProps<S>) => {
  const translate = useTranslate();
  return (
    <Chip size="small" variant="outlined" color={colors[state]} label={translate(`${labels}.${state}`)} />
  );
};

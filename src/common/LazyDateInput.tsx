import { TextField } from '@mui/material';
import { lazy, Suspense } from 'react';
import { FieldTitle, useResourceContext } from 'react-admin';
import type { DateInputProps } from './DateInputs';

const PickerDateInput = lazy(async () => ({ default: (await import('./DateInputs')).DateInput }));

/** Holds the date input's place while its code loads: the same label and width, not yet editable. */
const LoadingDateInput = ({ source, label, width, fullWidth = true }: DateInputProps) => {
  const resource = useResourceContext();
  return (
    <TextField
      disabled
      variant="filled"
      margin="dense"
      size="small"
      fullWidth={width === undefined && fullWidth}
      sx={width === undefined ? undefined : { width }}
      label={<FieldTitle label={label} source={source} resource={resource} />}
    />
  );
};

/**
 * The {@link DateInputProps date input} for a screen of the first load (the order list's filters):
 * the pickers and date-fns (about 70 kB gzip) are fetched the first time it is shown, not at start.
 * The forms, themselves loaded on demand, use DateInputs.tsx directly.
 */
export const LazyDateInput = (props: DateInputProps) => (
  <Suspense fallback={<LoadingDateInput {...props} />}>
    <PickerDateInput {...props} />
  </Suspense>
);

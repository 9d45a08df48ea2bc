/**
 * Date and date-time inputs that always read and write dd/MM/yyyy (and HH:mm, 24 h), whatever the
 * browser's language — react-admin's own DateInput/DateTimeInput are the browser's native inputs,
 * whose order of day and month follows the browser. Built on MUI X's pickers with date-fns, with the
 * picker's texts in the interface language (nl or en). The form values stay what react-admin's inputs
 * give: `yyyy-MM-dd` strings for dates, Date objects for date-times, null when empty or typed only in
 * part. A whole date that does not exist (31/02) is an invalid Date in the form, which the input itself
 * refuses (`app.validation.date`).
 */

import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { enUS, nlNL } from '@mui/x-date-pickers/locales';
import { format, isValid, parseISO } from 'date-fns';
import { enGB, nlBE } from 'date-fns/locale';
import { type ReactNode, useMemo } from 'react';
import {
  FieldTitle,
  InputHelperText,
  type InputProps,
  useInput,
  useLocaleState,
  useResourceContext,
  useTranslateLabel,
} from 'react-admin';

/** The shown formats (docs/api.md: dd/MM/yyyy, with HH:mm for times). */
const DATE_INPUT_FORMAT = 'dd/MM/yyyy';
const DATE_TIME_INPUT_FORMAT = 'dd/MM/yyyy HH:mm';

const PICKER_LOCALES = {
  nl: { dateFns: nlBE, texts: nlNL },
  en: { dateFns: enGB, texts: enUS },
} as const;

/** 7 → "07": the clock's hours and minutes as its lists show them. */
const twoDigits = (shown: string) => shown.padStart(2, '0');

/**
 * The pickers' texts in `locale`; the names of the clock's hours and minutes hold the two digits shown
 * ("07 uren", where MUI's "7 uren" named the item "07" otherwise than it shows it; WCAG 2.5.3).
 */
function pickerTexts(locale: keyof typeof PICKER_LOCALES) {
  const texts = PICKER_LOCALES[locale].texts.components.MuiLocalizationProvider.defaultProps.localeText;
  return {
    ...texts,
    hoursClockNumberText: (hours: string) => texts.hoursClockNumberText?.(twoDigits(hours)) ?? hours,
    minutesClockNumberText: (minutes: string) =>
      texts.minutesClockNumberText?.(twoDigits(minutes)) ?? minutes,
  };
}

const PICKER_TEXTS = { nl: pickerTexts('nl'), en: pickerTexts('en') };

/** The pickers' date library and texts in the interface language. */
const PickerLocale = ({ children }: { children: ReactNode }) => {
  const [locale] = useLocaleState();
  const language = locale === 'en' ? 'en' : 'nl';
  return (
    <LocalizationProvider
      dateAdapter={AdapterDateFns}
      adapterLocale={PICKER_LOCALES[language].dateFns}
      localeText={PICKER_TEXTS[language]}
    >
      {children}
    </LocalizationProvider>
  );
};

export interface DateInputProps extends Pick<InputProps, 'source' | 'label' | 'validate' | 'helperText'> {
  /** Full width of its container (react-admin's inputs default to true). */
  fullWidth?: boolean;
  /** A fixed width (CSS), e.g. for a filter bar; wins over `fullWidth`. */
  width?: string;
  /** Shown even when the form is in a filter bar. */
  alwaysOn?: boolean;
}

/** A form value of either input as the picker's value: a Date (perhaps an invalid one) or null. */
const toDate = (value: unknown): Date | null => {
  if (value instanceof Date) return value;
  if (typeof value !== 'string' || value === '') return null;
  const date = parseISO(value);
  return isValid(date) ? date : null;
};

/** Refuses a date that does not exist (31/02/2027), which the picker reports as an invalid Date. */
const wholeDate = (value: unknown) =>
  value instanceof Date && !isValid(value) ? 'app.validation.date' : undefined;

/** The shared part of both inputs: react-admin's field, its label and its error under the picker. */
function usePickerInput(props: DateInputProps) {
  const resource = useResourceContext();
  // One validator list per `validate`, as react-admin asks validators not to change between renders.
  const validate = useMemo(
    () => [
      wholeDate,
      ...(Array.isArray(props.validate) ? props.validate : props.validate ? [props.validate] : []),
    ],
    [props.validate],
  );
  const { field, fieldState, id, isRequired } = useInput({ source: props.source, validate, resource });
  const { invalid, error } = fieldState;
  const translateLabel = useTranslateLabel();
  return {
    field,
    picker: {
      label: (
        <FieldTitle label={props.label} source={props.source} resource={resource} isRequired={isRequired} />
      ),
      value: toDate(field.value),
      slotProps: {
        // The open calendar is a dialog named after its field.
        popper: {
          'aria-label': String(translateLabel({ label: props.label, source: props.source, resource })),
        },
        textField: {
          id,
          name: field.name,
          onBlur: field.onBlur,
          error: invalid,
          helperText:
            props.helperText !== false || invalid ? (
              <InputHelperText error={error?.message} helperText={props.helperText} />
            ) : null,
          variant: 'filled' as const,
          margin: 'dense' as const,
          size: 'small' as const,
          fullWidth: props.width === undefined && (props.fullWidth ?? true),
          sx: props.width === undefined ? undefined : { width: props.width },
          className: `ra-input ra-input-${props.source}`,
        },
      },
    },
  };
}

/** A date as dd/MM/yyyy; the form value is a `yyyy-MM-dd` string (or null). */
export const DateInput = (props: DateInputProps) => {
  const { field, picker } = usePickerInput(props);
  return (
    <PickerLocale>
      <DatePicker
        {...picker}
        format={DATE_INPUT_FORMAT}
        onChange={(date) => field.onChange(date && isValid(date) ? format(date, 'yyyy-MM-dd') : date)}
      />
    </PickerLocale>
  );
};

/**
 * Where the date-time picker opens as a popper (calendar and time columns side by side, some 430 px
 * wide): a mouse and a window of at least 600 px (MUI's sm). Narrower, or on a touch screen, it opens
 * as MUI's mobile dialog, one view at a time, which fits a 360 px screen.
 */
const DATE_TIME_POPPER_QUERY = '@media (pointer: fine) and (min-width: 600px)';

/** A moment as dd/MM/yyyy HH:mm in the browser's time zone; the form value is a Date (or null). */
export const DateTimeInput = (props: DateInputProps) => {
  const { field, picker } = usePickerInput(props);
  return (
    <PickerLocale>
      <DateTimePicker
        {...picker}
        format={DATE_TIME_INPUT_FORMAT}
        ampm={false}
        desktopModeMediaQuery={DATE_TIME_POPPER_QUERY}
        onChange={field.onChange}
      />
    </PickerLocale>
  );
};

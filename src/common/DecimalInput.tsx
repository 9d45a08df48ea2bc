import { TextField } from '@mui/material';
import { type ChangeEvent, useEffect, useMemo, useRef, useState } from 'react';
import { FieldTitle, InputHelperText, number, useInput, useLocaleState, type Validator } from 'react-admin';

/** The decimal separator `locale` writes: ',' for nl (nl-BE: 50,8236), '.' for en. */
export function decimalSeparator(locale: string): string {
  return (
    new Intl.NumberFormat(locale).formatToParts(1.5).find((part) => part.type === 'decimal')?.value ?? '.'
  );
}

const DECIMAL = /^[+-]?(\d+([.,]\d*)?|[.,]\d+)$/;

/**
 * A typed decimal number → its value: a comma or a dot separates the decimals, in either language
 * ("51,2" and "51.2" are 51.2; no thousands separators); empty (or only spaces) is null; anything
 * else is NaN, which the input's number check reports.
 */
export function parseDecimal(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  return DECIMAL.test(trimmed) ? Number(trimmed.replace(',', '.')) : Number.NaN;
}

/**
 * A value as `locale` writes it, without grouping and every decimal kept (50.8236 → "50,8236" in nl);
 * with `fractionDigits`, at least that many (25 → "25,00", 25.5 → "25,50"); null → "".
 */
export function formatDecimal(value: unknown, locale: string, fractionDigits?: number): string {
  if (typeof value !== 'number' || !Number.isFinite(value)) return '';
  const fixed = fractionDigits === undefined ? undefined : value.toFixed(fractionDigits);
  const text = fixed !== undefined && Number(fixed) === value ? fixed : String(value);
  return text.replace('.', decimalSeparator(locale));
}

/** Props of {@link DecimalInput}: the form field, its checks (besides "is a number") and its help text. */
export interface DecimalInputProps {
  source: string;
  validate?: Validator | Validator[];
  helperText?: string;
  /** Translation key of the label; default the resource's `fields.<source>`. */
  label?: string;
  /** The fewest decimals shown once typed or loaded (an amount in euro: 2, "25,00"); default as the value has. */
  fractionDigits?: number;
}

/**
 * A decimal number input of a react-admin form (e.g. degrees): shown as the language writes it (a
 * comma in nl, a dot in en), typed with either separator, the field holding the number (null when
 * empty); text that is no number is refused with react-admin's "Moet een getal zijn". Unlike
 * react-admin's NumberInput (an `<input type="number">`, which takes "51,2" as nothing or 512), it is
 * a text input with the decimal keyboard on phones. Its label is `label` or the resource's `fields.<source>`.
 */
export const DecimalInput = ({
  source,
  validate = [],
  helperText,
  label,
  fractionDigits,
}: DecimalInputProps) => {
  const [locale] = useLocaleState();
  const checks = useMemo(() => [number(), ...(Array.isArray(validate) ? validate : [validate])], [validate]);
  const { field, fieldState, id, isRequired } = useInput({ source, validate: checks, defaultValue: null });
  const [text, setText] = useState(() => formatDecimal(field.value, locale, fractionDigits));
  const typing = useRef(false);
  // A value set from elsewhere (the map, a reset) or a change of language is shown anew, not while typing.
  useEffect(() => {
    if (!typing.current) setText(formatDecimal(field.value, locale, fractionDigits));
  }, [field.value, locale, fractionDigits]);
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    setText(event.target.value);
    field.onChange(parseDecimal(event.target.value));
  };
  const { ref, onBlur, value: _value, ...rest } = field;
  return (
    <TextField
      {...rest}
      id={id}
      inputRef={ref}
      value={text}
      onChange={onChange}
      onFocus={() => {
        typing.current = true;
      }}
      onBlur={() => {
        typing.current = false;
        onBlur();
        if (Number.isFinite(field.value)) setText(formatDecimal(field.value, locale, fractionDigits));
      }}
      className={`ra-input ra-input-${source}`}
      size="small"
      error={fieldState.invalid}
      label={<FieldTitle source={source} label={label} isRequired={isRequired} />}
      helperText={<InputHelperText error={fieldState.error?.message} helperText={helperText} />}
      slotProps={{ htmlInput: { inputMode: 'decimal' } }}
    />
  );
};

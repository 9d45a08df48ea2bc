/**
 * Pure transforms of the dues screens (docs/api/dues.md): the settings as the form holds them (fees
 * and surcharges in euro, typed as "25,00") and as the API takes them (euro cents), the years the list
 * offers, and a refused dues run in words.
 */
import { HttpError } from 'react-admin';
import { DUES_YEAR_MIN } from '../../../server/src/schemas/constants';
import type { DuesSettings } from '../../../server/src/schemas/dues';

/** A kind of membership on the form: its fees in euro (25.5 for € 25,50); `id` null or absent when new. */
export interface KindValues {
  id?: number | null;
  name: string;
  isDefault: boolean;
  fees: { year: number; amount: number }[];
}

/** The settings form's values: as DuesSettings, with the amounts in euro. */
export interface SettingsFormValues extends Omit<DuesSettings, 'kinds' | 'years'> {
  kinds: KindValues[];
  years: { year: number; abroadSurcharge: number }[];
}

/** Euro cents → euro (2550 → 25.5). */
const toEuro = (cents: number) => cents / 100;

/** Euro as typed (25.5) → euro cents (2550), rounded to the cent. */
const toCents = (euro: number) => Math.round(euro * 100);

/** `GET /Dues/settings` → the form's values. */
export const toSettingsValues = (settings: DuesSettings): SettingsFormValues => ({
  ...settings,
  kinds: settings.kinds.map((kind) => ({
    ...kind,
    fees: kind.fees.map(({ year, amount }) => ({ year, amount: toEuro(amount) })),
  })),
  years: settings.years.map(({ year, abroadSurcharge }) => ({
    year,
    abroadSurcharge: toEuro(abroadSurcharge),
  })),
});

/**
 * The form's values → `PUT /Dues/settings`: texts trimmed, amounts in cents, a kind added on the form
 * with `id: null` (the server adds it), lists a new item left empty as empty lists.
 */
export const toSettingsPayload = (values: SettingsFormValues): DuesSettings => ({
  name: values.name.trim(),
  street: values.street.trim(),
  zipcode: values.zipcode.trim(),
  town: values.town.trim(),
  iban: values.iban.trim(),
  bic: values.bic.trim(),
  dueMonthDay: values.dueMonthDay.trim(),
  reminderDays: values.reminderDays,
  kinds: (values.kinds ?? []).map((kind) => ({
    id: kind.id ?? null,
    name: kind.name.trim(),
    isDefault: kind.isDefault === true,
    fees: (kind.fees ?? []).map(({ year, amount }) => ({ year, amount: toCents(amount) })),
  })),
  years: (values.years ?? []).map(({ year, abroadSurcharge }) => ({
    year,
    abroadSurcharge: toCents(abroadSurcharge),
  })),
});

/**
 * A react-admin validator of an amount in euro: whole cents only ("25,50", not "25,505"); empty and
 * non-numbers are left to `required` and DecimalInput's number check.
 */
export const wholeCents = (value: unknown) =>
  typeof value === 'number' && Math.abs(value * 100 - Math.round(value * 100)) > 1e-6
    ? 'resources.dues.settings.validation.cents'
    : undefined;

/** The years the list's filter offers: next year first, down to ten years back (not before DUES_YEAR_MIN). */
export const yearChoices = (thisYear: number) => {
  const years: { id: number; name: string }[] = [];
  for (let year = thisYear + 1; year >= Math.max(DUES_YEAR_MIN, thisYear - 10); year--)
    years.push({ id: year, name: String(year) });
  return years;
};

/** A refused dues run of `year` in words: the translation key and its values. */
export const runRefusal = (error: unknown, year: number): { key: string; args?: Record<string, unknown> } => {
  const body = error instanceof HttpError ? (error.body as Record<string, unknown> | null) : null;
  switch (body?.reason) {
    case 'feeMissing':
      return {
        key: 'resources.dues.run.reasons.feeMissing',
        args: { year, kinds: Array.isArray(body.kinds) ? body.kinds.join(', ') : '' },
      };
    case 'noKinds':
      return { key: 'resources.dues.run.reasons.noKinds' };
    case 'tooManyRequests':
      return { key: 'resources.dues.run.reasons.tooManyRequests', args: { year } };
    default:
      return { key: 'app.errors.unexpected' };
  }
};

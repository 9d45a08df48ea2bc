/**
 * Amounts and days as the dues letters (and mails) print them, the same in every process: no Intl, whose
 * output follows the ICU data Node was built with.
 */
import type { Language } from '../text/dictionaries';

/** Separators of thousands and decimals, and whether a (no-break) space follows the euro sign. */
const STYLES: Record<Language, { thousands: string; decimal: string; space: string }> = {
  nl: { thousands: '.', decimal: ',', space: '\u00a0' },
  en: { thousands: ',', decimal: '.', space: '' },
};

/**
 * `cents` euro cents as the letters print them: `€ 1.234,50` in nl (a no-break space after the sign,
 * so that a line never ends on it), `€1,234.50` in en.
 * @throws RangeError when `cents` is not a whole number ≥ 0.
 */
export function formatEuro(cents: number, language: Language): string {
  if (!Number.isSafeInteger(cents) || cents < 0) throw new RangeError(`${cents} is not an amount in cents.`);
  const style = STYLES[language];
  const euros = String(Math.floor(cents / 100)).replace(/\B(?=(\d{3})+$)/g, style.thousands);
  return `€${style.space}${euros}${style.decimal}${String(cents % 100).padStart(2, '0')}`;
}

/**
 * The day `day` (ISO 8601, yyyy-MM-dd) as dd/MM/yyyy, in both languages.
 * @throws RangeError when `day` is not a day of the calendar in that form.
 */
export function formatDay(day: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  const time = match ? Date.parse(`${day}T00:00:00Z`) : Number.NaN;
  if (!match || Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== day)
    throw new RangeError(`${JSON.stringify(day)} is not a day as yyyy-MM-dd.`);
  return `${match[3]}/${match[2]}/${match[1]}`;
}

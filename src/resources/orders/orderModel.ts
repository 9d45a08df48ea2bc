/**
 * Pure display transforms of ring orders (docs/api/orders.md): euro cents and ring sizes shown as
 * nl-BE, like the dates (dd/MM/yyyy, common/dates.ts); euro cents also in another language.
 */

/** The euro formatter of each language asked, made once (a list formats an amount in every row). */
const EURO = new Map<string, Intl.NumberFormat>();
const SIZE = new Intl.NumberFormat('nl-BE', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/**
 * Euro cents as `locale` (a BCP 47 tag; default nl-BE) writes an amount in euro: 123450 → "€ 1.234,50"
 * in nl-BE (and nl), "€1,234.50" in en. The nl-BE text has a no-break space after the €.
 */
export const formatEuro = (cents: number, locale = 'nl-BE') => {
  let format = EURO.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' });
    EURO.set(locale, format);
  }
  return format.format(cents / 100);
};

/** 4.5 → "4,5 mm". */
export const formatSizeMm = (sizeMm: number) => `${SIZE.format(sizeMm)} mm`;

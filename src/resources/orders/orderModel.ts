/**
 * Pure display transforms of ring orders (docs/api/orders.md): euro cents and ring sizes shown as
 * nl-BE, like the dates (dd/MM/yyyy, common/dates.ts).
 */

const EURO = new Intl.NumberFormat('nl-BE', { style: 'currency', currency: 'EUR' });
const SIZE = new Intl.NumberFormat('nl-BE', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** 1250 → "€ 12,50". */
export const formatEuro = (cents: number) => EURO.format(cents / 100);

/** 4.5 → "4,5 mm". */
export const formatSizeMm = (sizeMm: number) => `${SIZE.format(sizeMm)} mm`;

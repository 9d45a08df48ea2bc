/** Amounts and days as the dues letters print them. */
import { describe, expect, it } from 'vitest';
import { formatDay, formatEuro } from '../../../server/src/services/payments/format';

describe('formatEuro', () => {
  it.each([
    [123450, '€\u00a01.234,50', '€1,234.50'],
    [0, '€\u00a00,00', '€0.00'],
    [5, '€\u00a00,05', '€0.05'],
    [2500, '€\u00a025,00', '€25.00'],
    [123456789, '€\u00a01.234.567,89', '€1,234,567.89'],
    [100000, '€\u00a01.000,00', '€1,000.00'],
  ])('writes %i cents as %j in nl and %j in en', (cents, nl, en) => {
    expect(formatEuro(cents, 'nl')).toBe(nl);
    expect(formatEuro(cents, 'en')).toBe(en);
  });

  it.each([-1, 1.5, Number.NaN])('refuses %d cents with a RangeError', (cents) => {
    expect(() => formatEuro(cents, 'nl')).toThrow(RangeError);
  });
});

describe('formatDay', () => {
  it('writes yyyy-MM-dd as dd/MM/yyyy', () => {
    expect(formatDay('2027-01-31')).toBe('31/01/2027');
    expect(formatDay('2028-02-29')).toBe('29/02/2028');
  });

  it.each(['2027-02-29', '2027-13-01', '2027-1-31', '31/01/2027', '2027-01-31T00:00:00Z', ''])(
    'refuses %j with a RangeError',
    (day) => {
      expect(() => formatDay(day)).toThrow(RangeError);
    },
  );
});

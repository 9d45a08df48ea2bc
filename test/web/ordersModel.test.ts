import { formatDate } from '../../src/common/dates';
import { formatEuro, formatSizeMm } from '../../src/resources/orders/orderModel';

describe('order display transforms', () => {
  it.each([
    [1250, '€ 12,50'],
    [40, '€ 0,40'],
    [0, '€ 0,00'],
    [123456, '€ 1.234,56'],
  ])('shows %i cents as %s (nl-BE)', (cents, text) => {
    expect(formatEuro(cents).replace(/\s/g, ' ')).toBe(text);
  });

  it.each([
    ['nl', '€ 1.234,50'],
    ['en', '€1,234.50'],
  ])('shows cents in the language asked: %s writes 123450 as %s', (locale, text) => {
    expect(formatEuro(123450, locale).replace(/\s/g, ' ')).toBe(text);
  });

  it.each([
    [4, '4,0 mm'],
    [4.5, '4,5 mm'],
    [10, '10,0 mm'],
  ])('shows ring size %f as %s', (size, text) => {
    expect(formatSizeMm(size)).toBe(text);
  });

  it('shows an order date as dd/MM/yyyy', () => {
    expect(formatDate('2026-03-05T10:00:00.000Z')).toBe('05/03/2026');
  });
});

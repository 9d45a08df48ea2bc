import { describe, expect, it } from 'vitest';
import { formatBrusselsDate, formatDateOrDateTime, formatDateTime } from '../../src/common/dates';

describe('formatDateOrDateTime (message dates)', () => {
  it('shows a date at midnight without a time', () => {
    expect(formatDateOrDateTime(new Date(2026, 2, 1, 0, 0).toISOString())).toBe('01/03/2026');
  });

  it('shows a date with a time of day with that time', () => {
    expect(formatDateOrDateTime(new Date(2026, 2, 1, 14, 30).toISOString())).toBe('01/03/2026 14:30');
  });
});

describe('formatDateTime (notification times)', () => {
  it('shows dd/MM/yyyy HH:mm on a 24-hour clock, also just after midnight', () => {
    expect(formatDateTime(new Date(2026, 11, 31, 23, 59).toISOString())).toBe('31/12/2026 23:59');
    expect(formatDateTime(new Date(2027, 0, 1, 0, 5).toISOString())).toBe('01/01/2027 00:05');
  });
});

describe('formatBrusselsDate (stam numbers held)', () => {
  it('shows the day on the club clock, whatever the browser time zone', () => {
    // Winter time: 23:30 UTC is 00:30 the next day in Brussels; summer time: 22:30 UTC too.
    expect(formatBrusselsDate('2026-01-15T23:30:00.000Z')).toBe('16/01/2026');
    expect(formatBrusselsDate('2026-07-01T22:30:00.000Z')).toBe('02/07/2026');
    expect(formatBrusselsDate('2026-07-01T21:30:00.000Z')).toBe('01/07/2026');
  });
});

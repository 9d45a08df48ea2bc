import { describe, expect, it } from 'vitest';
import { formatDateOrDateTime, formatDateTime } from '../../src/common/dates';

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

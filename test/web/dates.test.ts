import { describe, expect, it } from 'vitest';
import { formatDateOrDateTime } from '../../src/common/dates';

describe('formatDateOrDateTime (message dates)', () => {
  it('shows a date at midnight without a time', () => {
    expect(formatDateOrDateTime(new Date(2026, 2, 1, 0, 0).toISOString())).toBe('01/03/2026');
  });

  it('shows a date with a time of day with that time', () => {
    expect(formatDateOrDateTime(new Date(2026, 2, 1, 14, 30).toISOString())).toBe('01/03/2026 14:30');
  });
});

import { describe, expect, it } from 'vitest';
import { DATE_NOT_AVAILABLE, NO_DATE, formatDate, formatDateTime, formatLongDate } from './format';

describe('formatDate (seed 000 §9 MMM dd, yyyy)', () => {
  it('formats an ISO calendar date with a two-digit day', () => {
    expect(formatDate('2025-03-05')).toBe('Mar 05, 2025');
    expect(formatDate('1999-12-31')).toBe('Dec 31, 1999');
  });

  it('reads the calendar date of a date-time as written, without time-zone shifts', () => {
    expect(formatDate('2025-01-01T00:30:00+14:00')).toBe('Jan 01, 2025');
    expect(formatDate('2024-12-31T23:59:59Z')).toBe('Dec 31, 2024');
  });

  it('accepts 29 February only in leap years', () => {
    expect(formatDate('2024-02-29')).toBe('Feb 29, 2024');
    expect(formatDate('2023-02-29')).toBe(DATE_NOT_AVAILABLE);
  });

  it.each([null, undefined, '', 'not a date', '2025-13-01', '2025-04-31', '2025-00-10', '25-03-05', '2025-3-5'])(
    'answers Date not available for %j',
    (value) => {
      expect(formatDate(value)).toBe('Date not available');
    },
  );
});

describe('formatLongDate and formatDateTime (one fixed time zone, UTC)', () => {
  it('prints a calendar date as written, long', () => {
    expect(formatLongDate('2025-03-05')).toBe('March 5, 2025');
    expect(formatLongDate('2025-01-01T00:30:00+14:00')).toBe('January 1, 2025');
    expect(formatLongDate('2025-02-29')).toBeNull();
  });

  it('prints an instant in UTC whatever the reader’s zone, and an em dash when missing', () => {
    expect(formatDateTime('2025-03-05T23:30:00-05:00')).toMatch(/^March 6, 2025,? at 4:30\sAM$/);
    expect(formatDateTime('2025-03-05T14:07:00Z')).toMatch(/^March 5, 2025,? at 2:07\sPM$/);
    expect(formatDateTime(null)).toBe(NO_DATE);
    expect(formatDateTime('yesterday')).toBe(NO_DATE);
  });
});

import { describe, expect, it } from 'vitest';
import { DATE_NOT_AVAILABLE, NO_DATE, formatCount, formatDate, formatDateTime, formatLongDate } from './format';

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

describe('the written-out formats print what en-US Intl prints (without loading it in the browser)', () => {
  const utc = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat('en-US', { ...options, timeZone: 'UTC' });
  const short = utc({ month: 'short', day: '2-digit', year: 'numeric' });
  const long = utc({ dateStyle: 'long' });

  it('agrees on every day of a leap year and a common year', () => {
    for (let t = Date.UTC(2023, 0, 1); t < Date.UTC(2025, 0, 1); t += 86_400_000) {
      const iso = new Date(t).toISOString().slice(0, 10);
      expect(formatDate(iso)).toBe(short.format(t));
      expect(formatLongDate(iso)).toBe(long.format(t));
    }
  });

  it('prints midnight, noon and the last minute of the day on the 12-hour clock', () => {
    expect(formatDateTime('2025-03-05T00:00:00Z')).toBe('March 5, 2025 at 12:00 AM');
    expect(formatDateTime('2025-03-05T12:00:00Z')).toBe('March 5, 2025 at 12:00 PM');
    expect(formatDateTime('2025-03-05T23:59:59Z')).toBe('March 5, 2025 at 11:59 PM');
  });

  it.each([
    [0, '0'],
    [7, '7'],
    [999, '999'],
    [1000, '1,000'],
    [12345, '12,345'],
    [1234567, '1,234,567'],
    [-1234, '-1,234'],
    [1234.5, '1,234.5'],
  ])('formatCount(%j) is %j, as en-US groups it', (n, text) => {
    expect(formatCount(n)).toBe(text);
    expect(formatCount(n)).toBe(new Intl.NumberFormat('en-US').format(n));
  });
});

describe('dates known only by year or month (decision 0083)', () => {
  it("shows '2024' and 'Oct 2024', never 'Jan 01, 2024'", () => {
    expect(formatDate('2024-01-01', 'year')).toBe('2024');
    expect(formatDate('2024-10-01', 'month')).toBe('Oct 2024');
    expect(formatDate('2024-10-18', 'day')).toBe('Oct 18, 2024');
    expect(formatDate(null, 'year')).toBe(DATE_NOT_AVAILABLE);
    expect(formatLongDate('2024-01-01', 'year')).toBe('2024');
    expect(formatLongDate('2024-10-01', 'month')).toBe('October 2024');
  });
});

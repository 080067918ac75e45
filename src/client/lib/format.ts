/**
 * Display formatting shared by the client (seed 000 §9: date format 'MMM dd, yyyy').
 */

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** Text shown for a missing or invalid date (seed 000 §8). */
export const DATE_NOT_AVAILABLE = 'Date not available';

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/**
 * Formats an ISO calendar date as 'MMM dd, yyyy', e.g. "2025-03-05" → "Mar 05, 2025".
 * The date is read as written (the first ten characters `YYYY-MM-DD` of a date or
 * date-time string), never shifted through a time zone.
 * @returns the formatted date, or 'Date not available' for a missing or invalid value
 */
export function formatDate(value: string | null | undefined): string {
  if (!value) return DATE_NOT_AVAILABLE;
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:$|T)/.exec(value.trim());
  if (!match) return DATE_NOT_AVAILABLE;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return DATE_NOT_AVAILABLE;
  return `${MONTHS[month - 1]} ${match[3]}, ${match[1]}`;
}

/** Shown for a missing or unreadable date in the signed-in area. */
export const NO_DATE = '—';

const LONG_DATE_TIME = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeStyle: 'short' });

/**
 * An ISO 8601 instant in the signed-in area's long date-time format (seed 001 §9 "Dates in a
 * long date-time format, em dash when missing"), e.g. "March 5, 2025 at 2:07 PM" in the
 * reader's time zone; '—' when missing or invalid.
 */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return NO_DATE;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? NO_DATE : LONG_DATE_TIME.format(date);
}

/** A byte count for people: 512 B, 12.3 KB, 4.5 MB. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

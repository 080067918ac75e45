/**
 * Display formatting shared by the client: dates (seed 000 §9 'MMM dd, yyyy', the long
 * formats of the journal page and the signed-in area) and byte counts.
 */
import type { DatePrecision } from '../../shared/domain/date-precision';

/**
 * Every date is printed in one fixed time zone, UTC: the server's render and the browser's
 * hydration then print the same text, and a calendar date ('2025-03-05') is never shifted to
 * the day before by a reader west of Greenwich.
 */
export const DISPLAY_TIME_ZONE = 'UTC';

/*
 * The formats are written out here rather than asked of `Intl` (decision 0034): the
 * first `Intl.DateTimeFormat` or `Intl.NumberFormat` a page makes loads the browser's locale
 * data, which cost a phone's main thread tens of milliseconds (the biggest single item of a
 * journal page's hydration), and two ICU versions (Node's, the browser's) need not agree on
 * the spaces of "2:07 PM", which would break hydration. English month names are all we print.
 */
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

const twoDigits = (n: number): string => (n < 10 ? `0${n}` : String(n));

/** Text shown for a missing or invalid date (seed 000 §8). */
export const DATE_NOT_AVAILABLE = 'Date not available';

/**
 * The calendar date of an ISO date or date-time string, read as written (its first ten
 * characters `YYYY-MM-DD`, whatever offset follows), as midnight UTC; null when missing or
 * not a real date (2025-02-29, 2025-13-01).
 */
function calendarDate(value: string | null | undefined): Date | null {
  if (!value) return null;
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:$|T)/.exec(value.trim());
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  const date = new Date(Date.UTC(year, month - 1, day));
  // Date.UTC rolls an impossible day or month over into the next: such a value is invalid.
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date;
}

/**
 * Formats an ISO calendar date as 'MMM dd, yyyy', e.g. "2025-03-05" → "Mar 05, 2025".
 * The date is read as written (see {@link calendarDate}), never shifted through a time zone.
 * A date known only by its year or month (decision 0083) shows only that: "2025", "Mar 2025".
 * @param precision how much of the date is known; 'day' by default
 * @returns the formatted date, or 'Date not available' for a missing or invalid value
 */
export function formatDate(value: string | null | undefined, precision: DatePrecision = 'day'): string {
  const date = calendarDate(value);
  if (!date) return DATE_NOT_AVAILABLE;
  const year = date.getUTCFullYear();
  const month = MONTHS[date.getUTCMonth()].slice(0, 3);
  if (precision === 'year') return String(year);
  if (precision === 'month') return `${month} ${year}`;
  return `${month} ${twoDigits(date.getUTCDate())}, ${year}`;
}

/**
 * Formats an ISO calendar date as a long US date, e.g. "2025-03-05" → "March 5, 2025"
 * (the journal page's article cards, seed 000 §2 Articles); read as written. A date known
 * only by its year or month (decision 0083): "2025", "March 2025".
 * @param precision how much of the date is known; 'day' by default
 * @returns the formatted date, or null for a missing or invalid value
 */
export function formatLongDate(value: string | null | undefined, precision: DatePrecision = 'day'): string | null {
  const date = calendarDate(value);
  if (!date) return null;
  const year = date.getUTCFullYear();
  if (precision === 'year') return String(year);
  if (precision === 'month') return `${MONTHS[date.getUTCMonth()]} ${year}`;
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${year}`;
}

/** Shown for a missing or unreadable date in the signed-in area. */
export const NO_DATE = '—';

/**
 * An ISO 8601 instant in the signed-in area's long date-time format (seed 001 §9 "Dates in a
 * long date-time format, em dash when missing"), e.g. "March 5, 2025 at 2:07 PM", in
 * {@link DISPLAY_TIME_ZONE}; '—' when missing or invalid.
 */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return NO_DATE;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return NO_DATE;
  const hours = date.getUTCHours();
  const time = `${hours % 12 || 12}:${twoDigits(date.getUTCMinutes())} ${hours < 12 ? 'AM' : 'PM'}`;
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()} at ${time}`;
}

/** A byte count for people: 512 B, 12.3 KB, 4.5 MB. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/**
 * A count with thousands separators, the same on the server and in the browser: 12345 →
 * "12,345" (en-US grouping; a fraction keeps its digits: 1234.5 → "1,234.5").
 */
export function formatCount(n: number): string {
  if (!Number.isFinite(n)) return String(n);
  const [whole, fraction] = String(Math.abs(n)).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${n < 0 ? '-' : ''}${grouped}${fraction ? `.${fraction}` : ''}`;
}

/**
 * Dates of the signed-in area (seed 001 §9 "Dates in a long date-time format, em dash when
 * missing"), e.g. "March 5, 2025 at 2:07 PM", in the reader's time zone.
 */

/** Shown for a missing or unreadable date. */
export const NO_DATE = '—';

const LONG_DATE_TIME = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeStyle: 'short' });

/** Formats an ISO 8601 instant in the long date-time format, or '—' when missing or invalid. */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return NO_DATE;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? NO_DATE : LONG_DATE_TIME.format(date);
}

/** Long US dates for the journal page's article cards (seed 000 §2 Articles). */

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

/**
 * Formats an ISO calendar date as a long US date, e.g. "2025-03-05" → "March 5, 2025".
 * Reads the first ten characters `YYYY-MM-DD` as written, never shifted through a time zone.
 * @returns the formatted date, or null for a missing or invalid value
 */
export function formatLongDate(value: string | null | undefined): string | null {
  if (!value) return null;
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:$|T)/.exec(value.trim());
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (month < 1 || month > 12 || day < 1 || day > lastDay) return null;
  return `${MONTHS[month - 1]} ${day}, ${year}`;
}

/**
 * Dates of the admin area (seed 001 §9 "Dates in a long date-time format, em dash when
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

/** 'associate_editor' → 'associate editor' (seed 001 §2: kind with underscores as spaces). */
export function kindLabel(kind: string): string {
  return kind.replace(/_/g, ' ');
}

/** A byte count for people: 512 B, 12.3 KB, 4.5 MB. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/**
 * Dates of the signed-in area (seed 001 §9 "Dates in a long date-time format, em dash when
 * missing"), e.g. "March 5, 2025 at 2:07 PM", in the reader's time zone. Same rule as the
 * dashboard feature's (features may not import each other; a candidate for lib/).
 */
const LONG_DATE_TIME = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeStyle: 'short' });

/** Formats an ISO 8601 instant, or '—' when missing or invalid. */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '—';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '—' : LONG_DATE_TIME.format(date);
}

/** Size in bytes as KB or MB, e.g. "1.25 MB". */
export function formatBytes(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(2)} MB`;
}

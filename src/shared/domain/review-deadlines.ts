/**
 * Review deadlines (docs/decisions/0036-editorial-review-deadlines.md):
 * an invitation's response deadline and review due date are UTC calendar days ('YYYY-MM-DD'),
 * set by the editor when inviting (journal defaults: 7 and 21 days). A deadline is overdue
 * from the day after it. Shared by the server (checks, flags) and the client (forms, labels).
 */

/** Default days to answer and to review when a journal sets none (the journals table's defaults). */
export const DEFAULT_RESPONSE_DAYS = 7;
export const DEFAULT_REVIEW_DAYS = 21;
/** The latest review due date an editor may set: a year from today. */
export const MAX_DEADLINE_DAYS = 365;

const DAY_MS = 86_400_000;

/** Today as a UTC calendar day ('YYYY-MM-DD'); `now` in ms since the epoch. */
export function todayUtc(now: number = Date.now()): string {
  return new Date(now).toISOString().slice(0, 10);
}

/** Calendar day `day` ('YYYY-MM-DD') plus `days` (may be negative). */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** True for a real calendar day written 'YYYY-MM-DD' (not 2026-02-30). */
export function isCalendarDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const t = Date.parse(`${value}T00:00:00Z`);
  return Number.isFinite(t) && new Date(t).toISOString().slice(0, 10) === value;
}

/** What an open invitation is late for, if anything. */
export type DeadlineFlag = 'response_overdue' | 'review_overdue' | null;

/**
 * The overdue flag of an invitation on `today`: a pending one past its response deadline, an
 * accepted one past its review due date; null otherwise (answered, closed, or in time).
 */
export function deadlineFlag(
  invitation: { status: string; respondBy: string | null; reviewDue: string | null },
  today: string = todayUtc(),
): DeadlineFlag {
  if (invitation.status === 'pending' && invitation.respondBy !== null && invitation.respondBy < today)
    return 'response_overdue';
  if (invitation.status === 'accepted' && invitation.reviewDue !== null && invitation.reviewDue < today)
    return 'review_overdue';
  return null;
}

/** How a flag reads on the editor's screens. */
export const DEADLINE_FLAG_LABELS: Record<Exclude<DeadlineFlag, null>, string> = {
  response_overdue: 'Response overdue',
  review_overdue: 'Review overdue',
};

/** A calendar day in words for people ('2026-12-17' → '17 December 2026'), read as UTC. */
export function formatDay(day: string): string {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

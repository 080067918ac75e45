/**
 * A revision's due date (docs/decisions/0074-revision-deadlines-and-drafts.md): a minor or major
 * revision decision sets the day the author's revision is due, the editor's date or else today
 * plus the journal's revision days (default 30). Days are UTC calendar days ('YYYY-MM-DD'), as
 * the reviewers' deadlines (decision 0036); a due date is missed from the day after it.
 */
import { addDays, MAX_DEADLINE_DAYS, todayUtc } from '../../../shared/domain/review-deadlines';
import type { Decision } from '../../../shared/domain/submission-workflow';
import { AppError } from '../../lib/errors';

/** The journal's revision days when none is recorded (the column's default). */
export const DEFAULT_REVISION_DAYS = 30;

/** The message of a due date that is today or earlier. */
export const REVISION_DUE_PAST = 'The revision due date must be after today';
/** The message of a due date more than a year away. */
export const REVISION_DUE_TOO_FAR = 'The revision due date must be within a year';
/** The message of a due date sent with accept or reject. */
export const REVISION_DUE_NOT_A_REVISION = 'Only a minor or major revision has a due date';

/** True for the decisions that ask for a revision (minor, major). */
export function isRevision(decision: Decision): boolean {
  return decision === 'minor' || decision === 'major';
}

function invalid(message: string): AppError {
  return new AppError('VALIDATION_FAILED', message, { errors: [{ path: 'revisionDue', message }] });
}

/**
 * The due date of a revision asked for on `today`: `given` when the editor chose one, else
 * today plus `journalDays`.
 * @returns 'YYYY-MM-DD'
 * @throws AppError VALIDATION_FAILED (400, path `revisionDue`) when `given` is today or earlier,
 *   or more than a year from today
 */
export function resolveRevisionDue(
  given: string | undefined,
  journalDays: number | null | undefined,
  today: string = todayUtc(),
): string {
  const due = given ?? addDays(today, journalDays ?? DEFAULT_REVISION_DAYS);
  if (due <= today) throw invalid(REVISION_DUE_PAST);
  if (due > addDays(today, MAX_DEADLINE_DAYS)) throw invalid(REVISION_DUE_TOO_FAR);
  return due;
}

/**
 * The due date a decision records: a revision's (see {@link resolveRevisionDue}), null for accept
 * and reject.
 * @throws AppError VALIDATION_FAILED as resolveRevisionDue, and when a date comes with accept or reject
 */
export function revisionDueOfDecision(
  decision: Decision,
  given: string | undefined,
  journalDays: number | null | undefined,
  today: string = todayUtc(),
): string | null {
  if (!isRevision(decision)) {
    if (given !== undefined) throw invalid(REVISION_DUE_NOT_A_REVISION);
    return null;
  }
  return resolveRevisionDue(given, journalDays, today);
}

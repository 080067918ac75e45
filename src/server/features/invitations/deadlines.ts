/**
 * The deadlines of an invitation (docs/decisions/0036-editorial-review-deadlines.md): the editor
 * sets a response deadline and a review due date when inviting (the journal's defaults otherwise),
 * and may extend the due date later. Days are UTC calendar days ('YYYY-MM-DD').
 */
import { and, eq, inArray } from 'drizzle-orm';
import {
  addDays,
  DEFAULT_RESPONSE_DAYS,
  DEFAULT_REVIEW_DAYS,
  MAX_DEADLINE_DAYS,
  todayUtc,
} from '../../../shared/domain/review-deadlines';
import { invitations } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { AuthUser } from '../../plugins/auth';
import { lockSubmission, recordEvent, type WorkflowDeps } from '../submissions';

function invalid(path: string, message: string): AppError {
  return new AppError('VALIDATION_FAILED', message, { errors: [{ path, message }] });
}

/**
 * The deadlines of a new invitation: those given, else today plus the journal's days.
 * @throws AppError VALIDATION_FAILED when the response deadline is before today, the review is
 *   due before the response deadline, or more than a year from today
 */
export function resolveDeadlines(
  input: { respondBy?: string; reviewDue?: string },
  journal: { responseDays: number; reviewDays: number } | undefined,
  today: string = todayUtc(),
): { respondBy: string; reviewDue: string } {
  const respondBy = input.respondBy ?? addDays(today, journal?.responseDays ?? DEFAULT_RESPONSE_DAYS);
  const reviewDue = input.reviewDue ?? addDays(today, journal?.reviewDays ?? DEFAULT_REVIEW_DAYS);
  if (respondBy < today) throw invalid('respondBy', 'The response deadline cannot be in the past');
  if (reviewDue < respondBy) throw invalid('reviewDue', 'The review due date cannot be before the response deadline');
  if (reviewDue > addDays(today, MAX_DEADLINE_DAYS))
    throw invalid('reviewDue', 'The review due date must be within a year');
  return { respondBy, reviewDue };
}

/**
 * Sets a new review due date on a pending or accepted invitation of submission `id`
 * (`POST /api/submissions/{id}/invites/{inviteId}/deadline`; decision 0036: the editor can extend
 * a due date). The history records the old and the new date (editors only).
 * @returns the new due date
 * @throws AppError NOT_FOUND (not an editor, no such submission or invitation); CONFLICT when
 *   the invitation is answered or closed; VALIDATION_FAILED when the date is not later than
 *   the current one, in the past, or more than a year away
 */
export async function extendReviewDue(
  deps: WorkflowDeps,
  editor: AuthUser,
  id: number,
  inviteId: number,
  reviewDue: string,
): Promise<{ inviteId: number; reviewDue: string }> {
  return deps.db.transaction(async (tx) => {
    await lockSubmission(tx, id, editor, 'editor');
    const [invite] = await tx
      .select()
      .from(invitations)
      .where(and(eq(invitations.id, inviteId), eq(invitations.submissionId, id)))
      .for('update');
    if (!invite) throw new AppError('NOT_FOUND', 'Invitation not found');
    if (invite.status !== 'pending' && invite.status !== 'accepted')
      throw new AppError('CONFLICT', 'Only a pending or accepted invitation has a due date to extend.');
    const today = todayUtc();
    if (reviewDue < today) throw invalid('reviewDue', 'The review due date cannot be in the past');
    if (invite.reviewDue !== null && reviewDue <= invite.reviewDue)
      throw invalid('reviewDue', 'The new due date must be later than the current one');
    if (invite.respondBy !== null && reviewDue < invite.respondBy)
      throw invalid('reviewDue', 'The review due date cannot be before the response deadline');
    if (reviewDue > addDays(today, MAX_DEADLINE_DAYS))
      throw invalid('reviewDue', 'The review due date must be within a year');
    await tx
      .update(invitations)
      .set({ reviewDue, updatedAt: new Date() })
      .where(and(eq(invitations.id, inviteId), inArray(invitations.status, ['pending', 'accepted'])));
    await recordEvent(tx, {
      submissionId: id,
      actor: editor,
      actorRole: 'editor',
      action: 'extend_review_due',
      editorNote: `${invite.reviewerEmail}: ${invite.reviewDue ?? 'no date'} → ${reviewDue}`,
    });
    return { inviteId, reviewDue };
  });
}

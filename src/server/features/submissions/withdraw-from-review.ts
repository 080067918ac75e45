/**
 * The editor's way out of review (decision 0036; `POST /api/submissions/{id}/withdraw-from-review {reason}`).
 */
import { withdrawnMail } from './mails';
import { authorOf } from './use-case-support';
import type { SubmissionCall } from './workflow-deps';
import { transition, type SubmissionRow } from './workflow';

/**
 * Submitted, under review, revision requested or resubmitted → withdrawn, by an editor, at any
 * stage before acceptance. The reason goes to the author (history and mail); open invitations
 * close at once and their reviewers are told.
 * @returns the submission as it now is (withdrawn)
 * @throws AppError NOT_FOUND (not an editor of its journal); CONFLICT (409, `currentStatus`) once
 *   accepted, or after a decision ended it
 */
export async function withdrawFromReview({
  user,
  submissionId,
  input,
  ...deps
}: SubmissionCall & { input: { reason: string } }): Promise<SubmissionRow> {
  return deps.db.transaction(async (tx) => {
    const { after } = await transition(tx, {
      submissionId,
      action: 'withdraw_from_review',
      user,
      note: input.reason,
    });
    await deps.closeInvitations(tx, deps.mailer, { submission: after, reason: 'withdrawn', actor: user });
    const author = await authorOf(tx, after);
    await deps.mailer.enqueue(
      tx,
      withdrawnMail({
        publicUrl: deps.publicUrl,
        to: author.email,
        name: author.name,
        submissionId,
        title: after.title,
        reason: input.reason,
      }),
    );
    return after;
  });
}

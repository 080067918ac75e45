/**
 * Desk review (decision 0009; seed 001 §7 `POST /api/submissions/{id}/desk {action}`).
 */
import type { DeskAction } from '../../../shared/domain/submission-workflow';
import { decisionMail } from './mails';
import { requireSimilarityCheck } from './similarity';
import { authorOf } from './use-case-support';
import type { SubmissionCall } from './workflow-deps';
import { transition, type SubmissionRow } from './workflow';
import { noticeSentToReview } from './workflow-notices';

/**
 * `input.action` send_to_review (from a new or a revised submission; a revision starts the next
 * review round; the author is told) or reject (a new submission only; the author gets the
 * decision mail with `input.note` as the reason). Sending to review needs a recorded similarity
 * check, and `confirmSimilarity: true` when it is over the policy (decision 0045; similarity.ts).
 * @returns the submission as it now is
 * @throws AppError NOT_FOUND (not an editor of its journal); CONFLICT (409) for the status, a
 *   missing check or a missing confirmation
 */
export async function deskReview({
  user,
  submissionId,
  input,
  ...deps
}: SubmissionCall & {
  input: { action: DeskAction; note?: string; confirmSimilarity?: boolean };
}): Promise<SubmissionRow> {
  return deps.db.transaction(async (tx) => {
    if (input.action === 'send_to_review') {
      const { after } = await transition(tx, {
        submissionId,
        action: 'desk_send_to_review',
        user,
        note: input.note,
        // The plagiarism check comes before review (seed 001 §4; similarity.ts).
        check: () => requireSimilarityCheck(tx, submissionId, input.confirmSimilarity === true),
        set: (row) => (row.status === 'resubmitted' ? { round: row.round + 1 } : {}),
      });
      await noticeSentToReview(tx, deps, after);
      return after;
    }
    const { after } = await transition(tx, {
      submissionId,
      action: 'desk_reject',
      user,
      note: input.note,
      set: () => ({ decision: 'reject' }),
    });
    const author = await authorOf(tx, after);
    await deps.mailer.enqueue(
      tx,
      decisionMail({
        publicUrl: deps.publicUrl,
        to: author.email,
        name: author.name,
        submissionId,
        title: after.title,
        decision: 'reject',
        status: after.status,
        reason: input.note,
      }),
    );
    return after;
  });
}

/**
 * The author's withdrawal (decision 0009; seed 001 §4 "Policy rules", §7 `POST /api/submissions/{id}/withdraw`).
 */
import type { SubmissionCall } from './workflow-deps';
import { transition, type SubmissionRow } from './workflow';
import { noticeAuthorWithdrew } from './workflow-notices';

/**
 * Withdraws the author's submission before peer review; the editors are told unless it was a
 * draft (decision 0054).
 * @returns the submission as it now is (withdrawn)
 * @throws AppError NOT_FOUND (not the caller's); CONFLICT (409, `currentStatus`) unless a draft or submitted
 */
export async function withdraw({ user, submissionId, ...deps }: SubmissionCall): Promise<SubmissionRow> {
  return deps.db.transaction(async (tx) => {
    const { before, after } = await transition(tx, { submissionId, action: 'withdraw', user });
    await noticeAuthorWithdrew(tx, deps, before);
    return after;
  });
}

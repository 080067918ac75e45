/**
 * The author approves the proof (decision 0009; seed 001 §7 `POST /api/submissions/{id}/proof/approve`).
 */
import { noticeProofApproved, transition, type SubmissionCall, type SubmissionRow } from '../submissions';

/**
 * proof uploaded → proof approved, by the submission's author; the author gets an
 * acknowledgement and the editors a notice (decision 0054).
 * @returns the submission as it now is
 * @throws AppError NOT_FOUND (not the caller's); CONFLICT (409, `currentStatus`) unless a proof awaits approval
 */
export async function approveProof({ user, submissionId, ...deps }: SubmissionCall): Promise<SubmissionRow> {
  return deps.db.transaction(async (tx) => {
    const { after } = await transition(tx, { submissionId, action: 'approve_proof', user });
    await noticeProofApproved(tx, deps, after);
    return after;
  });
}

/**
 * The author's proof corrections (decision 0036; `POST /api/submissions/{id}/proof/corrections {comments}`).
 */
import { and, desc, eq } from 'drizzle-orm';
import { submissionFiles } from '../../db/schema';
import { noticeProofCorrections, transition, type SubmissionCall, type SubmissionRow } from '../submissions';

/**
 * The author asks for corrections to the proof; proof uploaded → in production, for a new
 * proof. The comments go in the history (seen by author and editors) and are mailed to the
 * handling editor, else the editor who uploaded the proof, else the journal's
 * editors-in-chief, else the editors' address of record; the author gets an acknowledgement
 * (decision 0054).
 * @returns the submission as it now is
 * @throws AppError NOT_FOUND (not the caller's); CONFLICT (409, `currentStatus`) unless a proof awaits approval
 */
export async function requestProofCorrections({
  user,
  submissionId,
  input,
  ...deps
}: SubmissionCall & { input: { comments: string } }): Promise<SubmissionRow> {
  return deps.db.transaction(async (tx) => {
    const { after } = await transition(tx, {
      submissionId,
      action: 'request_proof_corrections',
      user,
      note: input.comments,
    });
    const [proofBy] = await tx
      .select({ id: submissionFiles.uploadedBy })
      .from(submissionFiles)
      .where(and(eq(submissionFiles.submissionId, submissionId), eq(submissionFiles.kind, 'proof')))
      .orderBy(desc(submissionFiles.id))
      .limit(1);
    await noticeProofCorrections(tx, deps, after, { comments: input.comments, proofBy: proofBy?.id ?? null });
    return after;
  });
}

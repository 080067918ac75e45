/**
 * The editor's way out of review and the author's proof corrections (decision 0036): the editor
 * withdraws a submission from review at any stage before acceptance, with a reason (open
 * invitations close at once and their reviewers are told); the author asks for corrections to the
 * proof, which returns the submission to production for a new proof. Both go through `transition`
 * (workflow.ts).
 */
import { and, desc, eq } from 'drizzle-orm';
import { submissionFiles, users } from '../../db/schema';
import type { AuthUser } from '../../plugins/auth';
import { withdrawnMail } from './mails';
import type { WorkflowDeps } from './workflow-deps';
import { transition, type SubmissionRow } from './workflow';
import { noticeProofCorrections } from './workflow-notices';

/**
 * `POST /api/submissions/{id}/withdraw-from-review {reason}`: submitted, under review, revision
 * requested or resubmitted → withdrawn, by an editor. The reason goes to the author (history
 * and mail).
 * @throws AppError NOT_FOUND (not an editor); CONFLICT (409, `currentStatus`) once accepted,
 *   or after a decision ended it
 */
export async function withdrawFromReview(
  deps: WorkflowDeps,
  user: AuthUser,
  id: number,
  input: { reason: string },
): Promise<SubmissionRow> {
  return deps.db.transaction(async (tx) => {
    const { after } = await transition(tx, {
      submissionId: id,
      action: 'withdraw_from_review',
      user,
      note: input.reason,
    });
    await deps.closeInvitations?.(tx, deps.mailer, { submission: after, reason: 'withdrawn', actor: user });
    const [author] = await tx
      .select({ name: users.name, email: users.email })
      .from(users)
      .where(eq(users.id, after.authorId));
    await deps.mailer.enqueue(
      tx,
      withdrawnMail({
        publicUrl: deps.publicUrl,
        to: author.email,
        name: author.name,
        submissionId: id,
        title: after.title,
        reason: input.reason,
      }),
    );
    return after;
  });
}

/**
 * `POST /api/submissions/{id}/proof/corrections {comments}`: the author asks for corrections to
 * the proof; proof uploaded → in production, the comments in the history (seen by author and
 * editors) and mailed to the handling editor, else the editor who uploaded the proof, else the
 * journal's editors-in-chief, else the editors' address of record; the author gets an
 * acknowledgement (decision 0054).
 * @throws AppError NOT_FOUND (not the author's); CONFLICT (409, `currentStatus`) unless a proof awaits approval
 */
export async function requestProofCorrections(
  deps: WorkflowDeps,
  user: AuthUser,
  id: number,
  input: { comments: string },
): Promise<SubmissionRow> {
  return deps.db.transaction(async (tx) => {
    const { after } = await transition(tx, {
      submissionId: id,
      action: 'request_proof_corrections',
      user,
      note: input.comments,
    });
    const [proofBy] = await tx
      .select({ id: submissionFiles.uploadedBy })
      .from(submissionFiles)
      .where(and(eq(submissionFiles.submissionId, id), eq(submissionFiles.kind, 'proof')))
      .orderBy(desc(submissionFiles.id))
      .limit(1);
    await noticeProofCorrections(tx, deps, after, { comments: input.comments, proofBy: proofBy?.id ?? null });
    return after;
  });
}

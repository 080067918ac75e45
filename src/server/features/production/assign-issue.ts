/**
 * Assigning a manuscript in production to an issue (docs/decisions/0032-issue-publishing.md;
 * `PUT /api/submissions/{id}/issue {issueId}`).
 */
import { eq } from 'drizzle-orm';
import type { IssueAssignment } from '../../../shared/api/issue-management';
import { submissions } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { assignPublicationIssue, type SubmissionCall } from '../submissions';
import { assignmentAnswer, checkIssueAccess, issueOptions } from './issue-assignment';

/**
 * Assigns submission `submissionId` to `issueId`, the current or a future issue of its journal,
 * or null (continuous publication), under the submission's row lock. Another issue lifts a hold
 * for a future one; the same issue keeps it.
 * @returns the assignment as it now is, with the issues to choose from
 * @throws AppError NOT_FOUND (no such submission, or not an editor of its journal); CONFLICT
 *   (409, `currentStatus`) outside production, proof uploaded and proof approved;
 *   VALIDATION_FAILED (400, `issueId`) for an issue that is not a current or future issue of the journal
 */
export async function assignIssue({
  db,
  user,
  submissionId,
  issueId,
}: Pick<SubmissionCall, 'db' | 'user' | 'submissionId'> & { issueId: number | null }): Promise<IssueAssignment> {
  return db.transaction(async (tx) => {
    const [found] = await tx.select().from(submissions).where(eq(submissions.id, submissionId)).for('update');
    const row = await checkIssueAccess(tx, found, user, true);
    const choices = await issueOptions(tx, row.journalId);
    if (issueId !== null && !choices.some((c) => c.id === issueId)) {
      const message = 'Choose the current issue or a future issue of this journal';
      throw new AppError('VALIDATION_FAILED', message, { errors: [{ path: 'issueId', message }] });
    }
    const scheduledAt = issueId === row.issueId ? row.scheduledAt : null;
    const updated = await assignPublicationIssue(tx, { submissionId, issueId, scheduledAt });
    return assignmentAnswer(updated, choices);
  });
}

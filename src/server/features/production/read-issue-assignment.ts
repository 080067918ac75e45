/**
 * The issue a manuscript in production is assigned to (docs/decisions/0032-issue-publishing.md;
 * `GET /api/submissions/{id}/issue`).
 */
import { eq } from 'drizzle-orm';
import type { IssueAssignment } from '../../../shared/api/issue-management';
import { submissions } from '../../db/schema';
import type { SubmissionCall } from '../submissions';
import { assignmentAnswer, checkIssueAccess, issueOptions } from './issue-assignment';

/**
 * Submission `submissionId`'s issue (`issueId` null: continuous publication), its hold for a
 * future issue (`scheduledAt`, ISO time or null), and its journal's current and future issues.
 * @throws AppError NOT_FOUND (no such submission, or not an editor of its journal)
 */
export async function readIssueAssignment({
  db,
  user,
  submissionId,
}: Pick<SubmissionCall, 'db' | 'user' | 'submissionId'>): Promise<IssueAssignment> {
  const [found] = await db.select().from(submissions).where(eq(submissions.id, submissionId));
  const row = await checkIssueAccess(db, found, user, false);
  return assignmentAnswer(row, await issueOptions(db, row.journalId));
}

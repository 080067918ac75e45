/**
 * The issue of a manuscript in production (docs/decisions/0032-issue-publishing.md):
 * the editor assigns it to the journal's current issue or to a future one, or leaves it
 * unassigned for continuous publication into whatever issue is current when it is published.
 * Editors of its journal only (others 404, as for the submission; the submission policy's `assign_issue`); while in
 * production, with a proof, or with an approved proof (also when it is held for a future
 * issue: changing the issue lifts the hold).
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { IssueAssignment } from '../../../shared/api/issue-management';
import type { SubmissionStatus } from '../../../shared/domain/submission-workflow';
import type { DbOrTx } from '../../db/client';
import { journalIssues } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { AuthUser } from '../../plugins/auth';
import { authorizeSubmission, SUBMISSION_NOT_FOUND, wrongStatus, type SubmissionRow } from '../submissions';

const ASSIGNABLE: readonly SubmissionStatus[] = ['in_production', 'proof_uploaded', 'proof_approved'];

/**
 * `row` when `user` edits its journal and, with `write`, its status allows an assignment.
 * @throws AppError NOT_FOUND (no row, or not an editor of its journal); CONFLICT (409, `currentStatus`)
 */
export async function checkIssueAccess(
  db: DbOrTx,
  row: SubmissionRow | undefined,
  user: AuthUser,
  write: boolean,
): Promise<SubmissionRow> {
  await authorizeSubmission(db, user, 'assign_issue', row);
  if (!row) throw new AppError('NOT_FOUND', SUBMISSION_NOT_FOUND);
  if (write && !ASSIGNABLE.includes(row.status)) throw wrongStatus(row.status, 'assigned to an issue');
  return row;
}

/** The journal's current issue and its future issues, newest first. */
export async function issueOptions(db: DbOrTx, journalId: number): Promise<IssueAssignment['options']> {
  return db
    .select({
      id: journalIssues.id,
      volume: journalIssues.volume,
      number: journalIssues.number,
      title: journalIssues.title,
      status: journalIssues.status,
      year: journalIssues.year,
    })
    .from(journalIssues)
    .where(and(eq(journalIssues.journalId, journalId), inArray(journalIssues.status, ['current', 'future'])))
    .orderBy(journalIssues.status, journalIssues.volume, journalIssues.number) as Promise<IssueAssignment['options']>;
}

/** The answer of the issue calls: the assignment, its hold, and the issues to choose from. */
export function assignmentAnswer(row: SubmissionRow, choices: IssueAssignment['options']): IssueAssignment {
  return { issueId: row.issueId, scheduledAt: row.scheduledAt?.toISOString() ?? null, options: choices };
}

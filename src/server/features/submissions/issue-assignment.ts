/**
 * The issue of a manuscript in production (docs/decisions/0032-issue-publishing.md):
 * the editor assigns it to the journal's current issue or to a future one, or leaves it
 * unassigned for continuous publication into whatever issue is current when it is published.
 * Editors of its journal only (others 404, as for the submission; scope.ts); while in
 * production, with a proof, or with an approved proof (also when it is held for a future
 * issue: changing the issue lifts the hold).
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { IssueAssignment } from '../../../shared/api/issue-management';
import type { SubmissionStatus } from '../../../shared/domain/submission-workflow';
import { journalIssues, submissions } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { AuthUser } from '../../plugins/auth';
import type { WorkflowDeps } from './workflow-deps';
import { editsJournal } from './scope';
import { SUBMISSION_NOT_FOUND, wrongStatus, type SubmissionRow } from './workflow';
import type { DbOrTx } from '../../db/client';

const ASSIGNABLE: readonly SubmissionStatus[] = ['in_production', 'proof_uploaded', 'proof_approved'];

async function check(
  db: DbOrTx,
  row: SubmissionRow | undefined,
  user: AuthUser,
  write: boolean,
): Promise<SubmissionRow> {
  if (!row || !(await editsJournal(db, user, row.journalId))) throw new AppError('NOT_FOUND', SUBMISSION_NOT_FOUND);
  if (write && !ASSIGNABLE.includes(row.status)) throw wrongStatus(row.status, 'assigned to an issue');
  return row;
}

/** The journal's current issue and its future issues, newest first. */
async function options(db: DbOrTx, journalId: number): Promise<IssueAssignment['options']> {
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

function answer(row: SubmissionRow, choices: IssueAssignment['options']): IssueAssignment {
  return { issueId: row.issueId, scheduledAt: row.scheduledAt?.toISOString() ?? null, options: choices };
}

/** `GET /api/submissions/{id}/issue`: the assignment and the issues to choose from. @throws NOT_FOUND */
export async function readIssueAssignment(deps: WorkflowDeps, user: AuthUser, id: number): Promise<IssueAssignment> {
  const [found] = await deps.db.select().from(submissions).where(eq(submissions.id, id));
  const row = await check(deps.db, found, user, false);
  return answer(row, await options(deps.db, row.journalId));
}

/**
 * `PUT /api/submissions/{id}/issue` `{issueId}`: assigns the current or a future issue of the
 * submission's journal, or null (continuous publication). Lifts a hold for another issue.
 * @throws AppError NOT_FOUND, CONFLICT (status), VALIDATION_FAILED (issueId not a current or
 *   future issue of the journal)
 */
export async function assignIssue(
  deps: WorkflowDeps,
  user: AuthUser,
  id: number,
  issueId: number | null,
): Promise<IssueAssignment> {
  return deps.db.transaction(async (tx) => {
    const [found] = await tx.select().from(submissions).where(eq(submissions.id, id)).for('update');
    const row = await check(tx, found, user, true);
    const choices = await options(tx, row.journalId);
    if (issueId !== null && !choices.some((c) => c.id === issueId)) {
      const message = 'Choose the current issue or a future issue of this journal';
      throw new AppError('VALIDATION_FAILED', message, { errors: [{ path: 'issueId', message }] });
    }
    const scheduledAt = issueId === row.issueId ? row.scheduledAt : null;
    const [updated] = await tx
      .update(submissions)
      .set({ issueId, scheduledAt, updatedAt: new Date() })
      .where(eq(submissions.id, id))
      .returning();
    return answer(updated, choices);
  });
}

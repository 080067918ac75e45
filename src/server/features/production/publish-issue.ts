/**
 * Publishing an issue (docs/decisions/0032-issue-publishing.md):
 * `POST /api/admin/journals/{abbreviation}/issues/{id}/publish`. The future issue becomes the
 * journal's current one (the old current goes back), dated today, and every manuscript held for
 * it (published by the editor while the issue was future: `scheduled_at` set, status still
 * proof_approved) is published into it with that same publication date, all in one transaction:
 * either the issue and all its articles appear, or nothing changes.
 */
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { IssuePublication } from '../../../shared/api/issue-management';
import { submissions } from '../../db/schema';
import type { WrittenFile } from '../../lib/storage';
import type { AuthUser } from '../../plugins/auth';
import { auditIssue, findIssue, makeIssueCurrent } from '../journals';
import type { WorkflowDeps } from '../submissions';
import { publishInTransaction } from './publication';

/**
 * Publishes future issue `issueId` of journal `journalId` (already checked to be one the caller
 * manages, decision 0059) with its scheduled manuscripts, in order of scheduling. Files written
 * before a failure are removed.
 * @returns the issue as it now is, and each published submission with its article
 * @throws AppError NOT_FOUND (issue), CONFLICT (the issue is not future; a held manuscript can no
 *   longer be published)
 */
export async function publishIssue(
  call: WorkflowDeps & { user: AuthUser; journalId: number; issueId: number },
): Promise<IssuePublication> {
  const { journalId, issueId, ...deps } = call;
  const { user } = deps;
  const written: WrittenFile[] = [];
  const date = new Date();
  try {
    const result = await deps.db.transaction(async (tx) => {
      await makeIssueCurrent(tx, journalId, issueId, date.toISOString().slice(0, 10));
      const issue = await findIssue(tx, journalId, issueId);
      const held = await tx
        .select({ id: submissions.id })
        .from(submissions)
        .where(and(eq(submissions.issueId, issueId), isNotNull(submissions.scheduledAt)))
        .orderBy(asc(submissions.scheduledAt), asc(submissions.id));
      const target = { id: issue.id, volume: issue.volume, number: issue.number, status: 'current' as const };
      const articles: IssuePublication['articles'] = [];
      for (const { id } of held) {
        const { articleId } = await publishInTransaction({
          ...deps,
          tx,
          submissionId: id,
          options: { date, issue: target },
          written,
        });
        articles.push({ submissionId: id, articleId });
      }
      const published = await findIssue(tx, journalId, issueId);
      await auditIssue(tx, user.id, 'publish', published, journalId);
      return { issue: published, articles };
    });
    return result;
  } catch (err) {
    for (const file of written) await deps.storage.remove(file.key);
    throw err;
  }
}

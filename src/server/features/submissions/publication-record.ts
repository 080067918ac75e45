/**
 * The submission's columns of publication (docs/decisions/0032-issue-publishing.md): the issue
 * it is assigned to in production (`issue_id`, null: continuous publication), its hold for a
 * future issue (`scheduled_at`) and the article it became (`article_id`). The submissions
 * feature owns the table; production sets them through these use cases, in its own
 * transaction (docs/decisions/0065-production-feature.md).
 */
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { submissions } from '../../db/schema';
import type { SubmissionRow } from './workflow';

/**
 * Assigns submission `submissionId` to issue `issueId` (null: continuous publication) with its
 * hold `scheduledAt` (null: none), and marks it changed now. The caller has locked the row and
 * checked the issue.
 * @returns the row as it now is
 */
export async function assignPublicationIssue(
  tx: DbOrTx,
  options: { submissionId: number; issueId: number | null; scheduledAt: Date | null },
): Promise<SubmissionRow> {
  const [updated] = await tx
    .update(submissions)
    .set({ issueId: options.issueId, scheduledAt: options.scheduledAt, updatedAt: new Date() })
    .where(eq(submissions.id, options.submissionId))
    .returning();
  return updated;
}

/** Holds submission `submissionId` for its future issue from now (`scheduled_at`); its status is unchanged. */
export async function holdForIssue(tx: DbOrTx, options: { submissionId: number }): Promise<void> {
  await tx.update(submissions).set({ scheduledAt: new Date() }).where(eq(submissions.id, options.submissionId));
}

/** Records that submission `submissionId` became article `articleId`, and lifts its hold. */
export async function recordPublishedArticle(
  tx: DbOrTx,
  options: { submissionId: number; articleId: number },
): Promise<void> {
  await tx
    .update(submissions)
    .set({ articleId: options.articleId, scheduledAt: null })
    .where(eq(submissions.id, options.submissionId));
}

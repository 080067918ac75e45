/**
 * Publishing one article (decision 0009; seed 001 §7 `POST /api/submissions/{id}/publish` →
 * `{articleId, pdfUrl}`; docs/decisions/0032-issue-publishing.md for the hold).
 */
import { eq } from 'drizzle-orm';
import { submissions } from '../../db/schema';
import type { WrittenFile } from '../../lib/storage';
import { publicationIssue } from '../journals';
import { holdForIssue, type SubmissionCall } from '../submissions';
import { publishInTransaction } from './publication';

/** Result of publishing: the article, or the future issue the manuscript is held for (decision 0032). */
export type PublishResult =
  { articleId: number; pdfUrl: string } | { scheduled: true; issue: { id: number; volume: string; number: string } };

/**
 * Publishes submission `submissionId`, whose proof the author approved, into the issue assigned
 * in production (else the journal's current issue). When the assigned issue is a future one,
 * nothing is published yet: the submission keeps status proof_approved and is recorded as
 * scheduled (`scheduled_at`) until the issue is published (publish-issue.ts). Files written
 * before a failure are removed.
 * @returns the article id and its public PDF URL, or the issue it is scheduled for
 * @throws AppError CONFLICT (409, `currentStatus`) unless the proof is approved; NOT_FOUND for
 *   non-editors of its journal
 */
export async function publishArticle(call: SubmissionCall): Promise<PublishResult> {
  const { db, storage, submissionId } = call;
  const written: WrittenFile[] = [];
  try {
    const published = await db.transaction(async (tx) => {
      const [row] = await tx.select().from(submissions).where(eq(submissions.id, submissionId)).for('update');
      if (row && row.status === 'proof_approved') {
        const issue = await publicationIssue(tx, row.journalId, row.issueId);
        if (issue.status === 'future' && issue.id !== null) {
          await holdForIssue(tx, { submissionId });
          return { scheduled: true as const, issue: { id: issue.id, volume: issue.volume, number: issue.number } };
        }
      }
      return publishInTransaction({ ...call, tx, options: { date: new Date(), issue: null }, written });
    });
    return published;
  } catch (err) {
    for (const file of written) await storage.remove(file.key);
    throw err;
  }
}

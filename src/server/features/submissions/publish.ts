/**
 * Publishing (decision 0009; seed 001 §7 `POST /api/submissions/{id}/publish` → `{articleId,
 * pdfUrl}`): the approved proof becomes the article's PDF (copied to a public file), the
 * article joins its journal's current volume and issue with the contributors, keywords and
 * licence of its production metadata (decision 0028), and its source file is the JATS generated
 * from that metadata and the accepted Word manuscript (publish-source.ts), so its page shows
 * full text and references as an imported article's does. It at once appears on the public
 * site and in search (the search vector is a generated column). The author is told by mail.
 */
import { and, desc, eq } from 'drizzle-orm';
import { journals, submissionEvents, submissionFiles, submissions, users } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { WrittenFile } from '../../lib/storage';
import type { AuthUser } from '../../plugins/auth';
import { insertArticle, updateArticle, type ArticleValues } from '../articles';
import { publicationIssue, type PublicationIssue } from '../journals';
import { publishedMail } from './mails';
import { publicationParts, storeArticleJats } from './publish-source';
import type { WorkflowDeps } from './workflow-deps';
import { transition } from './workflow';
import type { DbOrTx } from '../../db/client';

const isoDate = (d: Date | null | undefined) => (d ? d.toISOString().slice(0, 10) : null);

/** Result of publishing: the article, or the future issue the manuscript is held for (decision 0032). */
export type PublishResult =
  { articleId: number; pdfUrl: string } | { scheduled: true; issue: { id: number; volume: string; number: string } };

/**
 * Publishes a submission whose proof the author approved, into the issue assigned in production
 * (else the journal's current issue). When the assigned issue is a future one, nothing is
 * published yet: the submission keeps status proof_approved and is recorded as scheduled
 * (`scheduled_at`) until the issue is published (publish-issue.ts).
 * @returns the article id and its public PDF URL, or the issue it is scheduled for
 * @throws AppError CONFLICT unless the proof is approved; NOT_FOUND for non-editors
 */
export async function publishSubmission(deps: WorkflowDeps, user: AuthUser, id: number): Promise<PublishResult> {
  const written: WrittenFile[] = [];
  try {
    const published = await deps.db.transaction(async (tx) => {
      const [row] = await tx.select().from(submissions).where(eq(submissions.id, id)).for('update');
      if (row && row.status === 'proof_approved') {
        const issue = await publicationIssue(tx, row.journalId, row.issueId);
        if (issue.status === 'future' && issue.id !== null) {
          await tx.update(submissions).set({ scheduledAt: new Date() }).where(eq(submissions.id, id));
          return { scheduled: true as const, issue: { id: issue.id, volume: issue.volume, number: issue.number } };
        }
      }
      return publishInTransaction(tx, deps, user, id, { date: new Date(), issue: null }, written);
    });
    return published;
  } catch (err) {
    for (const file of written) await deps.storage.remove(file.key);
    throw err;
  }
}

/** When and where to publish: the publication date, and the issue (null: the one assigned, else current). */
export interface PublishOptions {
  date: Date;
  issue: PublicationIssue | null;
}

/**
 * Publishes submission `id` within `tx`: the transition to published, the article filed under
 * `options.issue` (or the issue assigned in production, else the journal's current issue), its
 * JATS, DOI and the author's mail. Files written are pushed to `written` for the caller to remove
 * if the transaction fails.
 * @throws AppError CONFLICT unless the proof is approved; NOT_FOUND for non-editors
 */
export async function publishInTransaction(
  tx: DbOrTx,
  deps: WorkflowDeps,
  user: AuthUser,
  id: number,
  options: PublishOptions,
  written: WrittenFile[],
): Promise<{ articleId: number; pdfUrl: string }> {
  const { after } = await transition(tx, { submissionId: id, action: 'publish', user });
  const [proof] = await tx
    .select()
    .from(submissionFiles)
    .where(and(eq(submissionFiles.submissionId, id), eq(submissionFiles.kind, 'proof')))
    .orderBy(desc(submissionFiles.id))
    .limit(1);
  if (!proof) throw new AppError('CONFLICT', 'There is no proof to publish.', { currentStatus: after.status });
  const copy = await deps.storage.copy(proof.fileKey);
  written.push(copy);
  const galley = await deps.files.recordInTransaction(tx, copy, {
    originalFilename: `article-${id}.pdf`,
    contentType: 'application/pdf',
    visibility: 'public',
  });
  const [journal] = await tx.select().from(journals).where(eq(journals.id, after.journalId));
  const issue = options.issue ?? (await publicationIssue(tx, after.journalId, after.issueId));
  const [author] = await tx
    .select({ name: users.name, email: users.email })
    .from(users)
    .where(eq(users.id, after.authorId));
  const [accepted] = await tx
    .select({ at: submissionEvents.createdAt })
    .from(submissionEvents)
    .where(and(eq(submissionEvents.submissionId, id), eq(submissionEvents.action, 'decide_accept')))
    .orderBy(desc(submissionEvents.id))
    .limit(1);
  const parts = await publicationParts(tx, deps, after);
  const year = options.date.getUTCFullYear();
  const doi = (await deps.doiRegistration?.assignDoi(tx, journal, year)) ?? null;
  const values: ArticleValues = {
    journalId: after.journalId,
    doi,
    title: after.title,
    abstract: after.abstract || null,
    ...parts.values,
    articleType: after.articleType,
    volume: issue.volume,
    issue: issue.number,
    publishedDate: isoDate(options.date),
    receivedDate: isoDate(after.submittedAt),
    acceptedDate: isoDate(accepted?.at),
    copyright: `© ${year} The Authors`,
    pdfFileKey: galley.key,
    sourceFormat: 'workflow',
  };
  const article = await insertArticle(tx, values);
  const sourceFileKey = await storeArticleJats(
    tx,
    deps,
    article.id,
    {
      doi,
      title: after.title,
      abstract: values.abstract ?? null,
      articleType: after.articleType,
      journal,
      volume: values.volume ?? null,
      issue: values.issue ?? null,
      publishedDate: values.publishedDate!,
      receivedDate: values.receivedDate ?? null,
      acceptedDate: values.acceptedDate ?? null,
      copyright: values.copyright ?? null,
      metadata: parts.metadata,
      bodyHtml: parts.bodyHtml,
    },
    written,
  );
  await updateArticle(tx, article.id, { ...values, sourceFileKey });
  await deps.doiRegistration?.articlePublished(tx, { id: article.id, doi });
  await tx.update(submissions).set({ articleId: article.id, scheduledAt: null }).where(eq(submissions.id, id));
  await deps.mailer.enqueue(
    tx,
    publishedMail({
      publicUrl: deps.publicUrl,
      to: author.email,
      name: author.name,
      submissionId: id,
      title: after.title,
      articleId: article.id,
    }),
  );
  return { articleId: article.id, pdfUrl: `/api/files/${galley.key}` };
}

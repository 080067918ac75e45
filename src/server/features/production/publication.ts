/**
 * The publication step (decision 0009; seed 001 §7 `POST /api/submissions/{id}/publish` →
 * `{articleId, pdfUrl}`), shared by publishing one article (publish-article.ts) and publishing an
 * issue (publish-issue.ts): the approved proof becomes the article's PDF (copied to a public file), the
 * article joins its journal's current volume and issue with the contributors, keywords and
 * licence of its production metadata (decision 0028), and its source file is the JATS generated
 * from that metadata and the accepted Word manuscript (publish-source.ts), so its page shows
 * full text and references as an imported article's does. It at once appears on the public
 * site and in search (the search vector is a generated column). The author is told by mail.
 */
import { and, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { journals, submissionEvents, submissionFiles, users } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { WrittenFile } from '../../lib/storage';
import { insertArticle, updateArticle, type ArticleValues } from '../articles';
import { publicationIssue, type PublicationIssue } from '../journals';
import { recordPublishedArticle, transition, type SubmissionCall } from '../submissions';
import { publishedMail } from './mails';
import { publicationParts, storeArticleJats } from './publish-source';

const isoDate = (d: Date | null | undefined) => (d ? d.toISOString().slice(0, 10) : null);

/** When and where to publish: the publication date, and the issue (null: the one assigned, else current). */
export interface PublishOptions {
  date: Date;
  issue: PublicationIssue | null;
}

/**
 * Publishes submission `submissionId` within `tx`: the transition to published, the article
 * filed under `options.issue` (or the issue assigned in production, else the journal's current
 * issue), its JATS, DOI and the author's mail. Files written are pushed to `written` for the
 * caller to remove if the transaction fails.
 * @returns the article's id and its public PDF URL (`/api/files/{key}`)
 * @throws AppError CONFLICT (409, `currentStatus`) unless the proof is approved, or without a
 *   proof; NOT_FOUND for non-editors of its journal
 */
export async function publishInTransaction({
  tx,
  user,
  submissionId: id,
  options,
  written,
  ...deps
}: SubmissionCall & {
  tx: DbOrTx;
  options: PublishOptions;
  written: WrittenFile[];
}): Promise<{ articleId: number; pdfUrl: string }> {
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
  const doi = await deps.doiRegistration.assignDoi(tx, journal, year);
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
    publishedDatePrecision: 'day',
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
  await deps.doiRegistration.articlePublished(tx, { id: article.id, doi });
  // The work on each connected author's ORCID record (decision 0088), queued with the publication.
  await deps.orcidCredit.articleChanged(tx, article.id);
  await recordPublishedArticle(tx, { submissionId: id, articleId: article.id });
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

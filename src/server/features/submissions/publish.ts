/**
 * Publishing (issue 7; seed 001 §7 `POST /api/submissions/{id}/publish` → `{articleId,
 * pdfUrl}`): the approved proof becomes the article's PDF (copied to a public file), the
 * article joins its journal's current volume and issue with the contributors, keywords and
 * licence of its production metadata (issue 16), and its source file is the JATS generated
 * from that metadata and the accepted Word manuscript (publish-source.ts), so its page shows
 * full text and references as an imported article's does. It at once appears on the public
 * site and in search (the search vector is a generated column). The author is told by mail.
 */
import { and, desc, eq } from 'drizzle-orm';
import { journals, submissionEvents, submissionFiles, submissions, users } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { WrittenFile } from '../../lib/storage';
import type { AuthUser } from '../../plugins/auth';
import { clearSearchCache, insertArticle, updateArticle, type ArticleValues } from '../articles';
import { publishedMail } from './mails';
import { publicationParts, storeArticleJats } from './publish-source';
import type { WorkflowDeps } from './service';
import { transition } from './workflow';

const isoDate = (d: Date | null | undefined) => (d ? d.toISOString().slice(0, 10) : null);

/**
 * Publishes a submission whose proof the author approved.
 * @returns the article id and its public PDF URL
 * @throws AppError CONFLICT unless the proof is approved; NOT_FOUND for non-editors
 */
export async function publishSubmission(
  deps: WorkflowDeps,
  user: AuthUser,
  id: number,
): Promise<{ articleId: number; pdfUrl: string }> {
  let copy: WrittenFile | undefined;
  const written: WrittenFile[] = [];
  try {
    const published = await deps.db.transaction(async (tx) => {
      const { after } = await transition(tx, { submissionId: id, action: 'publish', user });
      const [proof] = await tx
        .select()
        .from(submissionFiles)
        .where(and(eq(submissionFiles.submissionId, id), eq(submissionFiles.kind, 'proof')))
        .orderBy(desc(submissionFiles.id))
        .limit(1);
      if (!proof) throw new AppError('CONFLICT', 'There is no proof to publish.', { currentStatus: after.status });
      copy = await deps.storage.writeFromPath(deps.storage.pathOf(proof.fileKey));
      const galley = await deps.files.recordInTransaction(tx, copy, {
        originalFilename: `article-${id}.pdf`,
        contentType: 'application/pdf',
        visibility: 'public',
      });
      const [journal] = await tx.select().from(journals).where(eq(journals.id, after.journalId));
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
      const doi = (await deps.doiRegistration?.assignDoi(tx, journal, new Date().getUTCFullYear())) ?? null;
      const values: ArticleValues = {
        journalId: after.journalId,
        doi,
        title: after.title,
        abstract: after.abstract || null,
        ...parts.values,
        articleType: after.articleType,
        volume: String(journal.currentVolume),
        issue: String(journal.currentIssue),
        publishedDate: isoDate(new Date()),
        receivedDate: isoDate(after.submittedAt),
        acceptedDate: isoDate(accepted?.at),
        copyright: `© ${new Date().getUTCFullYear()} The Authors`,
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
      await tx.update(submissions).set({ articleId: article.id }).where(eq(submissions.id, id));
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
    });
    // The article is committed: searches from now on must find it (articles/search-cache.ts).
    clearSearchCache();
    return published;
  } catch (err) {
    if (copy) await deps.storage.remove(copy.key);
    for (const file of written) await deps.storage.remove(file.key);
    throw err;
  }
}

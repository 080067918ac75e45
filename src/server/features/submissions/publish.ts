/**
 * Publishing (issue 7; seed 001 §7 `POST /api/submissions/{id}/publish` → `{articleId,
 * pdfUrl}`): the approved proof becomes the article's PDF (copied to a public file), the
 * article joins its journal's current volume and issue under CC BY 4.0 with the author and
 * co-authors as contributors, and at once appears on the public site and in search (the
 * search vector is a generated column). The author is told by mail.
 */
import { and, desc, eq } from 'drizzle-orm';
import type { ContributorRecord } from '../../db/schema';
import { journals, submissionEvents, submissionFiles, submissions, users } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { WrittenFile } from '../../lib/storage';
import type { AuthUser } from '../../plugins/auth';
import { clearSearchCache, insertArticle } from '../articles';
import { publishedMail } from './mails';
import type { WorkflowDeps } from './service';
import { transition } from './workflow';

export const LICENSE = { name: 'CC BY 4.0', url: 'https://creativecommons.org/licenses/by/4.0/' } as const;

/** Co-authors as typed ("A. One; B. Two" or one per line) → names. */
export function coAuthorNames(text: string): string[] {
  return text
    .split(/[\n;]+/)
    .map((s) => s.trim())
    .filter(Boolean);
}

function contributor(name: string, corresponding: boolean): ContributorRecord {
  const parts = name.trim().split(/\s+/);
  const surname = parts.length > 1 ? parts.at(-1)! : null;
  return {
    name,
    givenNames: parts.length > 1 ? parts.slice(0, -1).join(' ') : null,
    surname,
    affiliations: [],
    orcid: null,
    corresponding,
  } as ContributorRecord;
}

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
      const doi = (await deps.doiRegistration?.assignDoi(tx, journal, new Date().getUTCFullYear())) ?? null;
      const contributors = [
        contributor(author.name, true),
        ...coAuthorNames(after.coAuthors).map((n) => contributor(n, false)),
      ];
      const article = await insertArticle(tx, {
        journalId: after.journalId,
        doi,
        title: after.title,
        abstract: after.abstract || null,
        contributors,
        authors: contributors.map((c) => c.name).join(', '),
        articleType: after.articleType,
        volume: String(journal.currentVolume),
        issue: String(journal.currentIssue),
        publishedDate: isoDate(new Date()),
        receivedDate: isoDate(after.submittedAt),
        acceptedDate: isoDate(accepted?.at),
        keywords: after.keywords,
        license: LICENSE.name,
        licenseUrl: LICENSE.url,
        copyright: `© ${new Date().getUTCFullYear()} The Authors`,
        pdfFileKey: galley.key,
        sourceFormat: 'workflow',
      });
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
    throw err;
  }
}

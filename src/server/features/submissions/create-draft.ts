/**
 * Creating a draft (decision 0009; seed 001 §7 `POST /api/submissions/draft`).
 */
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { DraftRequest } from '../../../shared/validation/submissions';
import type { DbOrTx } from '../../db/client';
import { journals, orcidAuthorizations, submissions } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { AuthUser } from '../../plugins/auth';
import type { WorkflowDeps } from './workflow-deps';
import { recordEvent, type SubmissionRow } from './workflow';

/**
 * The authors with the iD the submitting account connected through ORCID (a live grant in
 * orcid_authorizations linked to it; decision 0087) marked authenticated (decision 0093: the
 * wizard's "Connect your ORCID iD"). The mark is never taken from the request: an iD typed for
 * another author stays unmarked.
 */
async function markConnectedOrcid(tx: DbOrTx, accountId: number, authors: DraftRequest['authors']) {
  if (!authors.some((a) => a.orcid)) return authors;
  const [connected] = await tx
    .select({ orcid: orcidAuthorizations.orcid })
    .from(orcidAuthorizations)
    .where(and(eq(orcidAuthorizations.accountId, accountId), isNull(orcidAuthorizations.revokedAt)))
    .orderBy(desc(orcidAuthorizations.id))
    .limit(1);
  if (!connected) return authors;
  return authors.map((a) => (a.orcid === connected.orcid ? { ...a, orcidAuthenticated: true } : a));
}

/**
 * Creates a draft owned by `user` from `input` (title, abstract, journalId, articleType, keywords,
 * coAuthors, already validated by shared/validation/submissions.ts), with its history line.
 * @returns the new submission's row (status draft)
 * @throws AppError VALIDATION_FAILED (400, on `journalId`) when the journal does not exist, does
 *   not accept submissions or is retired
 */
export async function createDraft({
  db,
  user,
  input,
}: Pick<WorkflowDeps, 'db'> & { user: AuthUser; input: DraftRequest }): Promise<SubmissionRow> {
  const [journal] = await db
    .select({
      id: journals.id,
      title: journals.title,
      open: sql<boolean>`(${journals.acceptsSubmissions} and ${journals.retiredAt} is null)`,
    })
    .from(journals)
    .where(eq(journals.id, input.journalId));
  if (!journal) {
    throw new AppError('VALIDATION_FAILED', 'Select a journal', {
      errors: [{ path: 'journalId', message: 'Select a journal' }],
    });
  }
  if (!journal.open) {
    const message = `${journal.title} does not accept submissions`;
    throw new AppError('VALIDATION_FAILED', message, { errors: [{ path: 'journalId', message }] });
  }
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(submissions)
      .values({
        authorId: user.id,
        journalId: input.journalId,
        title: input.title,
        abstract: input.abstract,
        keywords: input.keywords,
        articleType: input.articleType,
        coAuthors: input.coAuthors,
        contributors: await markConnectedOrcid(tx, user.id, input.authors),
        funding: input.funding,
        dataAvailability: input.dataAvailability,
        conflictOfInterest: input.conflictOfInterest,
        ethicsStatement: input.ethics,
        language: input.language,
        translations: input.translations,
      })
      .returning();
    await recordEvent(tx, {
      submissionId: row.id,
      actor: user,
      actorRole: 'author',
      action: 'create_draft',
      to: 'draft',
    });
    return row;
  });
}

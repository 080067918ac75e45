/**
 * Production metadata (docs/decisions/0028-production-metadata-and-generated-jats.md):
 * the structured record an article is published from — authors in order with given and family
 * names, affiliations, ORCID iDs and the corresponding author, keywords, funding, licence,
 * conflict of interest and data availability statements, references. Until it is saved it is
 * prefilled from the submission (title and abstract stay the submission's).
 *
 * Who may read and change it: an editor while the submission is in production, has a proof
 * or an approved proof (read also once published), changing it until the author approves the
 * proof; the submission's author only while the proof awaits approval (they correct it with
 * the proof). Anyone else gets 404, as for the submission itself; a status outside these 409.
 */
import { and, desc, eq, isNull } from 'drizzle-orm';
import { plainAffiliation } from '../../../shared/api/contributors';
import type { ProductionMetadata, ProductionMetadataRecord } from '../../../shared/api/production';
import { DEFAULT_LICENCE } from '../../../shared/domain/licences';
import { findDoi } from '../../../shared/domain/reference-lines';
import type { SubmissionStatus } from '../../../shared/domain/submission-workflow';
import type { DbOrTx } from '../../db/client';
import { orcidAuthorizations, productionMetadata, submissions, users } from '../../db/schema';
import type { AuthUser } from '../../plugins/auth';
import { authorize, permits } from '../../lib/authorize';
import {
  submissionFacts,
  submissionPolicy,
  wrongStatus,
  type SubmissionFacts,
  type SubmissionRow,
} from '../submissions';

const EDITOR_READS: readonly SubmissionStatus[] = ['in_production', 'proof_uploaded', 'proof_approved', 'published'];
const EDITOR_WRITES: readonly SubmissionStatus[] = ['in_production', 'proof_uploaded'];
const AUTHOR_READS_AND_WRITES: readonly SubmissionStatus[] = ['proof_uploaded'];

/**
 * Whether `user` may read (or, with `write`, change) the production metadata and web proof of
 * `row`: the submission policy's `read_production` (an editor of its journal or its author;
 * `facts` from {@link productionFacts}), then the status; returns or throws.
 * @throws AppError NOT_FOUND (neither an editor nor the submission's author; or no row),
 *   CONFLICT (409 with `currentStatus`) when the status does not allow it
 */
export function checkProductionAccess(
  row: SubmissionRow | undefined,
  user: AuthUser,
  write: boolean,
  facts: SubmissionFacts,
): asserts row is SubmissionRow {
  authorize(submissionPolicy, user, 'read_production', row, facts);
  const allowed = editsRow(row, user, facts) ? (write ? EDITOR_WRITES : EDITOR_READS) : AUTHOR_READS_AND_WRITES;
  if (!allowed.includes(row.status))
    throw wrongStatus(row.status, write ? 'given production metadata' : 'opened in production');
}

/** The submission policy's facts for `user` on `row` (features/submissions), loaded once per call. */
export function productionFacts(db: DbOrTx, row: SubmissionRow | undefined, user: AuthUser): Promise<SubmissionFacts> {
  return submissionFacts(db, user, row);
}

/** True when `user` handles `row`'s journal (the submission policy's `handle`); false for no row. */
export function editsRow(row: SubmissionRow | undefined, user: AuthUser, facts: SubmissionFacts): boolean {
  return permits(submissionPolicy, user, 'handle', row, facts);
}

/** "Ada King Lovelace" → given names "Ada King", surname "Lovelace" (one word: the surname). */
export function splitName(name: string): { givenNames: string; surname: string } {
  const parts = name.trim().split(/\s+/);
  if (parts.length === 1) return { givenNames: '', surname: parts[0] };
  return { givenNames: parts.slice(0, -1).join(' '), surname: parts.at(-1)! };
}

/** Co-authors as typed, one per line or `;` ("Grace Hopper, Yale University") → name and affiliation. */
function coAuthorEntries(text: string): { name: string; affiliation: string | null }[] {
  return text
    .split(/[\n;]+/)
    .map((s) => s.trim())
    .filter(Boolean)
    .map((entry) => {
      const comma = entry.indexOf(',');
      return comma < 0
        ? { name: entry, affiliation: null }
        : { name: entry.slice(0, comma).trim(), affiliation: entry.slice(comma + 1).trim() || null };
    });
}

/**
 * The record prefilled from the submission (nothing the author typed is lost, decision
 * 0089): the authors as the wizard structured them, else its author (corresponding) then its
 * co-authors as typed; the iD the author's account connected through ORCID sign-in marked
 * authenticated (the submitting author's, or given to the fallback author; decision 0088); its
 * keywords, funders with awards and statements; CC BY 4.0; no references.
 */
export async function prefilledMetadata(db: DbOrTx, row: SubmissionRow): Promise<ProductionMetadataRecord> {
  const [connected] = await db
    .select({ orcid: orcidAuthorizations.orcid })
    .from(orcidAuthorizations)
    .where(and(eq(orcidAuthorizations.accountId, row.authorId), isNull(orcidAuthorizations.revokedAt)))
    .orderBy(desc(orcidAuthorizations.id))
    .limit(1);
  const none = { roles: [], equalContribution: false, email: null };
  const given: ProductionMetadataRecord['authors'] =
    row.contributors.length > 0
      ? row.contributors
      : await (async () => {
          const [author] = await db.select({ name: users.name }).from(users).where(eq(users.id, row.authorId));
          return [
            {
              ...splitName(author.name),
              affiliations: [],
              orcid: connected?.orcid ?? null,
              corresponding: true,
              ...none,
            },
            ...coAuthorEntries(row.coAuthors).map((c) => ({
              ...splitName(c.name),
              affiliations: c.affiliation ? [plainAffiliation(c.affiliation)] : [],
              orcid: null,
              corresponding: false,
              ...none,
            })),
          ];
        })();
  const authors = given.map((a) => (connected && a.orcid === connected.orcid ? { ...a, orcidAuthenticated: true } : a));
  return {
    authors,
    keywords: row.keywords,
    funding: row.funding,
    license: DEFAULT_LICENCE,
    conflictOfInterest: row.conflictOfInterest,
    dataAvailability: row.dataAvailability,
    ethics: row.ethicsStatement,
    references: [],
    language: row.language,
    translations: row.translations,
  };
}

/**
 * The saved record of submission `id` and when it was saved, or null before it is saved. A
 * record saved before decision 0095 gets the submission's language and translations.
 */
export async function savedMetadata(db: DbOrTx, id: number) {
  const [saved] = await db
    .select({ p: productionMetadata, language: submissions.language, translations: submissions.translations })
    .from(productionMetadata)
    .innerJoin(submissions, eq(submissions.id, productionMetadata.submissionId))
    .where(eq(productionMetadata.submissionId, id));
  if (!saved) return null;
  const { metadata } = saved.p;
  return {
    ...saved.p,
    metadata: {
      ...metadata,
      language: metadata.language ?? saved.language,
      translations: metadata.translations ?? saved.translations,
    },
  };
}

/** The record a submission is published from: the saved one, else the prefilled one. */
export async function metadataForPublication(db: DbOrTx, row: SubmissionRow): Promise<ProductionMetadataRecord> {
  return (await savedMetadata(db, row.id))?.metadata ?? (await prefilledMetadata(db, row));
}

/** The answer of the metadata calls: the record, whether it was saved and when, whether the caller may change it. */
export function metadataAnswer(
  record: ProductionMetadataRecord,
  saved: { updatedAt: Date } | null,
  editable: boolean,
): ProductionMetadata {
  return {
    ...record,
    saved: saved !== null,
    editable,
    updatedAt: saved ? saved.updatedAt.toISOString() : null,
    referenceDois: record.references.map(findDoi),
  };
}

/** Whether the editor (`editor`) or the author may change `row`'s metadata now. */
export function editableBy(row: SubmissionRow, editor: boolean): boolean {
  return (editor ? EDITOR_WRITES : AUTHOR_READS_AND_WRITES).includes(row.status);
}

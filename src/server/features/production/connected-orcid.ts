/**
 * A co-author connected their ORCID iD from the mailed link (decision 0093) after the
 * production metadata was saved: the saved record's author who is that person gets the iD,
 * marked authenticated, so that the published article, its JATS and Crossref deposit, and the
 * ORCID credit carry it. Before the record is saved, nothing is needed: the prefilled record
 * reads the submission's contributors, which hold it already.
 */
import { eq, sql } from 'drizzle-orm';
import type { Author } from '../../../shared/api/contributors';
import type { DbOrTx } from '../../db/client';
import { productionMetadata } from '../../db/schema';

const same = (a: string | null | undefined, b: string | null | undefined) =>
  !!a && !!b && a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Gives `author.orcid` (authenticated) to the author of submission `submissionId`'s saved
 * production metadata who is the connected author: the one with the same address, else the one
 * with the same iD as before, else the one with the same names.
 * @returns whether a saved record was changed
 */
export async function markSavedAuthorOrcid(
  db: DbOrTx,
  input: { submissionId: number; author: Author; previousOrcid: string | null },
): Promise<boolean> {
  const [saved] = await db
    .select({ metadata: productionMetadata.metadata })
    .from(productionMetadata)
    .where(eq(productionMetadata.submissionId, input.submissionId));
  if (!saved) return false;
  const { author } = input;
  const authors = saved.metadata.authors;
  let index = authors.findIndex((a) => same(a.email, author.email));
  if (index < 0 && input.previousOrcid) index = authors.findIndex((a) => a.orcid === input.previousOrcid);
  if (index < 0) {
    index = authors.findIndex((a) => same(a.givenNames, author.givenNames) && same(a.surname, author.surname));
  }
  if (index < 0) return false;
  const metadata = {
    ...saved.metadata,
    authors: authors.map((a, i) => (i === index ? { ...a, orcid: author.orcid, orcidAuthenticated: true } : a)),
  };
  await db
    .update(productionMetadata)
    .set({ metadata, updatedAt: sql`now()` })
    .where(eq(productionMetadata.submissionId, input.submissionId));
  return true;
}

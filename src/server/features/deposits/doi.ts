/**
 * DOIs of articles published through the workflow
 * (docs/decisions/0027-dois-and-deposits.md): `{prefix}/{journal abbreviation}.{year}.{sequence}`,
 * lower case, e.g. `10.55555/jls.2026.7`. The sequence counts per journal and year from 1 and
 * is never given twice, even after an article is deleted (doi_counters keeps the last number).
 * Imported articles keep the DOI their publisher registered: nothing here touches them.
 */
import { sql } from 'drizzle-orm';
import { articles, doiCounters } from '../../db/schema';
import type { DbOrTx } from '../../db/client';

/** The journal a DOI is made for. */
export interface DoiJournal {
  id: number;
  abbreviation: string;
}

/** Numbers tried past ones already taken (by an imported article that holds the same DOI). */
const MAX_SKIPS = 100;

/**
 * The DOI suffix's journal part: the abbreviation in lower case, with anything but letters,
 * digits, `-` and `_` left out (the DOI Handbook allows more, but these need no escaping in
 * URLs, XML or file names).
 */
export function doiJournalCode(abbreviation: string): string {
  return abbreviation.toLowerCase().replace(/[^a-z0-9_-]+/g, '') || 'j';
}

/** `{prefix}/{journal code}.{year}.{sequence}` in lower case. */
export function formatDoi(prefix: string, journal: DoiJournal, year: number, sequence: number): string {
  return `${prefix}/${doiJournalCode(journal.abbreviation)}.${year}.${sequence}`.toLowerCase();
}

/**
 * Gives the next DOI of `journal` for `year`, within `tx`, the transaction that inserts the
 * article: the journal-and-year counter row is incremented (created at 1) and stays locked
 * until `tx` ends, so concurrent publishers take numbers one after the other; a rolled-back
 * publish gives its number back with the rest of its transaction. A number whose DOI an
 * article already holds (case-insensitive, e.g. an imported one) is skipped.
 * @param prefix DOI_PREFIX; undefined → no DOI (returns null, counts nothing)
 * @returns the DOI, or null without a prefix
 * @throws Error when more than 100 numbers in a row are taken (a misconfigured prefix)
 */
export async function assignDoi(
  tx: DbOrTx,
  prefix: string | undefined,
  journal: DoiJournal,
  year: number,
): Promise<string | null> {
  if (!prefix) return null;
  for (let skips = 0; skips <= MAX_SKIPS; skips++) {
    const [{ sequence }] = await tx
      .insert(doiCounters)
      .values({ journalId: journal.id, year, lastSequence: 1 })
      .onConflictDoUpdate({
        target: [doiCounters.journalId, doiCounters.year],
        set: { lastSequence: sql`${doiCounters.lastSequence} + 1` },
      })
      .returning({ sequence: doiCounters.lastSequence });
    const doi = formatDoi(prefix, journal, year, sequence);
    const taken = await tx
      .select({ id: articles.id })
      .from(articles)
      .where(sql`lower(${articles.doi}) = ${doi}`)
      .limit(1);
    if (taken.length === 0) return doi;
  }
  throw new Error(`No free DOI for journal ${journal.id} in ${year} after ${MAX_SKIPS} numbers`);
}

/**
 * Seeds the publisher's 12 own journals (seed 000 §3 "Journal options") and the default journal
 * categories, once and idempotently: an existing slug or category is left as it is, so edits
 * made later survive restarts.
 */
import { DEFAULT_JOURNAL_CATEGORIES, HOUSE_JOURNALS } from '../../../shared/domain/journals';
import type { Db } from '../../db/client';
import { journalCategories, journals } from '../../db/schema';

/** @returns the number of journals inserted by this call (0 when all exist). */
export async function seedHouseJournals(db: Db): Promise<number> {
  await db
    .insert(journalCategories)
    .values(DEFAULT_JOURNAL_CATEGORIES.map((name) => ({ name })))
    .onConflictDoNothing();
  const inserted = await db
    .insert(journals)
    .values(HOUSE_JOURNALS.map((j) => ({ ...j, isHouse: true, acceptsSubmissions: true })))
    .onConflictDoNothing()
    .returning({ id: journals.id });
  return inserted.length;
}

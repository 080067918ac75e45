/**
 * Seeds the publisher's 12 own journals (seed 000 §3 "Journal options"), once and
 * idempotently: an existing slug is left as it is, so edits made later survive restarts.
 */
import { HOUSE_JOURNALS } from '../../../shared/domain/journals';
import type { Db } from '../../db/client';
import { journals } from '../../db/schema';

/** @returns the number of journals inserted by this call (0 when all exist). */
export async function seedHouseJournals(db: Db): Promise<number> {
  const inserted = await db
    .insert(journals)
    .values(HOUSE_JOURNALS.map((j) => ({ ...j, isHouse: true })))
    .onConflictDoNothing()
    .returning({ id: journals.id });
  return inserted.length;
}

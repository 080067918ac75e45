/**
 * Journal catalogue use cases (seed 000 §3 Journal, §7 GET /api/journals…).
 */
import { asc, count, desc, sql } from 'drizzle-orm';
import type { Journal } from '../../../shared/api/catalogue';
import type { Db } from '../../db/client';
import { journals } from '../../db/schema';

// Written out in full: drizzle renders columns unqualified inside selected sql fragments.
const articleCount = sql<number>`(select count(*)::int from articles a where a.journal_id = "journals"."id")`;

const journalColumns = {
  id: journals.id,
  title: journals.title,
  abbreviation: journals.abbreviation,
  slug: journals.slug,
  description: journals.description,
  category: journals.category,
  coverImage: journals.coverImage,
  issn: journals.issn,
  publisher: journals.publisher,
  currentVolume: journals.currentVolume,
  currentIssue: journals.currentIssue,
  articleCount,
};

/**
 * One page of journals: the publisher's own first, then imported source journals, each by
 * title. @returns items and the total number of journals
 */
export async function listJournals(
  db: Db,
  page: { limit: number; offset: number },
): Promise<{ items: Journal[]; total: number }> {
  const [items, [{ total }]] = await Promise.all([
    db
      .select(journalColumns)
      .from(journals)
      .orderBy(desc(journals.isHouse), asc(journals.title), asc(journals.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(journals),
  ]);
  return { items, total };
}

/** The journal whose abbreviation matches case-insensitively, or null. */
export async function findJournalByAbbreviation(db: Db, abbreviation: string): Promise<Journal | null> {
  const [row] = await db
    .select(journalColumns)
    .from(journals)
    .where(sql`lower(${journals.abbreviation}) = lower(${abbreviation})`)
    .limit(1);
  return row ?? null;
}

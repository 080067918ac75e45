/**
 * Journal catalogue use cases (seed 000 §3 Journal, §7 GET /api/journals…).
 */
import { and, asc, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Journal, JournalDetail } from '../../../shared/api/catalogue';
import type { Db } from '../../db/client';
import { articleCounts, journals } from '../../db/schema';

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
  currentIssueNumbered: journals.currentIssueNumbered,
  acceptsSubmissions: sql<boolean>`(${journals.acceptsSubmissions} and ${journals.retiredAt} is null)`,
};

type JournalRow = Omit<Journal, 'articleCount'>;

/**
 * Adds each journal's article count from the `article_counts` counters (kept by the articles
 * table's triggers in the same transaction as each change;
 * docs/decisions/0020-public-read-cache.md): a few rows per journal, never a count over the
 * journal's articles.
 */
async function withArticleCounts(db: Db, rows: JournalRow[]): Promise<Journal[]> {
  if (rows.length === 0) return [];
  const counts = await articleCountsQuery(
    db,
    rows.map((r) => r.id),
  );
  const byJournal = new Map(counts.map((c) => [c.journalId, c.n]));
  return rows.map((r) => ({ ...r, articleCount: byJournal.get(r.id) ?? 0 }));
}

/**
 * The number of articles of each of the journals `ids` (journals without articles are
 * absent), summed over their counters. Exported so that bench/explain.ts shows the plan of
 * the very query the API runs.
 */
export function articleCountsQuery(db: Db, ids: number[]) {
  return db
    .select({ journalId: articleCounts.journalId, n: sql<number>`sum(${articleCounts.articleCount})::int` })
    .from(articleCounts)
    .where(inArray(articleCounts.journalId, ids))
    .groupBy(articleCounts.journalId);
}

/**
 * One page of journals: those with articles first (decision 0029: the home portfolio and the
 * journals list no longer open with empty journals), within each the publisher's own first,
 * then imported source journals, each by title. Retired journals are never listed;
 * `houseOnly`: only those that accept submissions (the submission and join forms' choices).
 * @returns items and the total number of journals
 */
export async function listJournals(
  db: Db,
  page: { limit: number; offset: number },
  filter: { houseOnly?: boolean } = {},
): Promise<{ items: Journal[]; total: number }> {
  const where = and(isNull(journals.retiredAt), filter.houseOnly ? eq(journals.acceptsSubmissions, true) : undefined);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select(journalColumns)
      .from(journals)
      .where(where)
      .orderBy(
        sql`exists (select 1 from ${articleCounts} c where c.journal_id = ${journals.id} and c.article_count > 0) desc`,
        desc(journals.isHouse),
        asc(journals.title),
        asc(journals.id),
      )
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(journals).where(where),
  ]);
  return { items: await withArticleCounts(db, rows), total };
}

/** The condition "this journal's abbreviation is `abbreviation`", case-insensitively. */
function abbreviationIs(abbreviation: string) {
  return sql`lower(${journals.abbreviation}) = lower(${abbreviation})`;
}

/** The journal whose abbreviation matches case-insensitively, or null (a retired one too: its page stays). */
export async function findJournalByAbbreviation(db: Db, abbreviation: string): Promise<Journal | null> {
  const rows = await db.select(journalColumns).from(journals).where(abbreviationIs(abbreviation)).limit(1);
  const [found] = await withArticleCounts(db, rows);
  return found ?? null;
}

/**
 * The id and title of the journal whose abbreviation matches case-insensitively (a retired one
 * too), or null: one indexed read of `journals` and nothing else, for the paths that name a
 * journal only to scope what they answer (its COUNTER API and usage, decisions 0106 and 0114).
 */
export async function findJournalRef(db: Db, abbreviation: string): Promise<{ id: number; title: string } | null> {
  const [found] = await db
    .select({ id: journals.id, title: journals.title })
    .from(journals)
    .where(abbreviationIs(abbreviation))
    .limit(1);
  return found ?? null;
}

/** A journal a public form names, and whether it takes submissions and applications now. */
export interface IntakeJournal {
  id: number;
  title: string;
  slug: string;
  /** Accepts submissions and is not retired (docs/decisions/0030-journal-management.md). */
  open: boolean;
}

/**
 * The journal a public form names: by title, case-insensitively (the manuscript form's
 * `journalType`), or by slug (the applications' `journal`), seed 000 §3. The forms offer the
 * journals that accept submissions and are not retired (GET /api/journals?house=true); this is
 * the server's check of the choice, made when the form is sent, so a journal closed or retired
 * after the form was loaded is refused (decision 0046).
 * @returns the journal with `open`, or null when no journal has that title or slug
 */
export async function findIntakeJournal(
  db: Db,
  by: { title: string } | { slug: string },
): Promise<IntakeJournal | null> {
  const match = 'title' in by ? sql`lower(${journals.title}) = lower(${by.title})` : eq(journals.slug, by.slug);
  const [row] = await db
    .select({
      id: journals.id,
      title: journals.title,
      slug: journals.slug,
      open: sql<boolean>`(${journals.acceptsSubmissions} and ${journals.retiredAt} is null)`,
    })
    .from(journals)
    .where(match)
    // An open journal wins over a closed one of the same title (titles are not unique).
    .orderBy(sql`(${journals.acceptsSubmissions} and ${journals.retiredAt} is null) desc`, asc(journals.id))
    .limit(1);
  return row ?? null;
}

/**
 * What journal `journalId`'s page shows authors besides the list's fields (decision 0046): accepted
 * article types and the article processing charge (amount in `currency`, ISO 4217), or null.
 */
export async function journalTermsOf(db: Db, journalId: number): Promise<Pick<JournalDetail, 'articleTypes' | 'apc'>> {
  const [row] = await db
    .select({ articleTypes: journals.articleTypes, apcAmount: journals.apcAmount, apcCurrency: journals.apcCurrency })
    .from(journals)
    .where(eq(journals.id, journalId));
  if (!row) return { articleTypes: [], apc: null };
  return {
    articleTypes: row.articleTypes,
    apc:
      row.apcAmount !== null && row.apcCurrency ? { amount: Number(row.apcAmount), currency: row.apcCurrency } : null,
  };
}

/**
 * Pages of the article lists (seed 000 §7 GET /api/articles, /api/articles/journal/{id};
 * docs/decisions/0020-public-read-cache.md): newest first, by `offset` (capped) or
 * by keyset `cursor`, with exact totals from the `article_counts` counters instead of a count
 * over every article.
 */
import { and, eq, inArray, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { ArticleSummary } from '../../../shared/api/catalogue';
import type { Db } from '../../db/client';
import { articleCounts, articles, journals } from '../../db/schema';
import { fileUrl } from './file-url';

/** What a list page is asked for: a page size and either an offset or a cursor, and an order. */
export interface ArticlePageRequest {
  limit: number;
  offset: number;
  /** `articleCursor` of the shared contract: the page starts after this position (newest first only). */
  cursor?: string;
  /** `newest` (default), `oldest` (undated first: the index read backwards) or `title` (A–Z). */
  sort?: ArticleSort;
}

/** The orders of an article list (docs/decisions/0029-volumes-and-issues.md). */
export type ArticleSort = 'newest' | 'oldest' | 'title';

/**
 * Which articles a list shows: all, or one journal's, optionally of one volume and/or issue;
 * of one article type; published in one year (decision 0029).
 */
export interface ArticleFilter {
  journalId?: number;
  volume?: string;
  issue?: string;
  articleType?: string;
  year?: number;
}

/** One page: its summaries, the exact number of articles of the list, and the next page's cursor. */
export interface ArticlePage {
  items: ArticleSummary[];
  total: number;
  /** The cursor of the page after this one, or null on the last page. */
  next: string | null;
}

/** A list position: after the article published `date` (null: undated) with this id. */
interface Position {
  date: string | null;
  id: number;
}

/** The `cursor` of the page that follows `last` (shared contract: `2024-05-01_1234`, `_1234`). */
export function cursorAfter(last: Position): string {
  return `${last.date ?? ''}_${last.id}`;
}

/** The position a cursor names (the route has checked its shape). */
function positionOf(cursor: string): Position {
  const at = cursor.indexOf('_');
  return { date: at === 0 ? null : cursor.slice(0, at), id: Number(cursor.slice(at + 1)) };
}

/** The columns of an article summary (and the start of an article's full record). */
export const summaryColumns = {
  id: articles.id,
  title: articles.title,
  abstract: articles.abstract,
  authors: articles.authors,
  articleType: articles.articleType,
  journalId: articles.journalId,
  journalTitle: journals.title,
  journalAbbreviation: journals.abbreviation,
  volume: articles.volume,
  issue: articles.issue,
  publishedDate: articles.publishedDate,
  publishedDatePrecision: articles.publishedDatePrecision,
  doi: articles.doi,
  pdfFileKey: articles.pdfFileKey,
};

type SummaryRow = { pdfFileKey: string | null } & Omit<ArticleSummary, 'pdfUrl'>;

export function toSummary({ pdfFileKey, ...row }: SummaryRow): ArticleSummary {
  return { ...row, pdfUrl: fileUrl(pdfFileKey) };
}

/**
 * Newest first: exactly the order of the articles_published_idx index (id is never null;
 * "nulls last" only makes the planner see the match and skip a sort).
 */
export const newestFirst = [sql`${articles.publishedDate} desc nulls last`, sql`${articles.id} desc nulls last`];

/** Oldest first: the same index read backwards (so undated articles come first). */
const oldestFirst = [sql`${articles.publishedDate} asc nulls first`, sql`${articles.id} asc nulls first`];
/** By title (A–Z, case-insensitive, on its first 200 characters), then id: articles_title_idx. */
const byTitle = [sql`lower(left(${articles.title}, 200)) asc`, sql`${articles.id} asc`];

/** The ORDER BY of a sort. */
export function orderOf(sort: ArticleSort | undefined): SQL[] {
  if (sort === 'oldest') return oldestFirst;
  if (sort === 'title') return byTitle;
  return newestFirst;
}

/** The WHERE of a filtered list (exported for bench/explain-filters.ts). */
export function whereOf(filter: ArticleFilter): SQL | undefined {
  return and(
    filter.journalId === undefined ? undefined : eq(articles.journalId, filter.journalId),
    filter.volume === undefined ? undefined : eq(articles.volume, filter.volume),
    filter.issue === undefined ? undefined : eq(articles.issue, filter.issue),
    filter.articleType === undefined ? undefined : eq(articles.articleType, filter.articleType),
    // A range on the date, so the date indexes serve it (never extract(year …) per row).
    filter.year === undefined
      ? undefined
      : sql`${articles.publishedDate} >= ${`${filter.year}-01-01`}::date and ${articles.publishedDate} < ${`${filter.year + 1}-01-01`}::date`,
  );
}

/**
 * The two queries behind an offset page: its ids in order, and the count of a filtered list.
 * Exported so that bench/explain.ts shows the plans of the very queries the API runs.
 */
export function articleListQueries(
  db: Db,
  where: SQL | undefined,
  page: { limit: number; offset: number; sort?: ArticleSort },
) {
  return {
    ids: db
      .select({ id: articles.id, date: articles.publishedDate })
      .from(articles)
      .where(where)
      .orderBy(...orderOf(page.sort))
      .limit(page.limit)
      .offset(page.offset),
    total: db
      .select({ total: sql<number>`count(*)::int` })
      .from(articles)
      .where(where),
  };
}

/**
 * The positions of a page plus one (the extra one says whether a next page exists). A cursor
 * is a row comparison on the index's own columns, so the walk starts at the cursor whatever
 * its depth; undated articles (sorted last) are read by a second walk once the dated run out.
 */
async function pagePositions(db: Db, where: SQL | undefined, page: ArticlePageRequest): Promise<Position[]> {
  const wanted = page.limit + 1;
  const walk = (condition: SQL | undefined, n: number, offset = 0) =>
    db
      .select({ id: articles.id, date: articles.publishedDate })
      .from(articles)
      .where(and(where, condition))
      .orderBy(...orderOf(page.sort))
      .limit(n)
      .offset(offset);
  if (page.cursor === undefined) return walk(undefined, wanted, page.offset);
  const from = positionOf(page.cursor);
  const undatedAfter = (id: number | null, n: number) =>
    walk(and(isNull(articles.publishedDate), id === null ? undefined : lt(articles.id, id)), n);
  if (from.date === null) return undatedAfter(from.id, wanted);
  const dated = await walk(sql`(${articles.publishedDate}, ${articles.id}) < (${from.date}::date, ${from.id})`, wanted);
  if (dated.length === wanted) return dated;
  return [...dated, ...(await undatedAfter(null, wanted - dated.length))];
}

/**
 * The exact number of articles of a list: a sum over the counters (one row per journal and
 * article type) when the list is all articles, one journal's of the matching rows
 * or of one article type; a count of the matching rows of a journal's volume or issue (over
 * articles_journal_issue_idx), or of a year (a date range over the date indexes; the answer is cached).
 */
export async function countArticles(db: Db, filter: ArticleFilter): Promise<number> {
  if (filter.volume !== undefined || filter.issue !== undefined || filter.year !== undefined) {
    const [{ total }] = await articleListQueries(db, whereOf(filter), { limit: 0, offset: 0 }).total;
    return total;
  }
  const [{ total }] = await db
    .select({ total: sql<number>`coalesce(sum(${articleCounts.articleCount}), 0)::int` })
    .from(articleCounts)
    .where(
      and(
        filter.journalId === undefined ? undefined : eq(articleCounts.journalId, filter.journalId),
        filter.articleType === undefined ? undefined : eq(articleCounts.articleType, filter.articleType),
      ),
    );
  return total;
}

/**
 * One page of a list, newest first (publication date, then id; undated last), oldest first or
 * by title (`page.sort`; a cursor pages the newest-first order only: the route refuses others,
 * and only that order has a next-page cursor). The page's positions are found first (an
 * index-only walk), then only those rows are read and joined.
 */
export async function listArticlePage(db: Db, filter: ArticleFilter, page: ArticlePageRequest): Promise<ArticlePage> {
  const where = whereOf(filter);
  const [positions, total] = await Promise.all([pagePositions(db, where, page), countArticles(db, filter)]);
  const shown = positions.slice(0, page.limit);
  // Cursors name positions of the newest-first order: other orders page by offset only.
  const keyset = (page.sort ?? 'newest') === 'newest';
  const next = keyset && positions.length > page.limit ? cursorAfter(shown[shown.length - 1]) : null;
  if (shown.length === 0) return { items: [], total, next };
  const rows = await db
    .select(summaryColumns)
    .from(articles)
    .innerJoin(journals, eq(journals.id, articles.journalId))
    .where(
      inArray(
        articles.id,
        shown.map((p) => p.id),
      ),
    );
  const byId = new Map(rows.map((r) => [r.id, r]));
  return { items: shown.flatMap((p) => (byId.has(p.id) ? [toSummary(byId.get(p.id)!)] : [])), total, next };
}

/**
 * The Link header of a list page that has a next page (RFC 8288): the request's own path and
 * query with `cursor` set to `next` and `offset` dropped, site-relative (never built from a
 * Host header). Example: `</api/articles?limit=20&cursor=2024-05-01_1234>; rel="next"`.
 */
export function nextPageLink(requestUrl: string, next: string): string {
  const url = new URL(requestUrl, 'http://site.invalid');
  url.searchParams.delete('offset');
  url.searchParams.set('cursor', next);
  return `<${url.pathname}${url.search}>; rel="next"`;
}

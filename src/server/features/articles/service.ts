/**
 * Article catalogue use cases (seed 000 §3 Article, §7 GET /api/articles…): newest-first
 * lists, one article, a journal's articles (search: search.ts).
 */
import { and, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  COMPACT_ABSTRACT_CHARS,
  COMPACT_AUTHOR_NAMES,
  type ArticleDetail,
  type ArticleSummary,
  type SearchResult,
} from '../../../shared/api/catalogue';
import type { Db } from '../../db/client';
import { articles, journals } from '../../db/schema';

/** Site-relative URL of a stored public file. */
export function fileUrl(key: string | null): string | null {
  return key ? `/api/files/${key}` : null;
}

const summaryColumns = {
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
  doi: articles.doi,
  pdfFileKey: articles.pdfFileKey,
};

type SummaryRow = { pdfFileKey: string | null } & Omit<ArticleSummary, 'pdfUrl'>;

function toSummary({ pdfFileKey, ...row }: SummaryRow): ArticleSummary {
  return { ...row, pdfUrl: fileUrl(pdfFileKey) };
}

// Exactly the order of the articles_published_idx index (id is never null; "nulls last"
// only makes the planner see the match and skip a sort).
const newestFirst = [sql`${articles.publishedDate} desc nulls last`, sql`${articles.id} desc nulls last`];

/**
 * One page of summaries. The page's ids are found first (an index-only walk, however deep
 * the offset), then only those rows are read and joined: a deep offset no longer reads and
 * discards every row before it.
 */
async function pageOfSummaries(
  db: Db,
  where: SQL | undefined,
  page: { limit: number; offset: number },
): Promise<{ items: ArticleSummary[]; total: number }> {
  const { ids: idsQuery, total: totalQuery } = articleListQueries(db, where, page);
  const [pageIds, [{ total }]] = await Promise.all([idsQuery, totalQuery]);
  if (pageIds.length === 0) return { items: [], total };
  const ids = pageIds.map((r) => r.id);
  const byId = new Map((await summariesByIds(db, ids)).map((s) => [s.id, s]));
  return { items: ids.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : [])), total };
}

/** The summaries of the articles `ids` that exist, in no particular order. */
export async function summariesByIds(db: Db, ids: number[]): Promise<ArticleSummary[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select(summaryColumns)
    .from(articles)
    .innerJoin(journals, eq(journals.id, articles.journalId))
    .where(inArray(articles.id, ids));
  return rows.map(toSummary);
}

/**
 * The two queries behind a list page: the page's ids in order, and the total. Exported so
 * that bench/explain.ts shows the plans of the very queries the API runs.
 */
export function articleListQueries(db: Db, where: SQL | undefined, page: { limit: number; offset: number }) {
  return {
    ids: db
      .select({ id: articles.id })
      .from(articles)
      .where(where)
      .orderBy(...newestFirst)
      .limit(page.limit)
      .offset(page.offset),
    total: db.select({ total: count() }).from(articles).where(where),
  };
}

/** One page of all articles, newest first (by publication date, then id). */
export function listArticles(db: Db, page: { limit: number; offset: number }) {
  return pageOfSummaries(db, undefined, page);
}

/**
 * One page of a journal's articles, newest first, optionally of one volume and/or issue
 * (matched as printed, e.g. volume "8", issue "2"). The caller checks the journal exists.
 */
export function listJournalArticles(
  db: Db,
  journalId: number,
  page: { limit: number; offset: number; volume?: string; issue?: string },
) {
  const where = and(
    eq(articles.journalId, journalId),
    page.volume === undefined ? undefined : eq(articles.volume, page.volume),
    page.issue === undefined ? undefined : eq(articles.issue, page.issue),
  );
  return pageOfSummaries(db, where, page);
}

/** The full record of one article, or null. */
export async function findArticle(db: Db, id: number): Promise<ArticleDetail | null> {
  const [row] = await db
    .select({
      ...summaryColumns,
      contributors: articles.contributors,
      keywords: articles.keywords,
      subjects: articles.subjects,
      pages: articles.pages,
      receivedDate: articles.receivedDate,
      acceptedDate: articles.acceptedDate,
      license: articles.license,
      licenseUrl: articles.licenseUrl,
      copyright: articles.copyright,
      journalIssn: journals.issn,
      journalPublisher: journals.publisher,
      sourceFileKey: articles.sourceFileKey,
      sourceFormat: articles.sourceFormat,
    })
    .from(articles)
    .innerJoin(journals, eq(journals.id, articles.journalId))
    .where(eq(articles.id, id))
    .limit(1);
  if (!row) return null;
  const { pdfFileKey, sourceFileKey, ...rest } = row;
  return { ...rest, pdfUrl: fileUrl(pdfFileKey), sourceXmlUrl: fileUrl(sourceFileKey) };
}

/** Cuts text to `max` characters at a word boundary, with an ellipsis. */
export function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** The compact search view: abstract ≤ 200 characters, the first 3 authors + "et al.". */
export function compactResult(r: SearchResult): SearchResult {
  const names = r.authors ? r.authors.split(', ') : [];
  return {
    ...r,
    abstract: r.abstract === null ? null : truncate(r.abstract, COMPACT_ABSTRACT_CHARS),
    authors:
      names.length > COMPACT_AUTHOR_NAMES ? `${names.slice(0, COMPACT_AUTHOR_NAMES).join(', ')} et al.` : r.authors,
  };
}

/** True when a journal with this id exists. */
export async function journalExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select({ id: journals.id }).from(journals).where(eq(journals.id, id)).limit(1);
  return Boolean(row);
}

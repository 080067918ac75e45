/**
 * Article catalogue use cases (seed 000 §3 Article, §7 GET /api/articles…): newest-first
 * lists, one article, a journal's articles (search: search.ts).
 */
import { eq, inArray, sql } from 'drizzle-orm';
import {
  COMPACT_ABSTRACT_CHARS,
  COMPACT_AUTHOR_NAMES,
  type ArticleDetail,
  type ArticleListFilters,
  type ArticleSummary,
  type SearchResult,
} from '../../../shared/api/catalogue';
import type { Db } from '../../db/client';
import { articleCounts, articles, journals } from '../../db/schema';
import { fileUrl } from './file-url';
import {
  listArticlePage,
  summaryColumns,
  toSummary,
  type ArticleFilter,
  type ArticlePage,
  type ArticlePageRequest,
} from './list';

export { fileUrl } from './file-url';
export { articleListQueries } from './list';

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
 * One page of all articles, newest first (by publication date, then id) by offset or cursor,
 * or oldest first or by title by offset; optionally of one journal, article type and year
 * (docs/decisions/0029-volumes-and-issues.md; the caller resolves the journal's abbreviation to its
 * id).
 */
export function listArticles(db: Db, page: ArticlePageRequest & ArticleFilter): Promise<ArticlePage> {
  const { journalId, articleType, year } = page;
  return listArticlePage(db, { journalId, articleType, year }, page);
}

/** The id of the journal whose abbreviation matches case-insensitively, or null. */
export async function journalIdByAbbreviation(db: Db, abbreviation: string): Promise<number | null> {
  const [row] = await db
    .select({ id: journals.id })
    .from(journals)
    .where(sql`lower(${journals.abbreviation}) = lower(${abbreviation})`)
    .limit(1);
  return row?.id ?? null;
}

/**
 * What the article list can be filtered by (decision 0029): the journals and article types that
 * have articles, by title and name, and the years of the first and last dated articles (from the counters and the
 * two ends of the date index: no scan).
 */
export async function articleListFilters(db: Db): Promise<ArticleListFilters> {
  const [withArticles, types, [range]] = await Promise.all([
    db
      .selectDistinct({ abbreviation: journals.abbreviation, title: journals.title })
      .from(journals)
      .innerJoin(articleCounts, eq(articleCounts.journalId, journals.id))
      .where(sql`${articleCounts.articleCount} > 0`)
      .orderBy(journals.title, journals.abbreviation),
    db
      .selectDistinct({ articleType: articleCounts.articleType })
      .from(articleCounts)
      .where(sql`${articleCounts.articleCount} > 0`)
      .orderBy(articleCounts.articleType),
    db
      .select({
        first: sql<number | null>`extract(year from min(${articles.publishedDate}))::int`,
        last: sql<number | null>`extract(year from max(${articles.publishedDate}))::int`,
      })
      .from(articles),
  ]);
  const years: number[] = [];
  if (range.first !== null && range.last !== null) for (let y = range.last; y >= range.first; y--) years.push(y);
  return { journals: withArticles, articleTypes: types.map((t) => t.articleType), years };
}

/**
 * One page of a journal's articles, newest first, optionally of one volume and/or issue
 * (matched as printed, e.g. volume "8", issue "2"). The caller checks the journal exists.
 */
export function listJournalArticles(
  db: Db,
  journalId: number,
  page: ArticlePageRequest & { volume?: string; issue?: string },
): Promise<ArticlePage> {
  return listArticlePage(db, { journalId, volume: page.volume, issue: page.issue }, page);
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
      language: articles.language,
      translations: articles.translations,
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

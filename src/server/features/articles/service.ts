/**
 * Article catalogue use cases (seed 000 §3 Article, §7 GET /api/articles…): newest-first
 * lists, one article, a journal's articles and ranked full-text search.
 */
import { count, eq, sql, type SQL } from 'drizzle-orm';
import {
  COMPACT_ABSTRACT_CHARS,
  COMPACT_AUTHOR_NAMES,
  type ArticleDetail,
  type SearchResult,
} from '../../../shared/api/catalogue';
import type { Db } from '../../db/client';
import { articles, journals } from '../../db/schema';
import { fileUrl } from './file-url';
import { listArticlePage, newestFirst, summaryColumns, type ArticlePage, type ArticlePageRequest } from './list';

export { fileUrl } from './file-url';
export { articleListQueries } from './list';

/** One page of all articles, newest first (by publication date, then id), by offset or cursor. */
export function listArticles(db: Db, page: ArticlePageRequest): Promise<ArticlePage> {
  return listArticlePage(db, {}, page);
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
    })
    .from(articles)
    .innerJoin(journals, eq(journals.id, articles.journalId))
    .where(eq(articles.id, id))
    .limit(1);
  if (!row) return null;
  const { pdfFileKey, sourceFileKey, ...rest } = row;
  return { ...rest, pdfUrl: fileUrl(pdfFileKey), sourceXmlUrl: fileUrl(sourceFileKey) };
}

/**
 * The tsquery of a reader's text: `websearch_to_tsquery('english', q)`, except that a last
 * plain word of 3+ letters also matches as a prefix ("neur" finds "neural"), so results
 * appear while the reader is still typing. A last word inside quotes, negated, or after
 * `or` keeps the plain web-search meaning.
 */
export function searchQuery(q: string): SQL {
  const plain = sql`websearch_to_tsquery('english', ${q})`;
  const match = /^(.*?)([\p{L}\p{N}]{3,})$/u.exec(q.trim());
  if (!match) return plain;
  const [, head, last] = match;
  const quotes = head.match(/"/g)?.length ?? 0;
  if (quotes % 2 === 1 || /(^|\s)-$/.test(head) || /(^|\s)or\s+$/i.test(head) || /[\p{L}\p{N}]$/u.test(head))
    return plain;
  return sql`(websearch_to_tsquery('english', ${head}) && (websearch_to_tsquery('english', ${last}) || to_tsquery('simple', ${`${last}:*`})))`;
}

/**
 * The two queries behind a search page: the ranked page of hits and the number of matches.
 * Exported so that bench/explain.ts shows the plans of the very queries the API runs.
 */
export function searchQueries(db: Db, q: string, page: { limit: number; offset: number }) {
  const query = searchQuery(q);
  const matches = sql`${articles.searchVector} @@ ${query}`;
  return {
    page: db
      .select({
        id: articles.id,
        journalId: articles.journalId,
        title: articles.title,
        abstract: articles.abstract,
        authors: articles.authors,
        articleType: articles.articleType,
      })
      .from(articles)
      .where(matches)
      .orderBy(sql`ts_rank_cd(${articles.searchVector}, ${query}) desc`, ...newestFirst)
      .limit(page.limit)
      .offset(page.offset),
    total: db.select({ total: count() }).from(articles).where(matches),
  };
}

/**
 * Ranked full-text search over title (weight A), keywords and authors (B) and abstract (C),
 * with PostgreSQL `websearch_to_tsquery('english', q)`: words, "quoted phrases", `or`,
 * `-excluded`, and the last word as a prefix (see searchQuery). Ties rank newest first. A
 * query made only of stop words matches nothing.
 * @param q the reader's text, 2–200 characters (checked by the route)
 */
export async function searchArticles(
  db: Db,
  q: string,
  page: { limit: number; offset: number },
  view: 'full' | 'compact' = 'full',
): Promise<{ items: SearchResult[]; total: number }> {
  const { page: pageQuery, total: totalQuery } = searchQueries(db, q, page);
  const [items, [{ total }]] = await Promise.all([pageQuery, totalQuery]);
  return { items: view === 'compact' ? items.map(compactResult) : items, total };
}

/** Cuts text to `max` characters at a word boundary, with an ellipsis. */
export function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** The compact search view: abstract ≤ 200 characters, the first 3 authors + "et al.". */
function compactResult(r: SearchResult): SearchResult {
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

/**
 * What the sitemaps list (docs/decisions/0026-sitemaps-feeds-signposting.md): the content pages of
 * the route map, the journals, and the articles in children of at most 50,000 URLs.
 *
 * Article children are ranges of ids: child n holds the articles with ids
 * `(n-1)·50,000 + 1 … n·50,000`, so no child can pass the protocol's limit, an article stays
 * in the same child for ever (crawlers see only its `lastmod` move), and a child is one range
 * walk of the primary key, at any depth: no OFFSET (docs/decisions/0026-sitemaps-feeds-signposting.md).
 *
 * Issues: every issue record's page (`/journals/{abbr}/issues/{volume}/{number}`, or the
 * volume's page for a volume's unnumbered articles), at most 50,000 of them in one child.
 */
import { and, asc, between, count, max, sql } from 'drizzle-orm';
import { ROUTES, paths } from '../../../shared/routes';
import { STATIC_PAGE_META } from '../../../shared/seo/page-meta';
import type { Db } from '../../db/client';
import { articles, journalIssues, journals } from '../../db/schema';
import { SITEMAP_MAX_URLS, type SitemapEntry } from './sitemap-xml';

/** Paths of the child sitemaps, site-relative. */
export const sitemapPaths = {
  index: '/sitemap.xml',
  pages: '/sitemaps/pages.xml',
  journals: '/sitemaps/journals.xml',
  issues: '/sitemaps/issues.xml',
  /** Child `n` (from 1) of the articles. */
  articles: (n: number) => `/sitemaps/articles-${n}.xml`,
} as const;

/** Largest article child number: ids are PostgreSQL integers (≤ 2,147,483,647). */
export const MAX_ARTICLE_CHILD = Math.ceil(2_147_483_647 / SITEMAP_MAX_URLS);

/**
 * The public content pages: every fixed, public route of the route map that has a page
 * (its head in STATIC_PAGE_META), but search (a form whose results are the articles listed here).
 */
export function contentPages(publicUrl: string): SitemapEntry[] {
  return ROUTES.filter(
    (route) => !route.private && !/[:*]/.test(route.path) && route.path in STATIC_PAGE_META && route !== paths.search,
  ).map((route) => ({ loc: `${publicUrl}${route.path}` }));
}

/**
 * Every journal page, with the later of the journal's and its newest article's `updated_at`
 * as lastmod (the page lists the journal's articles).
 */
export async function journalEntries(db: Db, publicUrl: string): Promise<SitemapEntry[]> {
  const latest = db
    .select({ journalId: articles.journalId, updatedAt: max(articles.updatedAt).as('latest_article') })
    .from(articles)
    .groupBy(articles.journalId)
    .as('latest');
  const rows = await db
    .select({
      abbreviation: journals.abbreviation,
      updatedAt: journals.updatedAt,
      latestArticle: latest.updatedAt,
    })
    .from(journals)
    .leftJoin(latest, sql`${latest.journalId} = ${journals.id}`)
    .orderBy(asc(journals.id))
    .limit(SITEMAP_MAX_URLS);
  return rows.map((row) => {
    const article = row.latestArticle ? new Date(row.latestArticle as unknown as string) : null;
    return {
      loc: `${publicUrl}${paths.journal.getHref(row.abbreviation)}`,
      lastmod: article && article > row.updatedAt ? article : row.updatedAt,
    };
  });
}

/**
 * Every issue page (docs/decisions/0029-volumes-and-issues.md) of the issue records that hold
 * articles, oldest journal and volume first, with the latest `updated_at` of the issue and its
 * articles as lastmod.
 */
export async function issueEntries(db: Db, publicUrl: string): Promise<SitemapEntry[]> {
  const rows = await db
    .select({
      abbreviation: journals.abbreviation,
      volume: journalIssues.volume,
      number: journalIssues.number,
      updatedAt: journalIssues.updatedAt,
      latestArticle: max(articles.updatedAt),
    })
    .from(journalIssues)
    .innerJoin(journals, sql`${journals.id} = ${journalIssues.journalId}`)
    .innerJoin(articles, sql`${articles.issueId} = ${journalIssues.id}`)
    .groupBy(journals.id, journals.abbreviation, journalIssues.id)
    .orderBy(asc(journals.id), asc(journalIssues.id))
    .limit(SITEMAP_MAX_URLS);
  return rows.map((row) => {
    const article = row.latestArticle ? new Date(row.latestArticle as unknown as string) : null;
    return {
      loc: `${publicUrl}${paths.journalIssue.getHref(row.abbreviation, row.volume, row.number)}`,
      lastmod: article && article > row.updatedAt ? article : row.updatedAt,
    };
  });
}

/** One article child of the index: its number and the latest `updated_at` of its articles. */
export interface ArticleChild {
  n: number;
  lastmod: Date;
}

/**
 * The non-empty article children, in order, with their lastmod. One aggregate over the
 * primary key; the answer is kept in the public-read cache until the catalogue changes.
 */
export async function articleChildren(db: Db): Promise<ArticleChild[]> {
  const child = sql<number>`((${articles.id} - 1) / ${sql.raw(String(SITEMAP_MAX_URLS))} + 1)::int`;
  const rows = await db
    .select({ n: child.mapWith(Number), lastmod: max(articles.updatedAt), articles: count() })
    .from(articles)
    .groupBy(sql`1`)
    .orderBy(sql`1`);
  return rows.filter((row) => row.articles > 0 && row.lastmod).map((row) => ({ n: row.n, lastmod: row.lastmod! }));
}

/**
 * The article pages of child `n` (ids `(n-1)·50,000 + 1 … n·50,000`), by id, with their
 * `updated_at`: one range walk of the primary key.
 * @returns the entries, empty when the child holds no article
 */
export async function articleEntries(db: Db, publicUrl: string, n: number): Promise<SitemapEntry[]> {
  const first = (n - 1) * SITEMAP_MAX_URLS + 1;
  const rows = await db
    .select({ id: articles.id, updatedAt: articles.updatedAt })
    .from(articles)
    .where(and(between(articles.id, first, Math.min(first + SITEMAP_MAX_URLS - 1, 2_147_483_647))))
    .orderBy(asc(articles.id));
  return rows.map((row) => ({ loc: `${publicUrl}${paths.article.getHref(row.id)}`, lastmod: row.updatedAt }));
}

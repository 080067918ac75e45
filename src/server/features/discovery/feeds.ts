/**
 * The feeds' content (docs/decisions/0026-sitemaps-feeds-signposting.md): the latest 50 articles of
 * the site or of one journal, newest first (the order and index of the article lists).
 */
import { eq, sql } from 'drizzle-orm';
import { paths } from '../../../shared/routes';
import { feedPaths } from '../../../shared/seo/feeds';
import { DEFAULT_DESCRIPTION, SITE_NAME } from '../../../shared/seo/page-meta';
import { PUBLISHER } from '../../../shared/domain/publisher';
import type { Db } from '../../db/client';
import { articles, journals } from '../../db/schema';
import type { Feed, FeedItem } from './feed-xml';

/** Articles in a feed (decision 0026: the latest 50). */
export const FEED_SIZE = 50;

const newestFirst = [sql`${articles.publishedDate} desc nulls last`, sql`${articles.id} desc nulls last`];

type ArticleRow = Awaited<ReturnType<typeof latestArticles>>[number];

function latestArticles(db: Db, journalId?: number) {
  const query = db
    .select({
      id: articles.id,
      title: articles.title,
      abstract: articles.abstract,
      authors: articles.authors,
      contributors: articles.contributors,
      doi: articles.doi,
      articleType: articles.articleType,
      keywords: articles.keywords,
      subjects: articles.subjects,
      publishedDate: articles.publishedDate,
      createdAt: articles.createdAt,
      updatedAt: articles.updatedAt,
      pdfFileKey: articles.pdfFileKey,
      journalTitle: journals.title,
    })
    .from(articles)
    .innerJoin(journals, eq(journals.id, articles.journalId));
  return (journalId === undefined ? query : query.where(eq(articles.journalId, journalId)))
    .orderBy(...newestFirst)
    .limit(FEED_SIZE);
}

function toItem(row: ArticleRow, publicUrl: string): FeedItem {
  const authors = row.contributors.length
    ? row.contributors.map((c) => ({ name: c.name, orcid: c.orcid }))
    : row.authors
      ? [{ name: row.authors, orcid: null }]
      : [];
  const categories = [...new Set([...row.keywords, ...row.subjects, row.articleType].filter(Boolean))];
  return {
    url: `${publicUrl}${paths.article.getHref(row.id)}`,
    title: row.title,
    summary: row.abstract?.trim() || `${row.articleType} in ${row.journalTitle}.`,
    authors,
    doi: row.doi,
    pdfUrl: row.pdfFileKey ? `${publicUrl}/api/files/${row.pdfFileKey}` : null,
    // A date without a time is its first second, UTC; an undated article counts from its record.
    published: row.publishedDate ? new Date(`${row.publishedDate}T00:00:00Z`) : row.createdAt,
    updated: row.updatedAt,
    categories,
  };
}

function feedOf(
  items: FeedItem[],
  fields: Omit<Feed, 'items' | 'updated' | 'publisher'> & { publisher?: string | null },
) {
  const updated = items.reduce<Date | null>(
    (latest, item) => (!latest || item.updated > latest ? item.updated : latest),
    null,
  );
  return { ...fields, publisher: fields.publisher || PUBLISHER.name, updated: updated ?? new Date(), items };
}

/**
 * The site's feed: its latest 50 articles.
 * @param publicUrl origin of every link (config PUBLIC_URL), never a request header
 */
export async function siteFeed(db: Db, publicUrl: string): Promise<Feed> {
  const rows = await latestArticles(db);
  return feedOf(
    rows.map((row) => toItem(row, publicUrl)),
    {
      title: `${SITE_NAME}: latest articles`,
      description: DEFAULT_DESCRIPTION,
      pageUrl: `${publicUrl}/`,
      rssUrl: `${publicUrl}${feedPaths.site('rss')}`,
      atomUrl: `${publicUrl}${feedPaths.site('atom')}`,
    },
  );
}

/**
 * The feed of the journal whose abbreviation is `abbreviation` (any case): its latest 50 articles.
 * @returns null when there is no such journal
 */
export async function journalFeed(db: Db, publicUrl: string, abbreviation: string): Promise<Feed | null> {
  const [journal] = await db
    .select({
      id: journals.id,
      title: journals.title,
      abbreviation: journals.abbreviation,
      description: journals.description,
      publisher: journals.publisher,
    })
    .from(journals)
    .where(sql`lower(${journals.abbreviation}) = lower(${abbreviation})`)
    .limit(1);
  if (!journal) return null;
  const rows = await latestArticles(db, journal.id);
  return feedOf(
    rows.map((row) => toItem(row, publicUrl)),
    {
      title: `${journal.title}: latest articles`,
      description: journal.description || `The latest open-access articles of ${journal.title}.`,
      pageUrl: `${publicUrl}${paths.journal.getHref(journal.abbreviation)}`,
      rssUrl: `${publicUrl}${feedPaths.journal(journal.abbreviation, 'rss')}`,
      atomUrl: `${publicUrl}${feedPaths.journal(journal.abbreviation, 'atom')}`,
      publisher: journal.publisher,
    },
  );
}

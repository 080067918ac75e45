/**
 * What the head of a page says, found from its path: static pages from the shared table,
 * journal, issue and article pages from the database (decisions 0006 and 0029). Also decides the
 * HTTP status: 404 for unknown paths, journals, volumes, issues and articles.
 */
import { sql } from 'drizzle-orm';
import { journalIssues, journals } from '../../db/schema';
import type { Db } from '../../db/client';
import { feedLinks } from '../../../shared/seo/feeds';
import {
  DEFAULT_DESCRIPTION,
  describe,
  isKnownRoute,
  staticPageMeta,
  PRIVATE_ROUTE_PATTERN,
} from '../../../shared/seo/page-meta';
import { matchRoute, paths } from '../../../shared/routes';
import { findArticleHead } from './article-head';
import type { PageHead } from './head';
import type { Deps } from '../../deps';

export interface ResolvedHead {
  status: 200 | 404;
  head: PageHead;
  /** The page's `Link` header (an article's FAIR Signposting links), if any. */
  linkHeader?: string;
}

const NOT_FOUND: PageHead = { title: 'Page Not Found', description: DEFAULT_DESCRIPTION };

/**
 * Head and status for a public page path. The home page announces the site's feeds, a
 * journal page its own and the site's (decision 0026).
 * @param deps the database, and the file storage (an article's JATS gives its references)
 * @param publicUrl origin for absolute URLs (config PUBLIC_URL), never a request header
 */
export async function resolveHead(
  deps: Pick<Deps, 'db' | 'storage'>,
  publicUrl: string,
  pathname: string,
): Promise<ResolvedHead> {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (!isKnownRoute(path)) return { status: 404, head: NOT_FOUND };

  const article = matchRoute(paths.article, path) ?? matchRoute(paths.journalArticle, path);
  if (article) return articleHead(deps, publicUrl, article.id);

  const issue = matchRoute(paths.journalIssue, path) ?? matchRoute(paths.journalVolume, path);
  if (issue) {
    const { abbreviation, volume, number } = issue as { abbreviation: string; volume: string; number?: string };
    return issueHead(deps.db, publicUrl, path, decodeURIComponent(abbreviation), {
      volume: decodeURIComponent(volume),
      number: number === undefined ? null : decodeURIComponent(number),
    });
  }

  const journal = matchRoute(paths.journal, path);
  if (journal && !matchRoute(paths.journalsComingSoon, path))
    return journalHead(deps.db, publicUrl, decodeURIComponent(journal.abbreviation));

  const meta = staticPageMeta(path);
  if (PRIVATE_ROUTE_PATTERN.test(path)) return { status: 200, head: { ...meta, noindex: true } };
  const feeds = path === paths.home.path ? feedLinks(null, publicUrl) : undefined;
  return { status: 200, head: { ...meta, canonical: `${publicUrl}${path}`, ...(feeds ? { feeds } : {}) } };
}

/**
 * An issue's page (`number`) or a volume's page (`number` null): 404 'Issue Not Found' when the
 * journal has no such issue or volume among its issue records (decision 0029).
 */
async function issueHead(
  db: Db,
  publicUrl: string,
  path: string,
  abbreviation: string,
  wanted: { volume: string; number: string | null },
): Promise<ResolvedHead> {
  const [row] = await db
    .select({ title: journals.title, year: journalIssues.year })
    .from(journalIssues)
    .innerJoin(journals, sql`${journals.id} = ${journalIssues.journalId}`)
    .where(
      sql`lower(${journals.abbreviation}) = lower(${abbreviation}) and ${journalIssues.volume} = ${wanted.volume}${
        wanted.number === null ? sql`` : sql` and ${journalIssues.number} = ${wanted.number}`
      }`,
    )
    .limit(1);
  if (!row) return { status: 404, head: { ...NOT_FOUND, title: 'Issue Not Found' } };
  const name = wanted.number ? `Volume ${wanted.volume}, Issue ${wanted.number}` : `Volume ${wanted.volume}`;
  return {
    status: 200,
    head: {
      title: `${name} | ${row.title}`,
      description: describe(`${row.title}, ${name}${row.year ? ` (${row.year})` : ''}: the table of contents.`),
      canonical: `${publicUrl}${path}`,
    },
  };
}

async function journalHead(db: Db, publicUrl: string, abbreviation: string): Promise<ResolvedHead> {
  const [row] = await db
    .select({ title: journals.title, description: journals.description, abbreviation: journals.abbreviation })
    .from(journals)
    .where(sql`lower(${journals.abbreviation}) = lower(${abbreviation})`)
    .limit(1);
  if (!row) return { status: 404, head: { ...NOT_FOUND, title: 'Journal Not Found' } };
  return {
    status: 200,
    head: {
      title: row.title,
      description: describe(row.description || `${row.title}: open-access articles.`),
      canonical: `${publicUrl}${paths.journal.getHref(row.abbreviation)}`,
      feeds: feedLinks(row, publicUrl),
    },
  };
}

async function articleHead(
  deps: Pick<Deps, 'db' | 'storage'>,
  publicUrl: string,
  rawId: string,
): Promise<ResolvedHead> {
  const notFound: ResolvedHead = { status: 404, head: { ...NOT_FOUND, title: 'Article Not Found' } };
  if (!/^[1-9][0-9]{0,9}$/.test(rawId) || Number(rawId) > 2_147_483_647) return notFound;
  const found = await findArticleHead(deps, publicUrl, Number(rawId));
  if (!found) return notFound;
  return { status: 200, head: found.head, linkHeader: found.linkHeader };
}

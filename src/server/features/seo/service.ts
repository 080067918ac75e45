/**
 * What the head of a page says, found from its path: static pages from the shared table,
 * journal and article pages from the database (issue 3). Also decides the HTTP status:
 * 404 for unknown paths, journals and articles.
 */
import { sql } from 'drizzle-orm';
import type { Contributor } from '../../../shared/api/catalogue';
import { journals } from '../../db/schema';
import type { Db } from '../../db/client';
import {
  DEFAULT_DESCRIPTION,
  describe,
  isKnownRoute,
  staticPageMeta,
  PRIVATE_ROUTE_PATTERN,
} from '../../../shared/seo/page-meta';
import { matchRoute, paths } from '../../../shared/routes';
import { findArticle } from '../articles';
import type { PageHead } from './head';

export interface ResolvedHead {
  status: 200 | 404;
  head: PageHead;
}

const NOT_FOUND: PageHead = { title: 'Page Not Found', description: DEFAULT_DESCRIPTION };

/** "2019-12-31" → "2019/12/31" (the citation_publication_date form Google Scholar reads). */
const scholarDate = (iso: string) => iso.replace(/-/g, '/');

/**
 * Head and status for a public page path.
 * @param publicUrl origin for absolute URLs (config PUBLIC_URL), never a request header
 */
export async function resolveHead(db: Db, publicUrl: string, pathname: string): Promise<ResolvedHead> {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (!isKnownRoute(path)) return { status: 404, head: NOT_FOUND };

  const article = matchRoute(paths.article, path) ?? matchRoute(paths.journalArticle, path);
  if (article) return articleHead(db, publicUrl, article.id);

  const journal = matchRoute(paths.journal, path);
  if (journal && !matchRoute(paths.journalsComingSoon, path))
    return journalHead(db, publicUrl, decodeURIComponent(journal.abbreviation));

  const meta = staticPageMeta(path);
  if (PRIVATE_ROUTE_PATTERN.test(path)) return { status: 200, head: { ...meta, noindex: true } };
  return { status: 200, head: { ...meta, canonical: `${publicUrl}${path}` } };
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
    },
  };
}

async function articleHead(db: Db, publicUrl: string, rawId: string): Promise<ResolvedHead> {
  const notFound: ResolvedHead = { status: 404, head: { ...NOT_FOUND, title: 'Article Not Found' } };
  if (!/^[1-9][0-9]{0,9}$/.test(rawId) || Number(rawId) > 2_147_483_647) return notFound;
  const found = await findArticle(db, Number(rawId));
  if (!found) return notFound;
  const a = { ...found, issn: found.journalIssn, publisher: found.journalPublisher };

  const canonical = `${publicUrl}${paths.article.getHref(a.id)}`;
  const pdfUrl = a.pdfUrl ? `${publicUrl}${a.pdfUrl}` : null;
  const [firstPage, lastPage] = (a.pages ?? '').split(/[-–]/);
  const meta: [string, string][] = [['citation_title', a.title]];
  for (const c of a.contributors) meta.push(['citation_author', c.name]);
  const optional: [string, string | null | undefined][] = [
    ['citation_publication_date', a.publishedDate && scholarDate(a.publishedDate)],
    ['citation_journal_title', a.journalTitle],
    ['citation_volume', a.volume],
    ['citation_issue', a.issue],
    ['citation_firstpage', firstPage || null],
    ['citation_lastpage', lastPage || null],
    ['citation_doi', a.doi],
    ['citation_pdf_url', pdfUrl],
    ['citation_issn', a.issn],
    ['citation_publisher', a.publisher],
    ['citation_abstract_html_url', canonical],
  ];
  for (const [name, value] of optional) if (value) meta.push([name, value]);

  return {
    status: 200,
    head: {
      title: a.title,
      description: describe(a.abstract || `${a.articleType} in ${a.journalTitle}.`),
      canonical,
      ogType: 'article',
      meta,
      jsonLd: scholarlyArticle(a, canonical, pdfUrl),
    },
  };
}

function person(c: Contributor) {
  return {
    '@type': c.surname || c.givenNames ? 'Person' : 'Organization',
    name: c.name,
    ...(c.affiliations.length
      ? { affiliation: c.affiliations.map((name) => ({ '@type': 'Organization', name })) }
      : {}),
    ...(c.orcid ? { sameAs: `https://orcid.org/${c.orcid}` } : {}),
  };
}

function scholarlyArticle(
  a: {
    title: string;
    abstract: string | null;
    contributors: Contributor[];
    publishedDate: string | null;
    doi: string | null;
    keywords: string[];
    licenseUrl: string | null;
    journalTitle: string;
    issn: string | null;
    publisher: string | null;
    volume: string | null;
    issue: string | null;
  },
  url: string,
  pdfUrl: string | null,
): Record<string, unknown> {
  const periodical = { '@type': 'Periodical', name: a.journalTitle, ...(a.issn ? { issn: a.issn } : {}) };
  const volume = a.volume ? { '@type': 'PublicationVolume', volumeNumber: a.volume, isPartOf: periodical } : periodical;
  const isPartOf = a.issue ? { '@type': 'PublicationIssue', issueNumber: a.issue, isPartOf: volume } : volume;
  return {
    '@context': 'https://schema.org',
    '@type': 'ScholarlyArticle',
    headline: a.title.length > 110 ? `${a.title.slice(0, 109)}…` : a.title,
    name: a.title,
    url,
    author: a.contributors.map(person),
    isPartOf,
    ...(a.publishedDate ? { datePublished: a.publishedDate } : {}),
    ...(a.abstract ? { abstract: a.abstract } : {}),
    ...(a.doi
      ? {
          identifier: { '@type': 'PropertyValue', propertyID: 'DOI', value: a.doi },
          sameAs: `https://doi.org/${a.doi}`,
        }
      : {}),
    ...(a.keywords.length ? { keywords: a.keywords.join(', ') } : {}),
    ...(a.licenseUrl ? { license: a.licenseUrl } : {}),
    ...(a.publisher ? { publisher: { '@type': 'Organization', name: a.publisher } } : {}),
    ...(pdfUrl ? { encoding: { '@type': 'MediaObject', contentUrl: pdfUrl, encodingFormat: 'application/pdf' } } : {}),
    isAccessibleForFree: true,
  };
}

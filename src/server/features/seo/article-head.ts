/**
 * The head of an article page (decisions 0006 and 0026): Google
 * Scholar's `citation_*` tags (Highwire Press names, https://scholar.google.com/intl/en/scholar/inclusion.html),
 * Dublin Core `DC.*` tags (DCMI "Expressing Dublin Core metadata using HTML/XHTML meta and
 * link elements"), schema.org JSON-LD, and the page's Signposting `Link` header; the article's
 * language in each and its translated titles in the JSON-LD (decision 0095).
 */
import { affiliationLine } from '../../../shared/api/contributors';
import { partialIsoDate } from '../../../shared/domain/date-precision';
import type { ArticleDetail } from '../../../shared/api/catalogue';
import { DEFAULT_LANGUAGE } from '../../../shared/domain/languages';
import { paths } from '../../../shared/routes';
import { describe } from '../../../shared/seo/page-meta';
import { findArticle } from '../articles';
import { hasJatsExport, jatsExportPath } from '../discovery';
import { findFullText } from '../full-text';
import type { PageHead } from './head';
import { scholarlyArticle } from './json-ld';
import { linkHeader, signpostLinks } from './signposting';
import type { Deps } from '../../deps';

/** "2019-12-31" → "2019/12/31" (the citation_publication_date form Google Scholar reads). */
const scholarDate = (iso: string) => iso.replace(/-/g, '/');

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** The text of sanitized inline HTML (a formatted reference): tags dropped, entities decoded, spaces collapsed. */
export function htmlToText(html: string): string {
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, name: string) => {
      if (name[0] !== '#') return ENTITIES[name.toLowerCase()] ?? whole;
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

/** The reference list of the article's JATS as plain text, or null when it has no full text. */
async function referencesOf(deps: Pick<Deps, 'db' | 'storage'>, id: number): Promise<string[] | null> {
  try {
    const fullText = await findFullText(deps, id);
    return fullText.references.map((r) => htmlToText(r.html));
  } catch {
    return null;
  }
}

/** The head's parts of one article. */
export interface ArticleHeadParts {
  head: PageHead;
  /** The Signposting `Link` header value. */
  linkHeader: string;
}

/**
 * The head of the page of `article`: meta tags, JSON-LD, Signposting.
 * @param publicUrl origin of every absolute URL (config PUBLIC_URL)
 * @param references the reference list as plain text, or null when the article has no full text
 */
export function articleHeadOf(
  article: ArticleDetail,
  publicUrl: string,
  references: string[] | null,
): ArticleHeadParts {
  const a = article;
  const canonical = `${publicUrl}${paths.article.getHref(a.id)}`;
  const pdfUrl = a.pdfUrl ? `${publicUrl}${a.pdfUrl}` : null;
  const [firstPage, lastPage] = (a.pages ?? '').split(/[-–]/).map((p) => p.trim());
  const doiUrl = a.doi ? `https://doi.org/${a.doi}` : null;
  // Only what the source gave (decision 0083): "2024", "2024/10" or "2024/10/18" for Scholar.
  const published = partialIsoDate(a.publishedDate, a.publishedDatePrecision);

  // The language of title, abstract and keywords (decision 0095), a BCP 47 tag; absent: English.
  const language = a.language ?? DEFAULT_LANGUAGE;
  // Google Scholar documents one citation_title, in the article's language: the translated
  // titles go in no citation_* tag (they are in the JSON-LD, the JATS, Crossref and DOAJ).
  const meta: [string, string][] = [['citation_title', a.title]];
  for (const c of a.contributors) {
    meta.push(['citation_author', c.name]);
    // One citation_author_institution per affiliation, after its author (Google Scholar's order).
    for (const affiliation of c.affiliations) meta.push(['citation_author_institution', affiliationLine(affiliation)]);
    if (c.orcid) meta.push(['citation_author_orcid', `https://orcid.org/${c.orcid}`]);
  }
  const optional: [string, string | null | undefined][] = [
    ['citation_publication_date', published && scholarDate(published)],
    ['citation_journal_title', a.journalTitle],
    ['citation_journal_abbrev', a.journalAbbreviation],
    ['citation_issn', a.journalIssn],
    ['citation_volume', a.volume],
    ['citation_issue', a.issue],
    ['citation_firstpage', firstPage || null],
    ['citation_lastpage', lastPage || null],
    ['citation_doi', a.doi],
    ['citation_publisher', a.journalPublisher],
    ['citation_keywords', a.keywords.join('; ')],
    // Highwire Press's language tag, as OJS and DSpace write it for Google Scholar.
    ['citation_language', language],
    ['citation_abstract_html_url', canonical],
    ['citation_fulltext_html_url', references === null ? null : canonical],
    ['citation_pdf_url', pdfUrl],
  ];
  for (const [name, value] of optional) if (value) meta.push([name, value]);
  for (const reference of references ?? []) if (reference) meta.push(['citation_reference', reference]);

  meta.push(['DC.title', a.title]);
  for (const c of a.contributors) meta.push(['DC.creator', c.name]);
  const dublinCore: [string, string | null | undefined][] = [
    ['DC.date', published],
    ['DC.identifier', doiUrl],
    ['DC.publisher', a.journalPublisher],
    ['DC.rights', a.licenseUrl || a.license || a.copyright],
    // DCMI: "a language of the resource" (RFC 5646 tag): the article's, not the page chrome's.
    ['DC.language', language],
    ['DC.source', a.journalTitle],
    ['DC.type', 'Text'],
  ];
  for (const [name, value] of dublinCore) if (value) meta.push([name, value]);
  for (const keyword of a.keywords) meta.push(['DC.subject', keyword]);

  const links = signpostLinks({
    doi: a.doi,
    orcids: a.contributors.flatMap((c) => (c.orcid ? [c.orcid] : [])),
    // The detail gives the source file as its URL: present exactly when the article keeps one.
    jatsUrl: hasJatsExport({ sourceFormat: a.sourceFormat, sourceFileKey: a.sourceXmlUrl })
      ? `${publicUrl}${jatsExportPath(a.id)}`
      : null,
    bibtexUrl: `${publicUrl}/api/articles/${a.id}/citation?format=bibtex`,
    pdfUrl,
    licenseUrl: a.licenseUrl,
  });

  return {
    head: {
      title: a.title,
      description: describe(a.abstract || `${a.articleType} in ${a.journalTitle}.`),
      canonical,
      ogType: 'article',
      meta,
      links: [{ rel: 'schema.DC', href: 'http://purl.org/dc/elements/1.1/' }],
      jsonLd: scholarlyArticle(a, canonical, pdfUrl, { first: firstPage || null, last: lastPage || null }),
    },
    linkHeader: linkHeader(links),
  };
}

/**
 * The head of article `id`'s page, with its references when its JATS gives them.
 * @returns null when there is no such article
 */
export async function findArticleHead(
  deps: Pick<Deps, 'db' | 'storage'>,
  publicUrl: string,
  id: number,
): Promise<ArticleHeadParts | null> {
  const article = await findArticle(deps.db, id);
  if (!article) return null;
  return articleHeadOf(article, publicUrl, await referencesOf(deps, id));
}

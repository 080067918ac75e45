/**
 * FAIR Signposting level 1 (https://signposting.org/FAIR/) for an article's landing page
 * (docs/decisions/0026-sitemaps-feeds-signposting.md): typed links in an RFC 8288
 * `Link` header, so that a machine finds the persistent identifier, the authors, the
 * metadata records, the content and the licence without reading the HTML.
 */

/** One link of the header. */
export interface SignpostLink {
  href: string;
  rel: 'cite-as' | 'author' | 'describedby' | 'item' | 'license' | 'type';
  /** Media type of the target (`describedby` and `item` must say it). */
  type?: string;
}

/** What the links are made of. Every URL absolute (built from PUBLIC_URL). */
export interface SignpostSource {
  doi: string | null;
  /** ORCID iDs of the authors (bare, 0000-0000-0000-0000). */
  orcids: string[];
  /** The JATS export's URL, when the article has JATS. */
  jatsUrl: string | null;
  /** The BibTeX export's URL. */
  bibtexUrl: string;
  pdfUrl: string | null;
  licenseUrl: string | null;
}

/** The schema.org types of an article's landing page (Signposting `type`). */
export const LANDING_PAGE_TYPES = ['https://schema.org/ScholarlyArticle', 'https://schema.org/AboutPage'];

/**
 * The Signposting links of an article page: `cite-as` the DOI URL (when there is a DOI),
 * `author` each ORCID, `describedby` the JATS (`application/jats+xml`) and the BibTeX
 * (`application/x-bibtex`), `item` the PDF (`application/pdf`), `license` the licence,
 * `type` ScholarlyArticle and AboutPage.
 */
export function signpostLinks(source: SignpostSource): SignpostLink[] {
  const links: SignpostLink[] = [];
  if (source.doi) links.push({ href: `https://doi.org/${source.doi}`, rel: 'cite-as' });
  for (const orcid of source.orcids) links.push({ href: `https://orcid.org/${orcid}`, rel: 'author' });
  if (source.jatsUrl) links.push({ href: source.jatsUrl, rel: 'describedby', type: 'application/jats+xml' });
  links.push({ href: source.bibtexUrl, rel: 'describedby', type: 'application/x-bibtex' });
  if (source.pdfUrl) links.push({ href: source.pdfUrl, rel: 'item', type: 'application/pdf' });
  if (source.licenseUrl && /^https?:\/\//i.test(source.licenseUrl))
    links.push({ href: source.licenseUrl, rel: 'license' });
  for (const href of LANDING_PAGE_TYPES) links.push({ href, rel: 'type' });
  return links;
}

/**
 * The links as one RFC 8288 `Link` header value: `<url>; rel="…"; type="…"`, comma-separated.
 * URLs are percent-encoded to ASCII (a `<`, `>`, space, quote or non-ASCII letter cannot break the header).
 */
export function linkHeader(links: readonly SignpostLink[]): string {
  const safe = (href: string) => encodeURI(decodeURISafe(href));
  return links
    .map((link) => `<${safe(link.href)}>; rel="${link.rel}"${link.type ? `; type="${link.type}"` : ''}`)
    .join(', ');
}

function decodeURISafe(href: string): string {
  try {
    return decodeURI(href);
  } catch {
    return href;
  }
}

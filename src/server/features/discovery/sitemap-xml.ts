/**
 * Sitemap documents of the sitemaps.org protocol 0.9
 * (docs/decisions/0026-sitemaps-feeds-signposting.md): the index (`<sitemapindex>`) and a child
 * sitemap (`<urlset>`), each entry with its `<lastmod>` in W3C Datetime form. A child holds at most
 * 50,000 URLs (and 50 MB), the protocol's limit.
 */
import { el, fragment, type Xml, xmlDocument } from '../../lib/xml';

export const SITEMAP_NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';
/** Most URLs in one sitemap file (sitemaps.org "Sitemap file location": 50,000). */
export const SITEMAP_MAX_URLS = 50_000;

/** One `<url>` or `<sitemap>` entry: an absolute URL and when its content last changed. */
export interface SitemapEntry {
  loc: string;
  lastmod?: Date | null;
}

/**
 * A time in the W3C Datetime form the protocol asks for, to the second in UTC:
 * `2026-11-26T14:25:28Z` (https://www.w3.org/TR/NOTE-datetime).
 */
export function w3cDatetime(time: Date): string {
  return `${time.toISOString().slice(0, 19)}Z`;
}

function entry(tag: 'url' | 'sitemap', item: SitemapEntry): Xml {
  return el(tag, {}, el('loc', {}, item.loc), item.lastmod ? el('lastmod', {}, w3cDatetime(item.lastmod)) : null);
}

/** The document `<root xmlns=…>` with one entry per line (a 50,000-line file stays readable). */
function sitemapDocument(root: 'urlset' | 'sitemapindex', entries: Xml[]): string {
  const lines: Xml[] = [];
  for (const item of entries) lines.push(fragment('\n', item));
  return xmlDocument(el(root, { xmlns: SITEMAP_NAMESPACE }, lines, '\n'));
}

/**
 * A `<urlset>` of `urls`.
 * @throws RangeError over SITEMAP_MAX_URLS entries (the caller splits them into children)
 */
export function urlset(urls: readonly SitemapEntry[]): string {
  if (urls.length > SITEMAP_MAX_URLS) throw new RangeError(`a sitemap holds at most ${SITEMAP_MAX_URLS} URLs`);
  return sitemapDocument(
    'urlset',
    urls.map((url) => entry('url', url)),
  );
}

/**
 * A `<sitemapindex>` naming the child sitemaps.
 * @throws RangeError over SITEMAP_MAX_URLS children (the protocol's limit for an index too)
 */
export function sitemapIndex(sitemaps: readonly SitemapEntry[]): string {
  if (sitemaps.length > SITEMAP_MAX_URLS) throw new RangeError(`an index holds at most ${SITEMAP_MAX_URLS} sitemaps`);
  return sitemapDocument(
    'sitemapindex',
    sitemaps.map((sitemap) => entry('sitemap', sitemap)),
  );
}

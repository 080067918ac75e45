/**
 * Sitemap documents of the sitemaps.org protocol 0.9 (issue 17): the index
 * (`<sitemapindex>`) and a child sitemap (`<urlset>`), each entry with its `<lastmod>` in W3C
 * Datetime form. A child holds at most 50,000 URLs (and 50 MB), the protocol's limit.
 */
import { escapeXml, XML_DECLARATION } from './xml';

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

function entry(tag: 'url' | 'sitemap', item: SitemapEntry): string {
  const lastmod = item.lastmod ? `<lastmod>${w3cDatetime(item.lastmod)}</lastmod>` : '';
  return `<${tag}><loc>${escapeXml(item.loc)}</loc>${lastmod}</${tag}>`;
}

/**
 * A `<urlset>` of `urls`.
 * @throws RangeError over SITEMAP_MAX_URLS entries (the caller splits them into children)
 */
export function urlset(urls: readonly SitemapEntry[]): string {
  if (urls.length > SITEMAP_MAX_URLS) throw new RangeError(`a sitemap holds at most ${SITEMAP_MAX_URLS} URLs`);
  const lines = [XML_DECLARATION, `<urlset xmlns="${SITEMAP_NAMESPACE}">`];
  for (const url of urls) lines.push(entry('url', url));
  lines.push('</urlset>', '');
  return lines.join('\n');
}

/**
 * A `<sitemapindex>` naming the child sitemaps.
 * @throws RangeError over SITEMAP_MAX_URLS children (the protocol's limit for an index too)
 */
export function sitemapIndex(sitemaps: readonly SitemapEntry[]): string {
  if (sitemaps.length > SITEMAP_MAX_URLS) throw new RangeError(`an index holds at most ${SITEMAP_MAX_URLS} sitemaps`);
  const lines = [XML_DECLARATION, `<sitemapindex xmlns="${SITEMAP_NAMESPACE}">`];
  for (const sitemap of sitemaps) lines.push(entry('sitemap', sitemap));
  lines.push('</sitemapindex>', '');
  return lines.join('\n');
}

/**
 * `/robots.txt` (docs/decisions/0026-sitemaps-feeds-signposting.md; Robots Exclusion Protocol, RFC
 * 9309): the public site is open to every crawler; the private pages of the route map (sign-in,
 * account, portal, dashboards, invitation links) and the API are closed, except the API
 * reads a page links to for machines (PDF and other public files, the article JSON, its full
 * text, JATS and citation exports); the sitemap index is named by its absolute URL.
 */
import { ROUTES } from '../../../shared/routes';

/** The path prefix a private route's pattern covers: up to its first `:param` or `*` segment. */
function prefixOf(pattern: string): string {
  const fixed: string[] = [];
  for (const part of pattern.split('/').slice(1)) {
    if (part.startsWith(':') || part === '*') break;
    fixed.push(part);
  }
  return `/${fixed.join('/')}`;
}

/**
 * The disallowed prefixes of the private routes: the shortest ones (a prefix already covered
 * by a shorter one is left out: `/dashboard` covers `/dashboard/admin`).
 */
export function privatePrefixes(): string[] {
  const all = [...new Set(ROUTES.filter((route) => route.private).map((route) => prefixOf(route.path)))].sort();
  return all.filter((p) => !all.some((q) => q !== p && (p.startsWith(`${q}/`) || q === '/')));
}

/**
 * The API paths a crawler may fetch: files (PDFs), articles and their exports. Longest match
 * wins (RFC 9309 §2.2.2), so `Disallow: /api/` keeps the rest closed, and search stays closed.
 */
const API_ALLOWED = ['/api/files/', '/api/articles/'];
const API_DISALLOWED = ['/api/', '/api/articles/search'];

/**
 * The robots.txt body.
 * @param publicUrl origin of the sitemap index URL (config PUBLIC_URL), never a request header
 */
export function robotsTxt(publicUrl: string): string {
  const lines = ['User-agent: *', 'Allow: /'];
  for (const prefix of privatePrefixes()) lines.push(`Disallow: ${prefix}`);
  for (const prefix of API_DISALLOWED) lines.push(`Disallow: ${prefix}`);
  for (const prefix of API_ALLOWED) lines.push(`Allow: ${prefix}`);
  lines.push('', `Sitemap: ${publicUrl}/sitemap.xml`, '');
  return lines.join('\n');
}

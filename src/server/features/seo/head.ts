/**
 * Writes a page's head into the SPA's index.html: title, meta description, canonical link,
 * Open Graph, the feeds a page announces (decision 0026), and for articles the Google Scholar
 * `citation_*` tags, Dublin Core `DC.*` tags and schema.org ScholarlyArticle JSON-LD
 * (docs/decisions/0006-server-rendered-heads.md,
 * docs/decisions/0026-sitemaps-feeds-signposting.md).
 */
import type { FeedLink } from '../../../shared/seo/feeds';
import { withSiteName } from '../../../shared/seo/page-meta';

/** Attribute marking the feed links, which the client replaces on navigation (lib/page-meta.ts). */
export const FEED_LINK_ATTRIBUTE = 'data-feed';

export interface PageHead {
  title: string;
  description: string;
  /** Absolute canonical URL (from PUBLIC_URL). */
  canonical?: string;
  /** Extra `<meta name=… content=…>` tags, in order (names may repeat: citation_author). */
  meta?: [name: string, content: string][];
  ogType?: 'website' | 'article';
  /** A JSON-LD object, serialised into a data block (not executed, so the CSP allows it). */
  jsonLd?: Record<string, unknown>;
  /** `noindex, nofollow` for private pages (sign-in, portal, dashboards). */
  noindex?: boolean;
  /** Feeds announced with `<link rel="alternate" type=… title=… href=…>` (absolute hrefs). */
  feeds?: FeedLink[];
  /** Other `<link>` tags (`schema.DC`), after the meta tags. */
  links?: { rel: string; href: string }[];
}

/** Escapes text for an HTML attribute value or text node. */
export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!,
  );
}

/** JSON safe inside a `<script>` data block: no `</script>` or `<!--` can close or confuse it. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
}

/**
 * Returns `html` with its title and description replaced and the other tags added before
 * `</head>`. The template's own title and description tags are the ones replaced. Every
 * replacement is a function, so that `$'`, `` $` ``, `$&` or `$1` in a title are text, never
 * `String.replace` patterns.
 */
export function renderHead(html: string, head: PageHead): string {
  const title = escapeHtml(withSiteName(head.title));
  const description = escapeHtml(head.description);
  const tags: string[] = [
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:type" content="${head.ogType ?? 'website'}" />`,
  ];
  if (head.canonical) {
    tags.push(`<link rel="canonical" href="${escapeHtml(head.canonical)}" />`);
    tags.push(`<meta property="og:url" content="${escapeHtml(head.canonical)}" />`);
  }
  for (const [name, content] of head.meta ?? []) {
    tags.push(`<meta name="${escapeHtml(name)}" content="${escapeHtml(content)}" />`);
  }
  for (const link of head.links ?? [])
    tags.push(`<link rel="${escapeHtml(link.rel)}" href="${escapeHtml(link.href)}" />`);
  for (const feed of head.feeds ?? []) {
    const attributes = `type="${escapeHtml(feed.type)}" title="${escapeHtml(feed.title)}" href="${escapeHtml(feed.href)}"`;
    tags.push(`<link rel="alternate" ${attributes} ${FEED_LINK_ATTRIBUTE} />`);
  }
  if (head.noindex) tags.push('<meta name="robots" content="noindex, nofollow" />');
  if (head.jsonLd) tags.push(`<script type="application/ld+json">${jsonForScript(head.jsonLd)}</script>`);
  return html
    .replace(/<title>[\s\S]*?<\/title>/, () => `<title>${title}</title>`)
    .replace(/<meta\s+name="description"[\s\S]*?\/?>/, () => `<meta name="description" content="${description}" />`)
    .replace('</head>', () => `${tags.join('\n    ')}\n  </head>`);
}

/**
 * Titles and meta descriptions of the public pages (issue 3 "For machines as well as
 * people"). The server writes them into the HTML it sends, so crawlers that run no
 * JavaScript see them; the client sets the same ones on navigation (usePageMeta).
 */
export const SITE_NAME = 'Genesis';
export const DEFAULT_TITLE = 'Genesis | Open Access Academic Publishing Excellence';
export const DEFAULT_DESCRIPTION =
  'Genesis is an open-access academic publisher of peer-reviewed journals: free to read, rigorously reviewed and published quickly for a global research community.';

export interface PageMeta {
  title: string;
  description: string;
}

/** "Journals" → "Journals | Genesis". */
export function withSiteName(title: string): string {
  return title === DEFAULT_TITLE ? title : `${title} | ${SITE_NAME}`;
}

/** Meta of the fixed public routes, by exact pathname. Later issues add their pages here. */
export const STATIC_PAGE_META: Readonly<Record<string, PageMeta>> = {
  '/': { title: DEFAULT_TITLE, description: DEFAULT_DESCRIPTION },
  '/journals': {
    title: 'Journals',
    description: 'Browse the peer-reviewed, open-access journals published by Genesis, by subject and category.',
  },
  '/journals/coming-soon': {
    title: 'Journals Coming Soon',
    description: 'New Genesis journals are in development. Submit your manuscript today and be among the first authors.',
  },
  '/articles': {
    title: 'Articles',
    description: 'Read the latest peer-reviewed, open-access articles published in Genesis journals: free to read and reuse.',
  },
  '/search': {
    title: 'Search Articles',
    description: 'Search open-access articles by keyword, title, author or journal, with quoted phrases and exclusions.',
  },
};

/** Meta for a pathname: its static entry, or the site defaults. */
export function staticPageMeta(pathname: string): PageMeta {
  const normalized = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return STATIC_PAGE_META[normalized] ?? { title: DEFAULT_TITLE, description: DEFAULT_DESCRIPTION };
}

/** A description from free text: whitespace collapsed, cut at a word boundary to ≤ 160 characters. */
export function describe(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max / 2))}…`;
}

/**
 * Path patterns of the site's routes (seed 000 §2 route table). A path matching none is a
 * 404, which the server says with the status code too, not only with the page text.
 */
export const ROUTE_PATTERNS: readonly RegExp[] = [
  /^\/$/,
  /^\/(about|open-access|journals|submit-manuscript|contact|search|faqs|terms-conditions|policies|articles)$/,
  /^\/(login|signup|forgot-password|reset-password|guidelines)$/,
  /^\/journals\/[^/]+$/,
  /^\/journals\/[^/]+\/articles\/[^/]+$/,
  /^\/articles\/[^/]+$/,
  /^\/guidelines\/[^/]+$/,
  /^\/portal(\/.*)?$/,
  /^\/dashboard(\/(author|editor|reviewer|admin))?$/,
  /^\/dashboard\/admin\/public-manuscripts\/[^/]+$/,
  /^\/invites\/(accept|decline)$/,
];

/** True when `pathname` is one of the site's routes. */
export function isKnownRoute(pathname: string): boolean {
  const normalized = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return ROUTE_PATTERNS.some((re) => re.test(normalized));
}

/**
 * The news feeds of the site (docs/decisions/0026-sitemaps-feeds-signposting.md):
 * their paths and the `<link rel="alternate">` tags that announce them. The server serves them
 * (features/discovery), writes the links into the heads it renders (features/seo), and the
 * client keeps the same links in the head on navigation (lib/page-meta.ts).
 *
 * Standard APIs only: no Node, no DOM.
 */
import { SITE_NAME } from './page-meta';

/** Media types of the two feed formats (RSS 2.0, RFC 4287 Atom 1.0). */
export const FEED_MEDIA_TYPES = { rss: 'application/rss+xml', atom: 'application/atom+xml' } as const;
export type FeedFormat = keyof typeof FEED_MEDIA_TYPES;

const segment = (value: string) => encodeURIComponent(value.toLowerCase());

/** Site-relative paths of the feeds: the whole site's, and one journal's (abbreviation in lower case). */
export const feedPaths = {
  site: (format: FeedFormat) => `/feeds/${format}.xml`,
  journal: (abbreviation: string, format: FeedFormat) => `/journals/${segment(abbreviation)}/${format}.xml`,
} as const;

/** One `<link rel="alternate" type=… title=… href=…>` announcing a feed. */
export interface FeedLink {
  /** Site-relative on the client; absolute (PUBLIC_URL) in server-rendered heads. */
  href: string;
  type: (typeof FEED_MEDIA_TYPES)[FeedFormat];
  title: string;
}

const FORMAT_NAMES: Record<FeedFormat, string> = { rss: 'RSS', atom: 'Atom' };

/**
 * The feed links of a page: the journal's feeds (when `journal` is given) and then the site's,
 * each in RSS 2.0 and Atom. Site-relative hrefs; pass `origin` for absolute ones.
 */
export function feedLinks(journal?: { title: string; abbreviation: string } | null, origin = ''): FeedLink[] {
  const links: FeedLink[] = [];
  const formats: FeedFormat[] = ['rss', 'atom'];
  if (journal) {
    for (const format of formats)
      links.push({
        href: `${origin}${feedPaths.journal(journal.abbreviation, format)}`,
        type: FEED_MEDIA_TYPES[format],
        title: `${journal.title}: latest articles (${FORMAT_NAMES[format]})`,
      });
  }
  for (const format of formats)
    links.push({
      href: `${origin}${feedPaths.site(format)}`,
      type: FEED_MEDIA_TYPES[format],
      title: `${SITE_NAME}: latest articles (${FORMAT_NAMES[format]})`,
    });
  return links;
}

/**
 * Feed documents (docs/decisions/0026-sitemaps-feeds-signposting.md): RSS 2.0
 * (https://www.rssboard.org/rss-specification, with the Dublin Core `dc:creator` per author and
 * `dcterms:modified`) and Atom 1.0 (RFC 4287), written from one model. Every item carries its
 * title, authors, abstract, article link, DOI link (`https://doi.org/…`), publication and update
 * times, and categories; its id (RSS `guid`, Atom `id`) is the article page's URL, which never
 * changes.
 */
import { tree, xmlDocument, type XmlTree } from '../../lib/xml';

/** The document of `root` in the object form of lib/xml's `tree` (text escaped there). */
const buildXml = (root: XmlTree) => xmlDocument(tree(root));

/** One article of a feed. */
export interface FeedItem {
  /** Absolute URL of the article page (also the item's stable id). */
  url: string;
  title: string;
  /** Plain text (sent escaped); a fallback sentence when the article has none. */
  summary: string;
  authors: { name: string; orcid: string | null }[];
  doi: string | null;
  /** Absolute URL of the PDF, if any. */
  pdfUrl: string | null;
  published: Date;
  updated: Date;
  /** Keywords, subjects and the article type, without repeats. */
  categories: string[];
}

/** A feed: the site's or a journal's. */
export interface Feed {
  title: string;
  description: string;
  /** Absolute URL of the HTML page the feed follows (home or journal page). */
  pageUrl: string;
  /** Absolute URLs of the feed in each format (each document names itself, `rel="self"`). */
  rssUrl: string;
  atomUrl: string;
  /** Publisher named as the feed's author (Atom requires an author for every entry or the feed). */
  publisher: string;
  /** Last change to the feed: the newest item update, or the time of the answer when empty. */
  updated: Date;
  items: FeedItem[];
}

const ATOM_NAMESPACE = 'http://www.w3.org/2005/Atom';
const doiUrl = (doi: string) => `https://doi.org/${doi}`;
/** RFC 822 date-time, as RSS 2.0 asks ("Thu, 26 Nov 2026 14:25:28 GMT"). */
export const rfc822 = (time: Date) => time.toUTCString();
/** RFC 3339 date-time, as Atom asks. */
export const rfc3339 = (time: Date) => `${time.toISOString().slice(0, 19)}Z`;

/** The RSS 2.0 document of `feed`. */
export function rssFeed(feed: Feed): string {
  return buildXml({
    rss: {
      '@_version': '2.0',
      '@_xmlns:atom': ATOM_NAMESPACE,
      '@_xmlns:dc': 'http://purl.org/dc/elements/1.1/',
      '@_xmlns:dcterms': 'http://purl.org/dc/terms/',
      channel: {
        title: feed.title,
        link: feed.pageUrl,
        description: feed.description,
        language: 'en',
        lastBuildDate: rfc822(feed.updated),
        'atom:link': { '@_href': feed.rssUrl, '@_rel': 'self', '@_type': 'application/rss+xml' },
        item: feed.items.map((item) => ({
          title: item.title,
          link: item.url,
          description: item.summary,
          'dc:creator': item.authors.map((author) => author.name),
          category: item.categories,
          guid: { '#text': item.url, '@_isPermaLink': 'true' },
          pubDate: rfc822(item.published),
          'dcterms:modified': rfc3339(item.updated),
          ...(item.doi
            ? {
                'dc:identifier': doiUrl(item.doi),
                'atom:link': { '@_rel': 'related', '@_href': doiUrl(item.doi), '@_title': 'DOI' },
              }
            : {}),
        })),
      },
    },
  });
}

/** The Atom 1.0 document of `feed`. */
export function atomFeed(feed: Feed): string {
  return buildXml({
    feed: {
      '@_xmlns': ATOM_NAMESPACE,
      id: feed.atomUrl,
      title: { '#text': feed.title, '@_type': 'text' },
      subtitle: { '#text': feed.description, '@_type': 'text' },
      updated: rfc3339(feed.updated),
      link: [
        { '@_rel': 'self', '@_type': 'application/atom+xml', '@_href': feed.atomUrl },
        { '@_rel': 'alternate', '@_type': 'text/html', '@_href': feed.pageUrl },
      ],
      author: { name: feed.publisher },
      entry: feed.items.map((item) => ({
        id: item.url,
        title: { '#text': item.title, '@_type': 'text' },
        link: [
          { '@_rel': 'alternate', '@_type': 'text/html', '@_href': item.url },
          ...(item.doi ? [{ '@_rel': 'related', '@_href': doiUrl(item.doi), '@_title': 'DOI' }] : []),
          ...(item.pdfUrl ? [{ '@_rel': 'enclosure', '@_type': 'application/pdf', '@_href': item.pdfUrl }] : []),
        ],
        published: rfc3339(item.published),
        updated: rfc3339(item.updated),
        author: item.authors.map((author) => ({
          name: author.name,
          ...(author.orcid ? { uri: `https://orcid.org/${author.orcid}` } : {}),
        })),
        summary: { '#text': item.summary, '@_type': 'text' },
        category: item.categories.map((term) => ({ '@_term': term })),
      })),
    },
  });
}

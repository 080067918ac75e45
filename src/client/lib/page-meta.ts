/**
 * Sets the document title, meta description and announced feeds of the current page (the
 * server sends the same ones in the first HTML; see src/shared/seo/page-meta.ts and
 * src/shared/seo/feeds.ts).
 */
import { useEffect } from 'react';
import type { FeedLink } from '../../shared/seo/feeds';
import { DEFAULT_DESCRIPTION, withSiteName } from '../../shared/seo/page-meta';

/** The attribute the server marks its feed links with (server/features/seo/head.ts FEED_LINK_ATTRIBUTE). */
const FEED_LINK_ATTRIBUTE = 'data-feed';
const NO_FEEDS: readonly FeedLink[] = [];

/**
 * Makes the head's feed links (`<link rel="alternate" … data-feed>`) exactly `feeds`: a page
 * reached by navigation announces its own feeds, never the previous page's.
 */
function setFeedLinks(feeds: readonly FeedLink[]): void {
  for (const old of document.head.querySelectorAll(`link[rel="alternate"][${FEED_LINK_ATTRIBUTE}]`)) old.remove();
  for (const feed of feeds) {
    const link = document.createElement('link');
    link.rel = 'alternate';
    link.type = feed.type;
    link.title = feed.title;
    link.href = feed.href;
    link.setAttribute(FEED_LINK_ATTRIBUTE, '');
    document.head.appendChild(link);
  }
}

/**
 * Call once per page with its title (without the site name) and description, and the feeds
 * it announces (the home page: the site's; a journal page: the journal's and the site's;
 * shared/seo/feeds.ts `feedLinks`).
 */
export function usePageMeta(
  title: string,
  description: string = DEFAULT_DESCRIPTION,
  feeds: readonly FeedLink[] = NO_FEEDS,
): void {
  useEffect(() => {
    document.title = withSiteName(title);
    let tag = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!tag) {
      tag = document.createElement('meta');
      tag.name = 'description';
      document.head.appendChild(tag);
    }
    tag.content = description;
  }, [title, description]);
  const feedKey = feeds.map((feed) => feed.href).join(' ');
  useEffect(() => {
    setFeedLinks(feeds);
    // Keyed by the hrefs: a new array with the same feeds changes nothing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [feedKey]);
}

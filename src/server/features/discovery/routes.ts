/**
 * Discovery routes (docs/decisions/0026-sitemaps-feeds-signposting.md): robots.txt,
 * the sitemap index and its children, the RSS 2.0 and Atom feeds of the site and of each
 * journal, and the JATS export of an article. Every link is built from PUBLIC_URL, never
 * from request headers. All are public-cache routes (`config.publicCache`,
 * docs/decisions/0020-public-read-cache.md): kept whole until the catalogue changes.
 */
import { z } from 'zod';
import { errorBody } from '../../../shared/api/common';
import { FEED_MEDIA_TYPES, feedPaths, type FeedFormat } from '../../../shared/seo/feeds';
import { getJats } from '../../../shared/api/endpoints/articles';
import type { AppInstance } from '../../app-types';
import { endpointRoute } from '../../lib/endpoint-route';
import { AppError } from '../../lib/errors';
import { text } from '../../../shared/validation/text';
import { atomFeed, rssFeed, type Feed } from './feed-xml';
import { journalFeed, siteFeed, FEED_SIZE } from './feeds';
import { JATS_MEDIA_TYPE, jatsSourceOf } from './jats-export';
import { robotsTxt } from './robots';
import { sitemapIndex, urlset, type SitemapEntry } from './sitemap-xml';
import {
  articleChildren,
  articleEntries,
  contentPages,
  issueEntries,
  journalEntries,
  MAX_ARTICLE_CHILD,
  sitemapPaths,
} from './sitemaps';

const XML_TYPE = 'application/xml; charset=utf-8';
const publicCache = { publicCache: true } as const;
const xmlAnswer = { 200: text(), 404: errorBody } as const;
const ARTICLE_CHILD = /^articles-([1-9][0-9]{0,4})\.xml$/;

const latestOf = (entries: SitemapEntry[]) =>
  entries.reduce<Date | null>((latest, e) => (e.lastmod && (!latest || e.lastmod > latest) ? e.lastmod : latest), null);

export default async function discoveryRoutes(app: AppInstance) {
  const publicUrl = app.config.publicUrl;

  app.get(
    '/robots.txt',
    {
      schema: {
        tags: ['discovery'],
        summary: 'Crawling rules (RFC 9309)',
        description:
          'Allows the public site; disallows the private pages (sign-in, account, portal, dashboards, invitations) and the API except files, articles and their exports (search stays closed); names the sitemap index.',
        response: { 200: text() },
      },
      config: publicCache,
    },
    async (_request, reply) => reply.type('text/plain; charset=utf-8').send(robotsTxt(publicUrl)),
  );

  app.get(
    sitemapPaths.index,
    {
      schema: {
        tags: ['discovery'],
        summary: 'Sitemap index (sitemaps.org 0.9)',
        description:
          'Names the child sitemaps: content pages, journals, issues, and the articles in children of at most 50,000 URLs (`/sitemaps/articles-{n}.xml`, child n holding the article ids (n-1)·50,000+1 … n·50,000), each with its lastmod (the latest `updated_at` of its records).',
        response: { 200: text() },
      },
      config: publicCache,
    },
    async (_request, reply) => {
      const journals = await journalEntries(app.db, publicUrl);
      const issues = await issueEntries(app.db, publicUrl);
      const children: SitemapEntry[] = [
        { loc: `${publicUrl}${sitemapPaths.pages}` },
        { loc: `${publicUrl}${sitemapPaths.journals}`, lastmod: latestOf(journals) },
        ...(issues.length > 0 ? [{ loc: `${publicUrl}${sitemapPaths.issues}`, lastmod: latestOf(issues) }] : []),
        ...(await articleChildren(app.db)).map((c) => ({
          loc: `${publicUrl}${sitemapPaths.articles(c.n)}`,
          lastmod: c.lastmod,
        })),
      ];
      return reply.type(XML_TYPE).send(sitemapIndex(children));
    },
  );

  app.get(
    sitemapPaths.pages,
    {
      schema: { tags: ['discovery'], summary: 'Sitemap of the content pages', response: { 200: text() } },
      config: publicCache,
    },
    async (_request, reply) => reply.type(XML_TYPE).send(urlset(contentPages(publicUrl))),
  );

  app.get(
    sitemapPaths.journals,
    {
      schema: { tags: ['discovery'], summary: 'Sitemap of the journal pages', response: { 200: text() } },
      config: publicCache,
    },
    async (_request, reply) => reply.type(XML_TYPE).send(urlset(await journalEntries(app.db, publicUrl))),
  );

  app.get(
    sitemapPaths.issues,
    {
      schema: {
        tags: ['discovery'],
        summary: 'Sitemap of the issue and volume pages (decision 0029)',
        response: { 200: text() },
      },
      config: publicCache,
    },
    async (_request, reply) => reply.type(XML_TYPE).send(urlset(await issueEntries(app.db, publicUrl))),
  );

  app.get(
    '/sitemaps/:name',
    {
      schema: {
        tags: ['discovery'],
        summary: 'One child sitemap of the articles',
        description:
          '`articles-{n}.xml`: the article pages whose ids are (n-1)·50,000+1 … n·50,000, by id, each with its `updated_at` as lastmod. 404 `Sitemap not found` for any other name or a child without articles.',
        params: z.object({ name: text().max(40) }),
        response: xmlAnswer,
      },
      config: publicCache,
    },
    async (request, reply) => {
      const match = ARTICLE_CHILD.exec(request.params.name);
      const n = match ? Number(match[1]) : 0;
      if (n < 1 || n > MAX_ARTICLE_CHILD) throw new AppError('NOT_FOUND', 'Sitemap not found');
      const entries = await articleEntries(app.db, publicUrl, n);
      if (entries.length === 0) throw new AppError('NOT_FOUND', 'Sitemap not found');
      return reply.type(XML_TYPE).send(urlset(entries));
    },
  );

  const feedType = (format: FeedFormat) => `${FEED_MEDIA_TYPES[format]}; charset=utf-8`;
  const feedBody = (feed: Feed, format: FeedFormat): string => (format === 'rss' ? rssFeed(feed) : atomFeed(feed));

  for (const format of ['rss', 'atom'] as const) {
    const name = format === 'rss' ? 'RSS 2.0' : 'Atom 1.0 (RFC 4287)';
    app.get(
      feedPaths.site(format),
      {
        schema: {
          tags: ['discovery'],
          summary: `${name} feed of the latest ${FEED_SIZE} articles`,
          description:
            'Newest first (publication date, then id). Each item: title, authors, abstract (text), article link, DOI link (https://doi.org/…), publication and update times, keywords, subjects and article type as categories; its id is the article page URL.',
          response: { 200: text() },
        },
        config: publicCache,
      },
      async (_request, reply) => {
        const feed = await siteFeed(app.db, publicUrl);
        reply.type(feedType(format));
        return feedBody(feed, format);
      },
    );

    app.get(
      `/journals/:abbreviation/${format}.xml`,
      {
        schema: {
          tags: ['discovery'],
          summary: `${name} feed of one journal's latest ${FEED_SIZE} articles`,
          description: 'The journal is named by its abbreviation, in any case. 404 `Journal not found`.',
          params: z.object({ abbreviation: text().min(1).max(100) }),
          response: xmlAnswer,
        },
        config: publicCache,
      },
      async (request, reply) => {
        const feed = await journalFeed(app.db, publicUrl, request.params.abbreviation);
        if (!feed) throw new AppError('NOT_FOUND', 'Journal not found');
        reply.type(feedType(format));
        return feedBody(feed, format);
      },
    );
  }

  // A file answer of the endpoint table (shared/api/endpoints/articles.ts, decision 0064): the
  // stored bytes are sent as they are (their XML declaration names their encoding).
  endpointRoute(app, getJats, { config: publicCache }, async (request, reply) => {
    const xml = await jatsSourceOf(app, request.params.id);
    return reply
      .type(`${JATS_MEDIA_TYPE}; charset=utf-8`)
      .header('content-disposition', `inline; filename="article-${request.params.id}.xml"`)
      .send(xml);
  });
}

/**
 * Article routes (seed 000 §7): GET /api/articles, /api/articles/search?q=,
 * /api/articles/journal/{journalId}, /api/articles/{id}. Lists are JSON arrays paginated by
 * `limit`/`offset` with the total in X-Total-Count; the article lists also page by `cursor`
 * and link their next page (`Link: <…>; rel="next"`). The catalogue reads (all but search)
 * are public-cache routes (`config.publicCache`, docs/decisions/0020-public-read-cache.md):
 * their answers are the same for every visitor.
 */
import { z } from 'zod';
import {
  articleDetail,
  articleSummary,
  citationQuery,
  journalArticlesQuery,
  searchQuery,
  searchResult,
} from '../../../shared/api/catalogue';
import {
  articlePageQuery,
  errorBody,
  LINK_HEADER,
  PAGE_MAX_OFFSET,
  TOTAL_COUNT_HEADER,
} from '../../../shared/api/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppInstance } from '../../app-types';
import { AppError } from '../../lib/errors';
import { CITATION_MEDIA, citationKey, toBibtex, toRis } from './citation';
import { nextPageLink, type ArticlePage } from './list';
import { findArticle, journalExists, listArticles, listJournalArticles, searchArticles } from './service';
import { text } from '../../../shared/validation/text';

/** A serial id: positive and within PostgreSQL's integer range. */
const id = z.coerce.number().int('Must be a whole number').min(1).max(2_147_483_647);
const paging = `Paginated with \`limit\` (1–100, default 20) and \`offset\` (at most ${PAGE_MAX_OFFSET}); the total is in \`${TOTAL_COUNT_HEADER}\`.`;
const keyset = `${paging} Deeper pages: \`cursor\` instead of \`offset\`; every page but the last has a \`Link: <url>; rel="next"\` header with the next page's cursor, and pages by cursor list every article once, even while articles are added.`;

/** Sends a list page: the items, the exact total, and the next page's link. */
function listAnswer(request: FastifyRequest, reply: FastifyReply, page: ArticlePage) {
  reply.header(TOTAL_COUNT_HEADER, page.total);
  if (page.next !== null) reply.header(LINK_HEADER, nextPageLink(request.url, page.next));
  return page.items;
}

export default async function articleRoutes(app: AppInstance) {
  app.get(
    '/api/articles',
    {
      schema: {
        tags: ['articles'],
        summary: 'List published articles, newest first',
        description: keyset,
        querystring: articlePageQuery,
        response: { 200: z.array(articleSummary), 400: errorBody },
      },
      config: { publicCache: true },
    },
    async (request, reply) => listAnswer(request, reply, await listArticles(app.db, request.query)),
  );

  app.get(
    '/api/articles/search',
    {
      schema: {
        tags: ['articles'],
        summary: 'Ranked full-text search of articles',
        description: `\`q\` needs 2–200 characters and accepts web-search syntax: words, "quoted phrases", \`or\`, \`-word\`. Title matches rank above keywords and authors, which rank above the abstract. \`view=compact\` cuts abstracts to 200 characters and authors to 3 names + "et al." (header search). ${paging}`,
        querystring: searchQuery,
        response: { 200: z.array(searchResult), 400: errorBody },
      },
    },
    async (request, reply) => {
      const { q, view, ...page } = request.query;
      const { items, total } = await searchArticles(app.db, q, page, view);
      reply.header(TOTAL_COUNT_HEADER, total);
      return items;
    },
  );

  app.get(
    '/api/articles/journal/:journalId',
    {
      schema: {
        tags: ['articles'],
        summary: "A journal's articles, newest first",
        description: `Optionally of one \`volume\` and/or \`issue\` (as printed). 404 when the journal does not exist. ${keyset}`,
        params: z.object({ journalId: id }),
        querystring: journalArticlesQuery,
        response: { 200: z.array(articleSummary), 400: errorBody, 404: errorBody },
      },
      config: { publicCache: true },
    },
    async (request, reply) => {
      const { journalId } = request.params;
      if (!(await journalExists(app.db, journalId))) throw new AppError('NOT_FOUND', 'Journal not found');
      return listAnswer(request, reply, await listJournalArticles(app.db, journalId, request.query));
    },
  );

  app.get(
    '/api/articles/:id/citation',
    {
      schema: {
        tags: ['articles'],
        summary: 'Download the citation of one article as BibTeX or RIS',
        description: 'Answers a file download (`Content-Disposition: attachment`) named after the citation key.',
        params: z.object({ id }),
        querystring: citationQuery,
        response: { 200: text(), 400: errorBody, 404: errorBody },
      },
      config: { publicCache: true },
    },
    async (request, reply) => {
      const article = await findArticle(app.db, request.params.id);
      if (!article) throw new AppError('NOT_FOUND', 'Article not found');
      const { format } = request.query;
      const media = CITATION_MEDIA[format];
      reply
        .type(media.contentType)
        .header('content-disposition', `attachment; filename="${citationKey(article)}.${media.extension}"`);
      return format === 'bibtex' ? toBibtex(article) : toRis(article);
    },
  );

  app.get(
    '/api/articles/:id',
    {
      schema: {
        tags: ['articles'],
        summary: 'One article with its contributors, license, keywords and files',
        params: z.object({ id }),
        response: { 200: articleDetail, 400: errorBody, 404: errorBody },
      },
      config: { publicCache: true },
    },
    async (request) => {
      const article = await findArticle(app.db, request.params.id);
      if (!article) throw new AppError('NOT_FOUND', 'Article not found');
      return article;
    },
  );
}

/**
 * Article routes (seed 000 §7): GET /api/articles, /api/articles/search?q=,
 * /api/articles/journal/{journalId}, /api/articles/{id}. Lists are JSON arrays paginated by
 * `limit`/`offset` with the total in X-Total-Count.
 */
import { z } from 'zod';
import {
  articleDetail,
  articleSummary,
  citationQuery,
  journalArticlesQuery,
  SEARCH_TOTAL_CAP,
  searchQuery,
  searchResult,
} from '../../../shared/api/catalogue';
import { errorBody, pageQuery, TOTAL_CAPPED_HEADER, TOTAL_COUNT_HEADER } from '../../../shared/api/common';
import type { AppInstance } from '../../app-types';
import { AppError } from '../../lib/errors';
import { CITATION_MEDIA, citationKey, toBibtex, toRis } from './citation';
import { searchCatalogue } from './search';
import { compactResult, findArticle, journalExists, listArticles, listJournalArticles } from './service';
import { text } from '../../../shared/validation/text';

/** A serial id: positive and within PostgreSQL's integer range. */
const id = z.coerce.number().int('Must be a whole number').min(1).max(2_147_483_647);
const paging = `Paginated with \`limit\` (1–100, default 20) and \`offset\`; the total is in \`${TOTAL_COUNT_HEADER}\`.`;

export default async function articleRoutes(app: AppInstance) {
  app.get(
    '/api/articles',
    {
      schema: {
        tags: ['articles'],
        summary: 'List published articles, newest first',
        description: paging,
        querystring: pageQuery,
        response: { 200: z.array(articleSummary), 400: errorBody },
      },
    },
    async (request, reply) => {
      const { items, total } = await listArticles(app.db, request.query);
      reply.header(TOTAL_COUNT_HEADER, total);
      return items;
    },
  );

  app.get(
    '/api/articles/search',
    {
      schema: {
        tags: ['articles'],
        summary: 'Ranked full-text search of articles',
        description:
          `\`q\` needs 2–200 characters: a DOI (bare, \`doi:\` or a doi.org URL) finds its article; other text ` +
          `accepts web-search syntax (words, "quoted phrases", \`or\`, \`-word\`), the last word also as a prefix ` +
          `from 3 letters. Results: title matches, then author-name matches, then the articles of a journal the ` +
          `text names (its title or abbreviation), then matches in keywords or abstract; within each, by rank ` +
          `(a bounded candidate set), ties newest first. At most ${SEARCH_TOTAL_CAP} results are listed: with more ` +
          `matches, \`${TOTAL_COUNT_HEADER}\` is ${SEARCH_TOTAL_CAP} and \`${TOTAL_CAPPED_HEADER}\` is \`true\`. ` +
          `\`view=compact\` cuts abstracts to 200 characters and authors to 3 names + "et al." (header search). ${paging}`,
        querystring: searchQuery,
        response: { 200: z.array(searchResult), 400: errorBody },
      },
    },
    async (request, reply) => {
      const { q, view, ...page } = request.query;
      const { items, total, capped } = await searchCatalogue(app.db, q, page);
      reply.header(TOTAL_COUNT_HEADER, total);
      if (capped) reply.header(TOTAL_CAPPED_HEADER, 'true');
      return view === 'compact' ? items.map(compactResult) : items;
    },
  );

  app.get(
    '/api/articles/journal/:journalId',
    {
      schema: {
        tags: ['articles'],
        summary: "A journal's articles, newest first",
        description: `Optionally of one \`volume\` and/or \`issue\` (as printed). 404 when the journal does not exist. ${paging}`,
        params: z.object({ journalId: id }),
        querystring: journalArticlesQuery,
        response: { 200: z.array(articleSummary), 400: errorBody, 404: errorBody },
      },
    },
    async (request, reply) => {
      const { journalId } = request.params;
      if (!(await journalExists(app.db, journalId))) throw new AppError('NOT_FOUND', 'Journal not found');
      const { items, total } = await listJournalArticles(app.db, journalId, request.query);
      reply.header(TOTAL_COUNT_HEADER, total);
      return items;
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
    },
    async (request) => {
      const article = await findArticle(app.db, request.params.id);
      if (!article) throw new AppError('NOT_FOUND', 'Article not found');
      return article;
    },
  );
}

/**
 * Article routes (seed 000 §7): GET /api/articles, /api/articles/search?q=,
 * /api/articles/journal/{journalId}, /api/articles/{id}. Lists are JSON arrays paginated by
 * `limit`/`offset` with the total in X-Total-Count; the article lists also page by `cursor`
 * and link their next page (`Link: <…>; rel="next"`). The catalogue reads (all but search)
 * are public-cache routes (`config.publicCache`, docs/decisions/0020-public-read-cache.md):
 * their answers are the same for every visitor.
 */
import contentDisposition from 'content-disposition';
import { z } from 'zod';
import {
  articleDetail,
  articleListFilters as articleListFiltersSchema,
  articleListQuery,
  articleSummary,
  journalArticlesQuery,
  SEARCH_TOTAL_CAP,
  searchQuery,
  searchResult,
} from '../../../shared/api/catalogue';
import {
  errorBody,
  LINK_HEADER,
  PAGE_MAX_OFFSET,
  TOTAL_CAPPED_HEADER,
  TOTAL_COUNT_HEADER,
  serialId as id,
} from '../../../shared/api/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppInstance } from '../../app-types';
import { AppError } from '../../lib/errors';
import { articleCitations as articleCitationsSchema, citationQuery } from '../../../shared/api/citations';
import { articleCitations, citationFile } from './citation';
import { nextPageLink, type ArticlePage } from './list';
import { RELATED_LIMIT, relatedArticles } from './related';
import { searchCatalogue } from './search';
import {
  articleListFilters,
  compactResult,
  findArticle,
  journalExists,
  journalIdByAbbreviation,
  listArticles,
  listJournalArticles,
} from './service';
import { text } from '../../../shared/validation/text';

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
        summary: 'List published articles, newest first, or filtered and sorted',
        description:
          `Filters (decision 0029): \`journal\` (abbreviation, any case; 400 when no journal has it), \`type\` ` +
          `(article type as stored, e.g. "Research Article"), \`year\` (publication year). \`sort\`: \`newest\` ` +
          `(default), \`oldest\` (undated articles first) or \`title\`. ${keyset} Cursors page the newest-first order only.`,
        querystring: articleListQuery,
        response: { 200: z.array(articleSummary), 400: errorBody },
      },
      config: { publicCache: true },
    },
    async (request, reply) => {
      const { journal, type, year, ...page } = request.query;
      let journalId: number | undefined;
      if (journal !== undefined) {
        const found = await journalIdByAbbreviation(app.db, journal);
        if (found === null) {
          const message = `No journal has the abbreviation "${journal}"`;
          throw new AppError('VALIDATION_FAILED', message, { errors: [{ path: 'journal', message }] });
        }
        journalId = found;
      }
      return listAnswer(request, reply, await listArticles(app.db, { ...page, journalId, articleType: type, year }));
    },
  );

  app.get(
    '/api/articles/filters',
    {
      schema: {
        tags: ['articles'],
        summary: 'What the article list can be filtered by',
        description:
          'The article types that have published articles (by name) and the publication years from the newest dated article to the oldest (decision 0029).',
        response: { 200: articleListFiltersSchema },
      },
      config: { publicCache: true },
    },
    async () => articleListFilters(app.db),
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
        summary: 'Download the citation of one article as BibTeX, RIS or CSL-JSON',
        description:
          'Answers a file download (`Content-Disposition: attachment`) named after the citation key, e.g. `Lovelace2019Growth.bib`: `application/x-bibtex`, `application/x-research-info-systems` (CRLF lines) or `application/vnd.citationstyles.csl+json` (an array of one item). 404 for an unknown article, 400 for an unknown format.',
        params: z.object({ id }),
        querystring: citationQuery,
        response: { 200: text(), 400: errorBody, 404: errorBody },
      },
      config: { publicCache: true },
    },
    async (request, reply) => {
      const article = await findArticle(app.db, request.params.id);
      if (!article) throw new AppError('NOT_FOUND', 'Article not found');
      const file = citationFile(article, app.config.publicUrl, request.query.format);
      reply.type(file.contentType).header('content-disposition', contentDisposition(file.filename));
      return file.body;
    },
  );

  app.get(
    '/api/articles/:id/citations',
    {
      schema: {
        tags: ['articles'],
        summary: 'The citation of one article in each style of the article page',
        description:
          'House style, APA 7th edition, Vancouver, Harvard and Chicago author-date (CSL styles formatted by Citation.js), each as plain text and as HTML with only `<i>`, `<b>`, `<sup>`, `<sub>`, `<span>`. 404 for an unknown article.',
        params: z.object({ id }),
        response: { 200: articleCitationsSchema, 400: errorBody, 404: errorBody },
      },
      config: { publicCache: true },
    },
    async (request) => {
      const article = await findArticle(app.db, request.params.id);
      if (!article) throw new AppError('NOT_FOUND', 'Article not found');
      return { citations: articleCitations(article, app.config.publicUrl) };
    },
  );

  app.get(
    '/api/articles/:id/related',
    {
      schema: {
        tags: ['articles'],
        summary: 'Up to five articles whose text is most like this one',
        description: `At most ${RELATED_LIMIT} article summaries, most similar first, never the article itself: PostgreSQL full text over titles, keywords, authors and abstracts, matched on the article's title words. Abstracts are cut to 200 characters. 404 for an unknown article.`,
        params: z.object({ id }),
        response: { 200: z.array(articleSummary), 400: errorBody, 404: errorBody },
      },
      config: { publicCache: true },
    },
    async (request) => {
      const related = await relatedArticles(app.db, request.params.id);
      if (!related) throw new AppError('NOT_FOUND', 'Article not found');
      return related;
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

/**
 * Article routes (seed 000 §7): GET /api/articles, /api/articles/search?q=, the journals a
 * search text names (GET /api/journals/search?q=, decision 0083),
 * /api/articles/journal/{journalId}, /api/articles/{id}. Lists are JSON arrays paginated by
 * `limit`/`offset` with the total in X-Total-Count; the article lists also page by `cursor`
 * and link their next page (`Link: <…>; rel="next"`). The catalogue reads (all but search)
 * are public-cache routes (`config.publicCache`, docs/decisions/0020-public-read-cache.md):
 * their answers are the same for every visitor. Paths, schemas and answers: the endpoint table,
 * shared/api/endpoints/catalogue.ts (decision 0064); the citation download (a file answer):
 * shared/api/endpoints/articles.ts.
 */
import contentDisposition from 'content-disposition';
import { LINK_HEADER, TOTAL_CAPPED_HEADER, TOTAL_COUNT_HEADER } from '../../../shared/api/common';
import * as articleEndpoints from '../../../shared/api/endpoints/articles';
import * as endpoints from '../../../shared/api/endpoints/catalogue';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppInstance } from '../../app-types';
import { endpointRoute } from '../../lib/endpoint-route';
import { AppError } from '../../lib/errors';
import { articleCitations, citationFile } from './citation';
import { nextPageLink, type ArticlePage } from './list';
import { relatedArticles } from './related';
import { searchCatalogue, searchJournals } from './search';
import {
  articleListFilters,
  compactResult,
  findArticle,
  journalExists,
  journalIdByAbbreviation,
  listArticles,
  listJournalArticles,
} from './service';

/** Sends a list page: the items, the exact total, and the next page's link. */
function listAnswer(request: FastifyRequest, reply: FastifyReply, page: ArticlePage) {
  reply.header(TOTAL_COUNT_HEADER, page.total);
  if (page.next !== null) reply.header(LINK_HEADER, nextPageLink(request.url, page.next));
  return page.items;
}

/** The options of a public-cache route (decision 0020), a new object for each route. */
const publicCache = () => ({ config: { publicCache: true } });

export default async function articleRoutes(app: AppInstance) {
  endpointRoute(app, endpoints.listArticles, publicCache(), async (request, reply) => {
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
  });

  endpointRoute(app, endpoints.getArticleFilters, publicCache(), async () => articleListFilters(app.db));

  // Not a public-cache route: a search is the visitor's own.
  endpointRoute(app, endpoints.searchArticles, {}, async (request, reply) => {
    const { q, view, ...page } = request.query;
    const { items, total, capped } = await searchCatalogue(app.db, q, page);
    reply.header(TOTAL_COUNT_HEADER, total);
    if (capped) reply.header(TOTAL_CAPPED_HEADER, 'true');
    return view === 'compact' ? items.map(compactResult) : items;
  });

  // The header dropdown's journals (decision 0083); not a public-cache route, like the search.
  endpointRoute(app, endpoints.searchJournals, {}, async (request) =>
    searchJournals(app.db, request.query.q, request.query.limit),
  );

  endpointRoute(app, endpoints.listJournalArticles, publicCache(), async (request, reply) => {
    const { journalId } = request.params;
    if (!(await journalExists(app.db, journalId))) throw new AppError('NOT_FOUND', 'Journal not found');
    return listAnswer(request, reply, await listJournalArticles(app.db, journalId, request.query));
  });

  // A file download (BibTeX, RIS, CSL-JSON): a file answer of the table.
  endpointRoute(app, articleEndpoints.downloadCitation, publicCache(), async (request, reply) => {
    const article = await findArticle(app.db, request.params.id);
    if (!article) throw new AppError('NOT_FOUND', 'Article not found');
    const file = citationFile(article, app.config.publicUrl, request.query.format);
    reply.type(file.contentType).header('content-disposition', contentDisposition(file.filename));
    return file.body;
  });

  endpointRoute(app, endpoints.getArticleCitations, publicCache(), async (request) => {
    const article = await findArticle(app.db, request.params.id);
    if (!article) throw new AppError('NOT_FOUND', 'Article not found');
    return { citations: articleCitations(article, app.config.publicUrl) };
  });

  endpointRoute(app, endpoints.listRelatedArticles, publicCache(), async (request) => {
    const related = await relatedArticles(app.db, request.params.id);
    if (!related) throw new AppError('NOT_FOUND', 'Article not found');
    return related;
  });

  endpointRoute(app, endpoints.getArticle, publicCache(), async (request) => {
    const article = await findArticle(app.db, request.params.id);
    if (!article) throw new AppError('NOT_FOUND', 'Article not found');
    return article;
  });
}

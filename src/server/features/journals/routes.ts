/**
 * Journal routes (seed 000 §7): GET /api/journals, GET /api/journals/abbrev/{abbreviation}.
 * The volume and issue routes are in issue-routes.ts. All are public-cache routes
 * (`config.publicCache`, docs/decisions/0020-public-read-cache.md).
 */
import { z } from 'zod';
import { journal, journalDetail } from '../../../shared/api/catalogue';
import { errorBody, PAGE_MAX_OFFSET, pageQuery, TOTAL_COUNT_HEADER } from '../../../shared/api/common';
import type { AppInstance } from '../../app-types';
import { AppError } from '../../lib/errors';
import boardRoutes from './board-routes';
import issueAdminRoutes from './issue-admin-routes';
import issueRoutes from './issue-routes';
import journalAdminRoutes from './admin-routes';
import { findJournalByAbbreviation, journalTermsOf, listJournals } from './service';
import { text } from '../../../shared/validation/text';

export default async function journalRoutes(app: AppInstance) {
  app.get(
    '/api/journals',
    {
      schema: {
        tags: ['journals'],
        summary: 'List journals',
        description: `Paginated with \`limit\` (1–100, default 20) and \`offset\` (at most ${PAGE_MAX_OFFSET}); the total is in \`${TOTAL_COUNT_HEADER}\`. The publisher's own journals come first, then source journals of imported articles, each by title. \`house=true\`: the publisher's own journals only (those a manuscript can be submitted to).`,
        querystring: pageQuery.extend({ house: z.enum(['true', 'false']).optional() }),
        response: { 200: z.array(journal), 400: errorBody },
      },
      config: { publicCache: true },
    },
    async (request, reply) => {
      const { house, ...page } = request.query;
      const { items, total } = await listJournals(app.db, page, { houseOnly: house === 'true' });
      reply.header(TOTAL_COUNT_HEADER, total);
      return items;
    },
  );

  app.get(
    '/api/journals/abbrev/:abbreviation',
    {
      schema: {
        tags: ['journals'],
        summary: 'One journal by its abbreviation (case-insensitive)',
        description:
          'The list fields, plus the accepted article types (empty: none chosen) and the article processing charge (`apc`: amount and ISO 4217 currency, or null).',
        params: z.object({ abbreviation: text().trim().min(1).max(100) }),
        response: { 200: journalDetail, 404: errorBody },
      },
      config: { publicCache: true },
    },
    async (request) => {
      const found = await findJournalByAbbreviation(app.db, request.params.abbreviation);
      if (!found) throw new AppError('NOT_FOUND', `Journal "${request.params.abbreviation}" not found`);
      return { ...found, ...(await journalTermsOf(app.db, found.id)) };
    },
  );

  await issueRoutes(app);
  await journalAdminRoutes(app);
  await boardRoutes(app);
  await issueAdminRoutes(app);
}

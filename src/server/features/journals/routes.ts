/**
 * Journal routes (seed 000 §7): GET /api/journals, GET /api/journals/abbrev/{abbreviation}.
 * The volume and issue routes are in issue-routes.ts. All are public-cache routes
 * (`config.publicCache`, docs/decisions/0020-public-read-cache.md). Paths, schemas and answers:
 * the endpoint table, shared/api/endpoints/catalogue.ts (decision 0064).
 */
import { TOTAL_COUNT_HEADER } from '../../../shared/api/common';
import * as endpoints from '../../../shared/api/endpoints/catalogue';
import type { AppInstance } from '../../app-types';
import { endpointRoute } from '../../lib/endpoint-route';
import { AppError } from '../../lib/errors';
import boardRoutes from './board-routes';
import issueAdminRoutes from './issue-admin-routes';
import issueRoutes from './issue-routes';
import journalAdminRoutes from './admin-routes';
import { findJournalByAbbreviation, journalTermsOf, listJournals } from './service';

/** The options of a public-cache route (decision 0020), a new object for each route. */
const publicCache = () => ({ config: { publicCache: true } });

export default async function journalRoutes(app: AppInstance) {
  endpointRoute(app, endpoints.listJournals, publicCache(), async (request, reply) => {
    const { house, ...page } = request.query;
    const { items, total } = await listJournals(app.db, page, { houseOnly: house === 'true' });
    reply.header(TOTAL_COUNT_HEADER, total);
    return items;
  });

  endpointRoute(app, endpoints.getJournal, publicCache(), async (request) => {
    const found = await findJournalByAbbreviation(app.db, request.params.abbreviation);
    if (!found) throw new AppError('NOT_FOUND', `Journal "${request.params.abbreviation}" not found`);
    return { ...found, ...(await journalTermsOf(app.db, found.id)) };
  });

  await issueRoutes(app);
  await journalAdminRoutes(app);
  await boardRoutes(app);
  await issueAdminRoutes(app);
}

/**
 * The ROR routes (docs/decisions/0090-ror-and-languages.md), no session:
 * - `GET /api/ror/search?q=&limit=` — organisations named by `q`, best first (searchRor);
 *   400 for an empty or too long `q` or a bad `limit`. The registry changes only when an operator
 *   loads a dump, so answers may be cached for an hour (`Cache-Control: public, max-age=3600`):
 *   a combobox typing letter by letter mostly hits the browser's cache.
 * Paths and schemas: the endpoint table, shared/api/endpoints/ror.ts (decision 0064).
 */
import * as endpoints from '../../../shared/api/endpoints/ror';
import type { AppInstance } from '../../app-types';
import { endpointRoute } from '../../lib/endpoint-route';
import { searchRor } from './search';

export default async function rorRoutes(app: AppInstance) {
  endpointRoute(app, endpoints.searchRor, {}, async (request, reply) => {
    const { q, limit } = request.query;
    reply.header('cache-control', 'public, max-age=3600');
    return searchRor(app.db, q, limit);
  });
}

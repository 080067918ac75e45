/**
 * GET /api/health: for load balancers. 200 `{status:'ok', database:'up'}` when a trivial
 * query succeeds within 2 s, else 503 `{status:'unavailable', database:'down'}`.
 */
import { getHealth } from '../../../shared/api/endpoints/health';
import type { AppInstance } from '../../app-types';
import { endpointRoute } from '../../lib/endpoint-route';

export default async function healthRoutes(app: AppInstance) {
  // The endpoint table's entry (shared/api/endpoints/health.ts, decision 0064).
  endpointRoute(app, getHealth, { config: { rateLimit: false } }, async (_request, reply) => {
    const up = await app.database.ping(2000);
    reply.header('cache-control', 'no-store');
    if (!up) return reply.status(503).send({ status: 'unavailable', database: 'down' });
    return { status: 'ok', database: 'up' } as const;
  });
}

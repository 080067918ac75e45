/**
 * GET /api/health: for load balancers. 200 `{status:'ok', database:'up'}` when a trivial
 * query succeeds within 2 s, else 503 `{status:'unavailable', database:'down'}`.
 */
import { health } from '../../../shared/api/catalogue';
import type { AppInstance } from '../../app-types';

export default async function healthRoutes(app: AppInstance) {
  app.get(
    '/api/health',
    {
      config: { rateLimit: false },
      schema: {
        tags: ['health'],
        summary: 'Liveness and database reachability',
        response: { 200: health, 503: health },
      },
    },
    async (_request, reply) => {
      const up = await app.database.ping(2000);
      reply.header('cache-control', 'no-store');
      if (!up) return reply.status(503).send({ status: 'unavailable', database: 'down' });
      return { status: 'ok', database: 'up' } as const;
    },
  );
}

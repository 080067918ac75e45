/**
 * GET /api/ready (docs/decisions/0039-deployment-operations.md): readiness for a load balancer or
 * an orchestrator — may this server take traffic? Checks, in parallel and each bounded by
 * {@link READY_CHECK_TIMEOUT_MS}: the database (a trivial query), the file storage
 * (lib/storage-ready.ts) and Redis (PING, only when REDIS_URL is set). 200
 * `{ status: 'ready', checks }` when all are up, else 503 `{ status: 'unavailable', checks }`
 * naming the one(s) down, e.g.
 * `{ database: 'up', storage: 'up', redis: 'down' }`. `/api/health` stays the liveness check.
 */
import { getReadiness } from '../../../shared/api/endpoints/health';
import type { AppInstance } from '../../app-types';
import { endpointRoute } from '../../lib/endpoint-route';
import { checkStorage } from '../../lib/storage-ready';

/** Longest one check may take, in ms: a 503 comes within about a second. */
export const READY_CHECK_TIMEOUT_MS = 1_000;

/** Resolves 'up' when `check` resolves (true or nothing) within the timeout, else 'down'. */
async function bounded(check: () => Promise<unknown>): Promise<'up' | 'down'> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'down'>((resolve) => (timer = setTimeout(resolve, READY_CHECK_TIMEOUT_MS, 'down')));
  const run = Promise.resolve()
    .then(check)
    .then(
      (result) => (result === false ? 'down' : 'up') as 'up' | 'down',
      () => 'down' as const,
    );
  try {
    return await Promise.race([run, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export default async function readyRoutes(app: AppInstance) {
  // The endpoint table's entry (shared/api/endpoints/health.ts, decision 0064).
  endpointRoute(app, getReadiness, { config: { rateLimit: false } }, async (_request, reply) => {
    const redis = app.redis;
    const [database, storage, redisState] = await Promise.all([
      bounded(() => app.database.ping(READY_CHECK_TIMEOUT_MS)),
      bounded(() => checkStorage(app.storage)),
      redis ? bounded(() => redis.ping()) : Promise.resolve(undefined),
    ]);
    const checks = { database, storage, ...(redisState ? { redis: redisState } : {}) };
    const ready = Object.values(checks).every((state) => state === 'up');
    reply.header('cache-control', 'no-store');
    return reply.status(ready ? 200 : 503).send({ status: ready ? 'ready' : 'unavailable', checks });
  });
}

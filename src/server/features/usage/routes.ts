/**
 * The COUNTER usage plugin (docs/decisions/0085-counter-r5-usage.md): records the requests that
 * are usage as they are answered (hits.ts says which), writes the intake every FLUSH_INTERVAL_MS
 * once the server listens and on close (counter.ts), rolls closed months up every ROLL_UP_INTERVAL_MS,
 * and serves GET /api/articles/{id}/usage, GET /api/journals/{abbreviation}/usage and the COUNTER
 * API (sushi/routes.ts). Registered
 * before the routes it watches, as a root plugin (fastify-plugin), so its onResponse hook sees
 * every route.
 */
import fp from 'fastify-plugin';
import { getUsage } from '../../../shared/api/endpoints/articles';
import { getJournalUsage } from '../../../shared/api/endpoints/counter';
import type { AppInstance } from '../../app-types';
import { endpointRoute } from '../../lib/endpoint-route';
import { AppError } from '../../lib/errors';
import { findArticle } from '../articles';
import { findJournalRef } from '../journals';
import { SessionKeys } from './cop';
import { FLUSH_INTERVAL_MS, UsageCounter } from './counter';
import { usageHit, type UsageHit } from './hits';
import { monthlyTotals, rollUpClosedMonths, totalsOf } from './service';
import { counterApiRoutes } from './sushi/routes';

/** How often closed months are rolled up, in ms (the first run is at the first flush). */
export const ROLL_UP_INTERVAL_MS = 3_600_000;

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * COUNTER usage: `flush(now?)` counts the actions whose 30 s double-click window has passed at
     * `now` (ms; all held ones when Infinity, the default) and writes them; `rollUp(today)` rolls up
     * the months before `today`'s ("YYYY-MM-DD"); `record(hit, ip, userAgent, at?)` remembers one
     * counted request as the response hook does (the test clock's routes, TEST_CLOCK=1 only).
     */
    usage: {
      flush(now?: number): Promise<void>;
      rollUp(today: string): Promise<string[]>;
      record(hit: UsageHit, ip: string, userAgent: string, at?: number): void;
    };
  }
}

/**
 * The answer of both usage routes: the totals, and each of the last `months` calendar months (UTC)
 * up to `now`'s, oldest first, with zeros for a month without usage.
 */
async function usageOf(db: AppInstance['db'], scope: { articleId: number } | { journalId: number }, months: number) {
  const now = new Date();
  const window = Array.from({ length: months }, (_, i) =>
    new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (months - 1 - i), 1)).toISOString().slice(0, 7),
  );
  const counted = new Map((await monthlyTotals(db, scope, `${window[0]}-01`)).map((m) => [m.month, m]));
  return {
    total: await totalsOf(db, scope),
    monthly: window.map((month) => counted.get(month) ?? { month, investigations: 0, requests: 0 }),
  };
}

async function usagePlugin(app: AppInstance) {
  const counter = new UsageCounter(app.db, new SessionKeys());
  app.decorate('usage', {
    flush: (now = Infinity) => counter.flush(now),
    rollUp: (today: string) => rollUpClosedMonths(app.db, today),
    record: (hit: UsageHit, ip: string, userAgent: string, at?: number) => counter.record(hit, ip, userAgent, at),
  });

  // Sync, and left at once by all but a GET answered 200 or 206: every request passes it, and an
  // async hook would cost each a promise and a microtask turn (docs/decisions/0061-floor-request-pipeline.md).
  app.addHook('onResponse', (request, reply, done) => {
    if (request.method !== 'GET' || (reply.statusCode !== 200 && reply.statusCode !== 206)) return done();
    const contentRange = reply.getHeader('content-range');
    const hit = usageHit({
      method: request.method,
      url: request.url,
      statusCode: reply.statusCode,
      headers: request.headers,
      contentRange: typeof contentRange === 'string' ? contentRange : undefined,
    });
    // usageHit leaves out requests without a user agent (robots).
    if (hit) counter.record(hit, request.ip, String(request.headers['user-agent']));
    done();
  });

  let timer: NodeJS.Timeout | null = null;
  let rolledAt = 0;
  app.addHook('onListen', async () => {
    if (timer) return;
    timer = setInterval(() => {
      counter
        .flush()
        .then(async () => {
          if (Date.now() - rolledAt < ROLL_UP_INTERVAL_MS) return;
          rolledAt = Date.now();
          await rollUpClosedMonths(app.db, new Date().toISOString().slice(0, 10));
        })
        .catch((err: unknown) => app.log.warn({ err }, 'COUNTER usage not written yet; kept for the next try'));
    }, FLUSH_INTERVAL_MS);
    timer.unref();
  });
  // Registered after the database's onClose, so it runs first (onClose hooks run in reverse).
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    await counter.flush(Infinity).catch((err: unknown) => app.log.error({ err }, 'COUNTER usage lost at shutdown'));
  });

  // The endpoint table's entries (shared/api/endpoints/articles.ts and counter.ts, decision 0064).
  endpointRoute(app, getUsage, {}, async (request) => {
    const articleId = request.params.id;
    if (!(await findArticle(app.db, articleId))) throw new AppError('NOT_FOUND', 'Article not found');
    return usageOf(app.db, { articleId }, request.query.months);
  });

  counterApiRoutes(app);

  endpointRoute(app, getJournalUsage, {}, async (request) => {
    const journal = await findJournalRef(app.db, request.params.abbreviation);
    if (!journal) throw new AppError('NOT_FOUND', `Journal "${request.params.abbreviation}" not found`);
    return usageOf(app.db, { journalId: journal.id }, request.query.months);
  });
}

export default fp(usagePlugin, { name: 'usage' });

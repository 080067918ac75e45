/**
 * The usage figures plugin (docs/decisions/0023-citations-related-usage.md): counts article views
 * and PDF downloads as requests are answered (hits.ts says which), writes the tally every
 * FLUSH_INTERVAL_MS once the server listens and on close, and serves
 * GET /api/articles/{id}/usage. Registered before the routes it watches, as a root plugin
 * (fastify-plugin), so its onResponse hook sees every route.
 */
import fp from 'fastify-plugin';
import { getUsage } from '../../../shared/api/endpoints/articles';
import type { AppInstance } from '../../app-types';
import { endpointRoute } from '../../lib/endpoint-route';
import { AppError } from '../../lib/errors';
import { findArticle } from '../articles';
import { FLUSH_INTERVAL_MS, UsageCounter, utcDay } from './counter';
import { usageHit } from './hits';
import { articleUsage } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Usage figures: `flush()` writes the hits counted so far (tests call it to read exact counts). */
    usage: { flush(): Promise<void> };
  }
}

async function usagePlugin(app: AppInstance) {
  const counter = new UsageCounter(app.db);
  app.decorate('usage', { flush: () => counter.flush() });

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
    if (hit) counter.record(hit);
    done();
  });

  let timer: NodeJS.Timeout | null = null;
  app.addHook('onListen', async () => {
    if (timer) return;
    timer = setInterval(() => {
      counter
        .flush()
        .catch((err: unknown) => app.log.warn({ err }, 'usage figures not written yet; kept for the next try'));
    }, FLUSH_INTERVAL_MS);
    timer.unref();
  });
  // Registered after the database's onClose, so it runs first (onClose hooks run in reverse).
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    await counter.flush().catch((err: unknown) => app.log.error({ err }, 'usage figures lost at shutdown'));
  });

  // The endpoint table's entry (shared/api/endpoints/articles.ts, decision 0064).
  endpointRoute(app, getUsage, {}, async (request) => {
    const articleId = request.params.id;
    if (!(await findArticle(app.db, articleId))) throw new AppError('NOT_FOUND', 'Article not found');
    return articleUsage(app.db, articleId, request.query.days, utcDay(new Date()));
  });
}

export default fp(usagePlugin, { name: 'usage' });

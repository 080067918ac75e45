/**
 * Prometheus metrics (docs/decisions/0039-deployment-operations.md), with prom-client
 * on a registry of this app (several apps in one process keep apart):
 *
 * - `genesis_http_request_duration_seconds{method,route,status_code}`: a histogram of every
 *   answer's duration, labelled by the route pattern (`/api/articles/:id`, never the raw URL,
 *   so the label set stays bounded; `unmatched` for a 404 of no route);
 * - the gauges and counters of metrics-collectors.ts, and prom-client's process metrics
 *   (`genesis_process_*`, `genesis_nodejs_*`).
 *
 * Exposed in the Prometheus text format (0.0.4) only when configured:
 * - METRICS_PORT: on a listener of its own (METRICS_HOST, default 127.0.0.1), any path, no
 *   credentials — keep that port off the public network; it opens when the app listens;
 * - METRICS_TOKEN: `GET /metrics` on the main port, to `Authorization: Bearer <token>` only
 *   (compared in constant time); any other answer is 401 and reveals nothing.
 * Neither set: nothing is exposed and `/metrics` is an ordinary unknown path.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Histogram, Registry } from 'prom-client';
import { AppError } from '../lib/errors';
import { registerAppMetrics } from './metrics-collectors';

declare module 'fastify' {
  interface FastifyInstance {
    /** This app's metrics registry (decision 0039). */
    metrics: Registry;
    /** The address of the METRICS_PORT listener once it listens, else null. */
    metricsAddress: () => AddressInfo | null;
  }
}

/** Seconds: from a fast cache hit to a slow upload. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

function digest(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}

/** True when `header` is `Bearer <token>`; constant time in the token (both sides hashed first). */
export function bearerMatches(header: string | undefined, token: string): boolean {
  const match = /^Bearer (.+)$/i.exec(header ?? '');
  return timingSafeEqual(digest(match ? match[1].trim() : ''), digest(token)) && match !== null;
}

export interface MetricsOptions {
  /** The public-read cache's cumulative hits and misses (features/public-cache). */
  cacheCounts: () => { hits: number; misses: number };
}

async function metricsPlugin(app: FastifyInstance, opts: MetricsOptions) {
  const registry = new Registry();
  app.decorate('metrics', registry);
  collectDefaultMetrics({ register: registry, prefix: 'genesis_' });
  const { uploadBytes } = registerAppMetrics(app, registry, opts.cacheCounts);
  const duration = new Histogram({
    name: 'genesis_http_request_duration_seconds',
    help: 'Duration of HTTP answers, by method, route pattern and status code',
    labelNames: ['method', 'route', 'status_code'],
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });

  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? 'unmatched';
    duration.observe(
      { method: request.method, route, status_code: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
    if (request.headers['content-type']?.toLowerCase().startsWith('multipart/')) {
      const length = Number(request.headers['content-length']);
      if (Number.isSafeInteger(length) && length > 0) uploadBytes.inc(length);
    }
    done();
  });

  const { token, port, host } = app.config.metrics;
  if (token) {
    app.get('/metrics', { schema: { hide: true }, config: { rateLimit: false } }, async (request, reply) => {
      if (!bearerMatches(request.headers.authorization, token)) {
        reply.header('www-authenticate', 'Bearer');
        throw new AppError('UNAUTHORIZED', 'Authentication required');
      }
      reply.header('cache-control', 'no-store').type(registry.contentType);
      return registry.metrics();
    });
  }

  let server: http.Server | null = null;
  app.decorate('metricsAddress', () => (server?.address() as AddressInfo | null) ?? null);
  if (port !== undefined) {
    app.addHook('onListen', async () => {
      server = http.createServer((req, res) => {
        registry.metrics().then(
          (text) => {
            res.writeHead(200, { 'content-type': registry.contentType, 'cache-control': 'no-store' });
            res.end(text);
          },
          (err: unknown) => {
            app.log.error({ err }, 'metrics scrape failed');
            res.writeHead(500).end();
          },
        );
        req.resume();
      });
      await new Promise<void>((resolve, reject) => {
        server!.once('error', reject);
        server!.listen(port, host, () => resolve());
      });
      app.log.info({ port: app.metricsAddress()?.port, host }, 'metrics served');
    });
    app.addHook('onClose', async () => {
      const open = server;
      if (!open) return;
      open.closeAllConnections();
      await new Promise((resolve) => open.close(resolve));
    });
  }
}

export default fp(metricsPlugin, { name: 'metrics' });

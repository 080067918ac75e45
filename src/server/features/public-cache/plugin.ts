/**
 * The public-read cache (docs/decisions/0020-public-read-cache.md). Routes that
 * declare `config: { publicCache: true }` (the catalogue reads and the server-rendered pages)
 * have their anonymous GET answers kept whole: status 200, headers, and the body as sent,
 * gzip and Brotli. A later GET or HEAD of the same path and query is answered from memory
 * before any handler, schema or database work, in the coding the client accepts; a matching
 * `If-None-Match` answers 304. Every answer carries an ETag and `Cache-Control` (public,
 * `max-age`, `stale-while-revalidate`), so browsers and CDNs reuse it too.
 *
 * Invalidation is exact: every change to the catalogue (articles, journals) is heard through
 * the catalogue watch (catalogue-watch.ts) and empties the cache; an answer read before a
 * change is never stored after it. Concurrent misses of one key wait for the first one's
 * answer instead of each reading the database.
 *
 * Never cached: a request with `Authorization`, an answer that sets a cookie, any status but
 * 200, and an answer whose own `Cache-Control` is not `public` (private pages).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../../db/client';
import type { ChangeChannel } from '../../lib/redis-changes';
import { etagMatches } from '../../plugins/spa';
import { CatalogueWatch } from './catalogue-watch';
import { AnswerStore, bodyIn, chooseCoding, encodeBodies, weakEtag, type CachedAnswer } from './store';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route's anonymous GET answers are the same for everyone: the public-read cache keeps them. */
    publicCache?: boolean;
  }
  interface FastifyInstance {
    /** The catalogue version this server knows, and its change subscription. */
    catalogue: CatalogueWatch;
    /** Cumulative answers of cacheable requests since start: from memory (`hits`) or not (`misses`). */
    publicCacheCounts: { hits: number; misses: number };
  }
}

/** Cache-Control of a cached API answer: reused 10 s by browsers and CDNs, then revalidated in the background. */
export const API_CACHE_CONTROL = 'public, max-age=10, stale-while-revalidate=60';
/** Header saying whether the cache answered (`hit`) or stored the answer (`miss`). */
export const CACHE_STATUS_HEADER = 'x-cache';
/** Longest a request waits for a concurrent miss of the same key, in ms, before reading itself. */
const WAIT_FOR_CONCURRENT_MS = 10_000;
/**
 * Longest the answer to a write waits for its catalogue version check, in ms; a slower check goes
 * on after the answer and is not a change (decision 0104).
 */
export const WRITE_CHECK_WAIT_MS = 1_000;
/** Headers never replayed: set per answer by Node/Fastify, or by this plugin. */
const NOT_REPLAYED = new Set([
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'connection',
  'keep-alive',
  'date',
  'etag',
  'cache-control',
  'vary',
  CACHE_STATUS_HEADER,
]);
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export interface PublicCacheOptions {
  database: Database;
  /** Byte budget (default 64 MiB); 0 turns the cache off (the catalogue watch still runs). */
  maxBytes?: number;
  /**
   * Where change notices travel instead of the database's LISTEN/NOTIFY: Redis pub/sub when
   * REDIS_URL is set on PostgreSQL (docs/decisions/0040-redis.md).
   */
  changes?: ChangeChannel;
  /** Longest the answer to a write waits for its version check, in ms (default WRITE_CHECK_WAIT_MS). */
  writeCheckWaitMs?: number;
  /**
   * Longest a write's version check may stay unanswered while cached answers are still served, in
   * ms, before the write counts as a change (default MAX_UNCONFIRMED_MS, decision 0104).
   */
  maxUnconfirmedMs?: number;
}

/** A miss being answered: later misses of its key (same epoch) wait for it. */
interface Pending {
  epoch: number;
  done: Promise<void>;
  settle: () => void;
}

/** What a request that may fill the cache carries from onRequest to onSend. */
interface FillState {
  key: string;
  epoch: number;
  pending?: Pending;
}

const fillStates = new WeakMap<FastifyRequest, FillState>();
const served = new WeakSet<FastifyRequest>();

/**
 * True when every parameter of the request's query string is one the route read: a parameter
 * the route's schema strips (`?utm_x=…`) would make a new key for the same answer, and any
 * number of them could push the real answers out of the cache.
 */
function onlyKnownParameters(request: FastifyRequest): boolean {
  const at = request.url.indexOf('?');
  if (at === -1) return true;
  const query = (request.query ?? {}) as Record<string, unknown>;
  for (const name of new URLSearchParams(request.url.slice(at + 1)).keys()) if (!(name in query)) return false;
  return true;
}

function isCandidate(request: FastifyRequest): boolean {
  return (
    request.routeOptions.config.publicCache === true &&
    (request.method === 'GET' || request.method === 'HEAD') &&
    request.headers.authorization === undefined
  );
}

/**
 * Answers `request` from `answer` (held under `key` in `store`): 304 when its validator
 * matches, else the body in the best accepted coding (compressed on the first request for it).
 */
function serve(
  request: FastifyRequest,
  reply: FastifyReply,
  store: AnswerStore,
  key: string,
  answer: CachedAnswer,
): FastifyReply {
  served.add(request);
  request.server.publicCacheCounts.hits += 1;
  reply.headers(answer.headers);
  reply
    .header('etag', answer.etag)
    .header('cache-control', answer.cacheControl)
    .header('vary', 'accept-encoding')
    .header(CACHE_STATUS_HEADER, 'hit');
  if (etagMatches(request.headers['if-none-match'], answer.etag)) return reply.code(304).send();
  const coding = chooseCoding(request.headers['accept-encoding'], answer.bodies);
  const { body, made } = bodyIn(answer, coding);
  if (made) store.grew(key, answer);
  if (coding !== 'identity') reply.header('content-encoding', coding);
  return reply.code(200).header('content-length', body.byteLength).send(body);
}

async function publicCachePlugin(app: FastifyInstance, opts: PublicCacheOptions) {
  const watch = new CatalogueWatch(opts.database, app.log, opts.changes, opts.maxUnconfirmedMs);
  const enabled = (opts.maxBytes ?? 1) > 0;
  const store = new AnswerStore(opts.maxBytes || undefined);
  const inflight = new Map<string, Pending>();
  watch.onChange(() => store.clear());
  app.decorate('catalogue', watch);
  app.decorate('publicCacheCounts', { hits: 0, misses: 0 });
  app.addHook('onReady', () => watch.start());
  app.addHook('onClose', () => watch.stop());

  const settle = (request: FastifyRequest) => {
    const pending = fillStates.get(request)?.pending;
    if (!pending) return;
    pending.settle();
    const key = fillStates.get(request)!.key;
    if (inflight.get(key) === pending) inflight.delete(key);
  };

  app.addHook('onRequest', (request, reply, done) => {
    if (!enabled || !isCandidate(request) || !watch.live) return done();
    const key = request.url;
    const answer = store.get(key);
    if (answer) {
      serve(request, reply, store, key, answer);
      return;
    }
    const pending = inflight.get(key);
    if (pending && pending.epoch === watch.epoch) {
      let timer: NodeJS.Timeout | undefined;
      void Promise.race([pending.done, new Promise((resolve) => (timer = setTimeout(resolve, WAIT_FOR_CONCURRENT_MS)))])
        .then(() => {
          clearTimeout(timer);
          const filled = watch.live ? store.get(key) : undefined;
          if (filled) serve(request, reply, store, key, filled);
          else done();
        })
        .catch(done);
      return;
    }
    if (request.method !== 'GET') return done();
    app.publicCacheCounts.misses += 1;
    const state: FillState = { key, epoch: watch.epoch };
    let resolve: () => void = () => undefined;
    const done_ = new Promise<void>((r) => (resolve = r));
    state.pending = { epoch: state.epoch, done: done_, settle: resolve };
    inflight.set(key, state.pending);
    fillStates.set(request, state);
    done();
  });

  app.addHook('onSend', (request, reply, payload, done) => {
    const state = fillStates.get(request);
    if (!state || served.has(request)) return done(null, payload);
    const cacheControl = reply.getHeader('cache-control');
    const storable =
      reply.statusCode === 200 &&
      watch.live &&
      watch.epoch === state.epoch &&
      (typeof payload === 'string' || Buffer.isBuffer(payload)) &&
      !reply.hasHeader('set-cookie') &&
      !reply.hasHeader('content-encoding') &&
      onlyKnownParameters(request) &&
      (cacheControl === undefined || /^public\b/i.test(String(cacheControl)));
    if (!storable) {
      settle(request);
      return done(null, payload);
    }
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(reply.getHeaders())) {
      if (value !== undefined && !NOT_REPLAYED.has(name))
        headers[name] = Array.isArray(value) ? value.join(', ') : String(value);
    }
    const identity = Buffer.isBuffer(payload) ? payload : Buffer.from(payload as string);
    const answer: CachedAnswer = {
      headers,
      etag: String(reply.getHeader('etag') ?? weakEtag(identity)),
      cacheControl: String(cacheControl ?? API_CACHE_CONTROL),
      bodies: encodeBodies(identity),
    };
    store.set(state.key, answer);
    settle(request);
    reply
      .header('etag', answer.etag)
      .header('cache-control', answer.cacheControl)
      .header('vary', 'accept-encoding')
      .header(CACHE_STATUS_HEADER, 'miss');
    const coding = chooseCoding(request.headers['accept-encoding'], answer.bodies);
    if (coding === 'identity') return done(null, payload);
    const { body } = bodyIn(answer, coding);
    store.grew(state.key, answer);
    reply.header('content-encoding', coding).header('content-length', body.byteLength);
    done(null, body);
  });

  app.addHook('onResponse', (request, _reply, done) => {
    settle(request);
    done();
  });
  app.addHook('onRequestAbort', (request, done) => {
    settle(request);
    done();
  });

  if (opts.database.kind === 'postgres') {
    // A write's notification travels on another connection and may come after the writer's
    // own answer: the version is read before answering any request that may have written. The
    // answer waits for that read at most WRITE_CHECK_WAIT_MS; a slower read goes on after it and
    // is not a change (decision 0104: the watch bounds how long it may stay unanswered).
    const waitMs = opts.writeCheckWaitMs ?? WRITE_CHECK_WAIT_MS;
    app.addHook('onSend', (request, reply, payload, done) => {
      if (SAFE_METHODS.has(request.method) || reply.statusCode >= 500) return done(null, payload);
      let timer: NodeJS.Timeout | undefined;
      const waited = new Promise<void>((resolve) => (timer = setTimeout(resolve, waitMs)));
      void Promise.race([watch.catchUp(), waited]).then(() => {
        clearTimeout(timer);
        done(null, payload);
      });
    });
  }
}

export default fp(publicCachePlugin, { name: 'public-cache' });

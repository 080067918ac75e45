/**
 * Idempotent retries of signed-in POSTs (decision 0012, "Signed-in calls"): a client that
 * sends `Idempotency-Key` with an authenticated POST (a draft, an upload, a review, an
 * invitation, a comment…) may send it again, after a timeout or a lost answer, without the
 * work being done twice. One hook for every route, keyed on (account, key, method, path):
 *
 * - first request with the key: a `pending` row is inserted in `idempotent_requests`
 *   (INSERT … ON CONFLICT DO NOTHING against the unique index, so two servers on one
 *   PostgreSQL agree on who is first); the route runs; a 2xx answer (status, content type,
 *   body) is kept on the row (`done`); any other answer deletes the row, so the key may be
 *   tried again (nothing was created);
 * - the same key, method and path again with the same request (sha256 of the query and the
 *   parsed JSON body, keys sorted): the kept answer, with `Idempotent-Replayed: true`; the
 *   route does not run;
 * - with another request: 422 `IDEMPOTENCY_KEY_REUSED`;
 * - while the first is still in flight: 409 `CONFLICT` with `Retry-After: 1` (never a second
 *   record); a `pending` row older than twice REQUEST_TIMEOUT_MS is taken for abandoned (its
 *   server died) and replaced.
 *
 * Multipart bodies (uploads) are streamed by their routes after this hook, so their key is
 * matched on (account, key, method, path) alone: the same key with another file replays the
 * first answer. Rows expire after 24 hours (`IDEMPOTENCY_TTL_MS`): an older row counts as
 * absent and the periodic job `idempotency.sweep` (the job runner, decision 0043) deletes
 * them hourly. Unauthenticated routes (the public intakes keep their own guard,
 * features/intake/common.ts) and requests without the header are left alone.
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { and, eq, lt, sql } from 'drizzle-orm';
import { idempotentRequests } from '../db/schema';
import { AppError } from '../lib/errors';
import { IDEMPOTENCY_KEY_REUSED_MESSAGE, idempotencyKeyOf } from '../lib/idempotency-key';

/** How long an answer is kept for replays, in ms (24 hours). */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
/** The periodic job deleting expired rows. */
export const IDEMPOTENCY_SWEEP_JOB = 'idempotency.sweep';
/** Period of the sweep, in ms. */
const SWEEP_EVERY_MS = 60 * 60 * 1000;
/** Largest answer kept for replay, in bytes (the create calls answer a few hundred). */
const MAX_KEPT_BYTES = 1024 * 1024;
/** Header marking a replayed answer. */
export const REPLAYED_HEADER = 'idempotent-replayed';
/** The 409 of a key whose first request is still in flight. */
export const IDEMPOTENCY_IN_FLIGHT_MESSAGE =
  'A request with this Idempotency-Key is still being processed. Try again in a moment.';

/** JSON with object keys sorted at every depth: the same data always gives the same text. */
function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1)))
      : v,
  );
}

/** sha256 (hex) of the request's query and parsed body; null for a multipart body. */
function requestDigestOf(request: FastifyRequest): string | null {
  if (/^multipart\//i.test(request.headers['content-type'] ?? '')) return null;
  return createHash('sha256')
    .update(canonicalJson({ query: request.query ?? null, body: request.body ?? null }))
    .digest('hex');
}

async function idempotencyPlugin(app: FastifyInstance) {
  /** The row each first request holds until its answer is known. */
  const held = new WeakMap<FastifyRequest, number>();

  /** Inserts the pending row; its id, or undefined when the key is already taken. */
  const claim = async (values: typeof idempotentRequests.$inferInsert) => {
    const [row] = await app.db
      .insert(idempotentRequests)
      .values(values)
      .onConflictDoNothing()
      .returning({ id: idempotentRequests.id });
    return row?.id;
  };

  /** Claims the key of a signed-in POST, or answers from (or refuses against) its row. */
  const guard = async (request: FastifyRequest, reply: FastifyReply, user: { id: number }) => {
    const key = idempotencyKeyOf(request);
    if (key === undefined) return;
    const where = {
      userId: user.id,
      idempotencyKey: key,
      method: request.method,
      path: request.url.split('?')[0],
    };
    const requestDigest = requestDigestOf(request);
    for (let attempt = 0; attempt < 2; attempt++) {
      const id = await claim({ ...where, requestDigest });
      if (id !== undefined) {
        held.set(request, id);
        return;
      }
      const [row] = await app.db
        .select()
        .from(idempotentRequests)
        .where(
          and(
            eq(idempotentRequests.userId, where.userId),
            eq(idempotentRequests.idempotencyKey, key),
            eq(idempotentRequests.method, where.method),
            eq(idempotentRequests.path, where.path),
          ),
        )
        .limit(1);
      if (!row) continue; // deleted meanwhile (its request failed): try to claim it again
      const age = Date.now() - row.createdAt.getTime();
      const abandoned = row.state === 'pending' && age > 2 * app.config.requestTimeoutMs;
      if (age > IDEMPOTENCY_TTL_MS || abandoned) {
        await app.db.delete(idempotentRequests).where(eq(idempotentRequests.id, row.id));
        continue;
      }
      if (row.requestDigest !== requestDigest)
        throw new AppError('IDEMPOTENCY_KEY_REUSED', IDEMPOTENCY_KEY_REUSED_MESSAGE);
      if (row.state === 'pending') {
        reply.header('retry-after', '1');
        throw new AppError('CONFLICT', IDEMPOTENCY_IN_FLIGHT_MESSAGE);
      }
      reply.status(row.responseStatus ?? 200).header(REPLAYED_HEADER, 'true');
      if (row.responseType) reply.type(row.responseType);
      return reply.send(row.responseBody ?? '');
    }
    reply.header('retry-after', '1');
    throw new AppError('CONFLICT', IDEMPOTENCY_IN_FLIGHT_MESSAGE);
  };

  /** Keeps a 2xx answer on the held row (state `done`), or deletes the row. */
  const keep = async (request: FastifyRequest, reply: FastifyReply, id: number, payload: unknown) => {
    const status = reply.statusCode;
    const body = typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString('utf8') : null;
    if (status >= 200 && status < 300 && body !== null && Buffer.byteLength(body) <= MAX_KEPT_BYTES) {
      const type = reply.getHeader('content-type');
      await app.db
        .update(idempotentRequests)
        .set({
          state: 'done',
          responseStatus: status,
          responseType: typeof type === 'string' ? type : null,
          responseBody: body,
        })
        .where(eq(idempotentRequests.id, id));
    } else {
      if (status >= 200 && status < 300)
        request.log.warn({ status }, 'an answer too large or streamed is not kept for Idempotency-Key replays');
      await app.db.delete(idempotentRequests).where(eq(idempotentRequests.id, id));
    }
  };

  // Sync hooks: every request passes them, and all but a signed-in POST (preHandler) or the one
  // holding a row (onSend, onResponse) leave at once, without the promise and microtask turn an
  // async hook costs (docs/decisions/0061-floor-request-pipeline.md).
  app.addHook('preHandler', (request, reply, done) => {
    if (request.method !== 'POST' || !request.user) return done();
    guard(request, reply, request.user).then(() => done(), done);
  });

  app.addHook('onSend', (request, reply, payload, done) => {
    const id = held.get(request);
    if (id === undefined) return done(null, payload);
    held.delete(request);
    keep(request, reply, id, payload).then(() => done(null, payload), done);
  });

  // A request that ended without an answer being sent (the client went away): free its key.
  app.addHook('onResponse', (request, _reply, done) => {
    const id = held.get(request);
    if (id === undefined) return done();
    held.delete(request);
    app.db
      .delete(idempotentRequests)
      .where(eq(idempotentRequests.id, id))
      .then(() => done(), done);
  });

  app.jobs.registerPeriodic(IDEMPOTENCY_SWEEP_JOB, SWEEP_EVERY_MS, async () => {
    await app.db
      .delete(idempotentRequests)
      .where(lt(idempotentRequests.createdAt, sql`now() - make_interval(secs => ${IDEMPOTENCY_TTL_MS / 1000})`));
  });
}

export default fp(idempotencyPlugin, { name: 'idempotency', dependencies: ['jobs'] });

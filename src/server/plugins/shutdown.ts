/**
 * Draining on shutdown (decision 0014). Once `app.close()` has begun (main.ts calls it on
 * SIGTERM/SIGINT): requests already in flight run to their end; a request that still
 * arrives on an open connection (keep-alive, pipelined) answers 503
 * `{ code: 'SERVICE_UNAVAILABLE', message }` with `Connection: close`, in the house error
 * shape (Fastify's own `return503OnClosing` body is not); new connections are refused by
 * the closed listener; every answer sent while closing says `Connection: close`, so no
 * keep-alive connection outlives its last request. The mail loop, the storage sweep and the database close after the
 * last request (their onClose hooks run once the HTTP server has closed).
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/errors';

/** What a request arriving during shutdown reads. */
export const SHUTTING_DOWN_MESSAGE = 'The server is restarting. Please try again in a moment.';

async function shutdownPlugin(app: FastifyInstance) {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  // Sync hooks: while the server is not closing they only read a flag, and an async hook would
  // cost every request a promise and a microtask turn (docs/decisions/0061-floor-request-pipeline.md).
  app.addHook('onRequest', (_request, reply, done) => {
    if (!closing) return done();
    reply.header('connection', 'close');
    done(new AppError('SERVICE_UNAVAILABLE', SHUTTING_DOWN_MESSAGE));
  });
  // A request in flight when closing began ends its keep-alive connection with its answer:
  // else that connection would hold the server open until the keep-alive timeout (72 s),
  // past the grace.
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });
}

export default fp(shutdownPlugin, { name: 'shutdown' });

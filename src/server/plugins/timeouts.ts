/**
 * Idle connections are cut (issue 12): a client that stops sending in the middle of a request
 * (a stalled body, a slow-loris upload) or stops reading an answer holds a socket, a request
 * and maybe a half-written file for no longer than `config.idleTimeoutMs` of silence.
 *
 * Fastify's `connectionTimeout` (app.ts) sets the socket inactivity timeout; this plugin
 * answers the timeout. When the request's answer has not begun, it answers 408
 * `{ code: 'REQUEST_TIMEOUT', message }` with `Connection: close`; then (or at once, when an
 * answer was under way) the socket is destroyed. Destroying it aborts the request's body
 * stream, so an upload in progress fails and removes what it wrote (lib/multipart-upload.ts).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** What a client whose request stalled reads. */
export const REQUEST_TIMEOUT_MESSAGE = 'The request took too long: the connection was idle. Please try again.';

/** Longest wait for the 408 to be flushed before the socket is destroyed anyway, in ms. */
const FLUSH_MS = 1000;

async function timeoutsPlugin(app: FastifyInstance) {
  /** The request and answer under way on each socket (one at a time per HTTP/1.1 connection). */
  const exchanges = new WeakMap<Socket, { req: IncomingMessage; res: ServerResponse }>();
  app.addHook('onRequest', async (request, reply) => {
    exchanges.set(request.raw.socket, { req: request.raw, res: reply.raw });
  });

  app.server.on('timeout', (socket: Socket) => {
    const exchange = exchanges.get(socket);
    exchanges.delete(socket);
    /**
     * Node forgets a request once its answer has finished: destroying the socket then no
     * longer aborts the body stream, and a reader of it (an upload) would wait forever.
     */
    const cut = () => {
      if (exchange && !exchange.req.complete) exchange.req.destroy(new Error('connection idle: request body cut'));
      socket.destroy();
    };
    const res = exchange?.res;
    if (!res || res.headersSent || res.writableEnded || socket.destroyed) {
      cut();
      return;
    }
    app.log.warn(
      { idleTimeoutMs: app.config.idleTimeoutMs },
      'connection idle in the middle of a request; answered 408 and closed',
    );
    const body = JSON.stringify({ code: 'REQUEST_TIMEOUT', message: REQUEST_TIMEOUT_MESSAGE });
    const force = setTimeout(cut, FLUSH_MS);
    force.unref();
    res.writeHead(408, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': Buffer.byteLength(body),
      connection: 'close',
    });
    res.end(body, () => {
      clearTimeout(force);
      cut();
    });
  });
}

export default fp(timeoutsPlugin, { name: 'timeouts' });

/**
 * Idle connections are cut (decision 0014): a client that stops sending in the middle of a request
 * (a stalled body, a slow-loris upload) or stops reading an answer holds a socket, a request
 * and maybe a half-written file for no longer than `config.idleTimeoutMs` of silence.
 *
 * Fastify's `connectionTimeout` (app.ts) sets the socket inactivity timeout; this plugin
 * answers the timeout. When the request's answer has not begun, it answers 408
 * `{ code: 'REQUEST_TIMEOUT', message }` with `Connection: close`; then (or at once, when an
 * answer was under way) the socket is destroyed. Destroying it aborts the request's body
 * stream, so an upload in progress fails and removes what it wrote (lib/multipart-upload.ts).
 *
 * The whole-request limit (`config.requestTimeoutMs`, decision 0014) is enforced here too, for
 * a body that keeps arriving too slowly to be idle (a byte every few seconds): a body not
 * complete `requestTimeoutMs` after its request's headers were read is answered and cut the
 * same way (408 `REQUEST_TIMEOUT`). The headers themselves are bounded by Node's
 * `headersTimeout` (60 s, checked every 30 s).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** What a client whose request stalled reads. */
export const REQUEST_TIMEOUT_MESSAGE = 'The request took too long: the connection was idle. Please try again.';

/** What a client whose request body was still arriving at REQUEST_TIMEOUT_MS reads. */
export const REQUEST_TOO_SLOW_MESSAGE =
  'The request took too long: it did not arrive in time. Please try again on a faster connection.';

/** One request and its answer. */
interface Exchange {
  req: IncomingMessage;
  res: ServerResponse;
}

/** Longest wait for the 408 to be flushed before the socket is destroyed anyway, in ms. */
const FLUSH_MS = 1000;

async function timeoutsPlugin(app: FastifyInstance) {
  /** The request and answer under way on each socket (one at a time per HTTP/1.1 connection). */
  const exchanges = new WeakMap<Socket, Exchange>();
  app.addHook('onRequest', async (request, reply) => {
    const exchange = { req: request.raw, res: reply.raw };
    exchanges.set(request.raw.socket, exchange);
    // The whole-request limit for a body still arriving (decision 0014): Node checks its own
    // `requestTimeout` only every `connectionsCheckingInterval` (30 s) and only while its
    // parser is waiting, so a body trickled a byte at a time was cut more than a minute late.
    if (request.raw.complete) return;
    const deadline = setTimeout(() => {
      if (exchange.req.complete || exchange.res.writableEnded) return;
      if (exchanges.get(request.raw.socket) === exchange) exchanges.delete(request.raw.socket);
      answerAndCut(request.raw.socket, exchange, 'slow');
    }, app.config.requestTimeoutMs);
    deadline.unref();
    reply.raw.once('close', () => clearTimeout(deadline));
    request.raw.once('end', () => clearTimeout(deadline));
  });

  /**
   * Answers 408 (when the answer has not begun) with `Connection: close`, then destroys the
   * request stream and the socket; at once when an answer was already under way.
   */
  function answerAndCut(socket: Socket, exchange: Exchange | undefined, why: 'idle' | 'slow') {
    /**
     * Node forgets a request once its answer has finished: destroying the socket then no
     * longer aborts the body stream, and a reader of it (an upload) would wait forever.
     */
    const cut = () => {
      if (exchange && !exchange.req.complete) exchange.req.destroy(new Error(`request body cut: ${why}`));
      socket.destroy();
    };
    const res = exchange?.res;
    if (!res || res.headersSent || res.writableEnded || socket.destroyed) {
      cut();
      return;
    }
    if (why === 'idle')
      app.log.warn(
        { idleTimeoutMs: app.config.idleTimeoutMs },
        'connection idle in the middle of a request; answered 408 and closed',
      );
    else
      app.log.warn(
        { requestTimeoutMs: app.config.requestTimeoutMs },
        'request body still arriving at the request timeout; answered 408 and closed',
      );
    const message = why === 'idle' ? REQUEST_TIMEOUT_MESSAGE : REQUEST_TOO_SLOW_MESSAGE;
    const body = JSON.stringify({ code: 'REQUEST_TIMEOUT', message });
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
  }

  app.server.on('timeout', (socket: Socket) => {
    const exchange = exchanges.get(socket);
    exchanges.delete(socket);
    answerAndCut(socket, exchange, 'idle');
  });
}

export default fp(timeoutsPlugin, { name: 'timeouts' });

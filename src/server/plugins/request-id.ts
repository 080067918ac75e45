/**
 * Request ids (docs/decisions/0039-deployment-operations.md). Every request gets an
 * id, returned as `X-Request-Id` on every answer (errors, cache hits and 404s included), and
 * carried by every log line written while the request is handled: Fastify's request logger
 * binds it as `reqId`, and lines written through the app's logger during the request (a page
 * render failure…) get it through the log mixin below (AsyncLocalStorage).
 *
 * An incoming `X-Request-Id` is kept only when the connection comes from a trusted proxy
 * (TRUST_PROXY: a hop count ≥ 1, or the peer address in its list) and the id is sane (1–128
 * characters of `A–Z a–z 0–9 . _ : @ / + = -`); otherwise a random UUID is made, so a client
 * can neither forge another's id in the logs nor inject text into them.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { TrustProxy } from '../config';

/** The response (and trusted incoming) header. */
export const REQUEST_ID_HEADER = 'x-request-id';
/** What an incoming id may look like. */
const SANE_ID = /^[A-Za-z0-9._:@/+=-]{1,128}$/;

const context = new AsyncLocalStorage<{ reqId: string }>();

/** A test of the peer address of a connection: is it one of the configured proxies? */
export function proxyTrust(trustProxy: TrustProxy | undefined): (address: string | undefined) => boolean {
  if (trustProxy === undefined) return () => false;
  if (typeof trustProxy === 'number') return () => trustProxy >= 1;
  const list = new net.BlockList();
  for (const entry of trustProxy) {
    const [address, bits] = entry.split('/');
    const family = net.isIPv6(address) ? 'ipv6' : 'ipv4';
    if (bits === undefined) list.addAddress(address, family);
    else list.addSubnet(address, Number(bits), family);
  }
  return (address) => {
    if (!address) return false;
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
    const plain = mapped ? mapped[1] : address;
    return list.check(plain, net.isIPv6(plain) ? 'ipv6' : 'ipv4');
  };
}

/**
 * Fastify's `genReqId` for `trustProxy`: the incoming `X-Request-Id` from a trusted proxy when
 * sane, else a random UUID. Use with `requestIdHeader: false` (Fastify would otherwise take
 * any client's header).
 */
export function requestIdGenerator(trustProxy: TrustProxy | undefined): (req: IncomingMessage) => string {
  const trusted = proxyTrust(trustProxy);
  return (req) => {
    const incoming = req.headers[REQUEST_ID_HEADER];
    if (typeof incoming === 'string' && SANE_ID.test(incoming) && trusted(req.socket?.remoteAddress)) return incoming;
    return randomUUID();
  };
}

/**
 * pino `mixin`: adds `reqId` to a line written during a request by a logger that does not
 * already carry it (the request logger binds it itself).
 */
export function requestIdLogMixin(
  _merge: object,
  _level: number,
  logger?: { bindings?: () => Record<string, unknown> },
): object {
  const store = context.getStore();
  // A new object each time: pino merges the line's own fields into what the mixin returns.
  if (!store) return {};
  // The request logger binds the id itself; its lines (two per request) are known without
  // `bindings()`, which parses the logger's bindings from JSON text on every call (decision 0061).
  if (logger && requestLoggers.has(logger)) return {};
  if (logger?.bindings?.().reqId !== undefined) return {};
  return { reqId: store.reqId };
}

/** The request loggers made by `requestLoggerFactory` (each binds its request's `reqId`). */
const requestLoggers = new WeakSet<object>();

/**
 * Fastify's `childLoggerFactory`: the request logger, made as Fastify's default factory makes
 * it (`logger.child(bindings, options)`, bindings `{ reqId }`), and remembered so that the log
 * mixin above knows it binds the id.
 */
export function requestLoggerFactory<L extends { child(bindings: object, options?: object): L }>(
  logger: L,
  bindings: object,
  options: object,
): L {
  const child = logger.child(bindings, options);
  requestLoggers.add(child);
  return child;
}

async function requestIdPlugin(app: FastifyInstance) {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    context.run({ reqId: request.id }, done);
  });
  // Body parsing resumes on the socket's events, outside the context: enter it again.
  app.addHook('preValidation', (request, _reply, done) => {
    context.run({ reqId: request.id }, done);
  });
}

export default fp(requestIdPlugin, { name: 'request-id' });

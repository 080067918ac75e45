/**
 * One early decision on what a URL may carry (docs/decisions/0014-resilience.md "URLs"):
 * every path segment and every query parameter (name and value) must decode, after
 * percent-decoding (RFC 3986 §2.1; `+` is a space in the query, WHATWG URL
 * application/x-www-form-urlencoded), to valid UTF-8 (RFC 3629) holding no NUL (U+0000).
 * PostgreSQL refuses NUL in text, and a value that is not UTF-8 names nothing stored here.
 *
 * Decided in the first `onRequest` hooks, before the public cache, authentication or any
 * route reads the URL:
 * - a bad path segment names no resource: 404 `NOT_FOUND` (JSON) for the API and everything
 *   but pages; a page (a GET/HEAD of the page route `/*` outside /api) is let through marked
 *   (`hasInvalidPath`), and plugins/spa.ts answers it 404 with the plain page, never
 *   rendering it (the render would look the segment up);
 * - a bad query parameter is a bad request: 400 `VALIDATION_FAILED` with
 *   `errors: [{ path: <parameter name>, message }]`, the shape of a schema failure.
 * A `%` not followed by two hex digits is taken literally (as browsers send `100%`), not
 * refused; a lone surrogate cannot be written in UTF-8, so its encoded form is refused as
 * invalid UTF-8.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { DISALLOWED_CHARACTERS } from '../../shared/validation/text';

/** The 400 message of a query parameter that is not valid UTF-8. */
export const INVALID_UTF8 = 'Must be valid UTF-8';

const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * Percent-decodes `component` (`plus`: `+` is a space) into a string, or null when its bytes
 * are not valid UTF-8. Characters above U+007F sent raw (Node keeps request-line bytes as
 * latin1) count as the bytes they were.
 */
export function decodeUrlComponent(component: string, plus = false): string | null {
  if (!/[%+\u0080-\u00ff]/.test(component)) return component;
  const bytes: number[] = [];
  for (let i = 0; i < component.length; i++) {
    const c = component.charCodeAt(i);
    if (c === 0x25 && /^[0-9A-Fa-f]{2}$/.test(component.slice(i + 1, i + 3))) {
      bytes.push(parseInt(component.slice(i + 1, i + 3), 16));
      i += 2;
    } else if (c === 0x2b && plus) bytes.push(0x20);
    else if (c > 0xff)
      return null; // not a request-line byte
    else bytes.push(c);
  }
  try {
    return utf8.decode(new Uint8Array(bytes));
  } catch {
    return null;
  }
}

/** What is wrong with a URL: the first bad path segment or query parameter, or null. */
export function urlProblem(url: string): { in: 'path' } | { in: 'query'; name: string; message: string } | null {
  // Without a percent sign or a byte past ASCII nothing can decode to NUL or to invalid UTF-8
  // (Node's parser refuses a raw NUL): the usual request pays one scan, no split.
  if (!/[%\u0080-\uffff]/.test(url)) return null;
  const queryAt = url.indexOf('?');
  const pathname = queryAt === -1 ? url : url.slice(0, queryAt);
  for (const segment of pathname.split('/')) {
    const decoded = decodeUrlComponent(segment);
    if (decoded === null || decoded.includes('\u0000')) return { in: 'path' };
  }
  if (queryAt === -1) return null;
  for (const pair of url.slice(queryAt + 1).split('&')) {
    if (pair === '') continue;
    const eq = pair.indexOf('=');
    const rawName = eq === -1 ? pair : pair.slice(0, eq);
    const name = decodeUrlComponent(rawName, true);
    const value = eq === -1 ? '' : decodeUrlComponent(pair.slice(eq + 1), true);
    const shownName = name === null ? rawName : name.replaceAll('\u0000', '');
    if (name === null || value === null) return { in: 'query', name: shownName, message: INVALID_UTF8 };
    if (name.includes('\u0000') || value.includes('\u0000'))
      return { in: 'query', name: shownName, message: DISALLOWED_CHARACTERS };
  }
  return null;
}

const invalidPaths = new WeakSet<FastifyRequest>();

/** True when the guard let a page request through whose path holds a bad segment (answer 404). */
export function hasInvalidPath(request: FastifyRequest): boolean {
  return invalidPaths.has(request);
}

/** The JSON 404 of a path that names nothing: the one answer of the guard, the router and plugins/spa.ts. */
export function sendPathNotFound(request: FastifyRequest, reply: FastifyReply) {
  return reply
    .status(404)
    .type('application/json; charset=utf-8')
    .send({ code: 'NOT_FOUND', message: `No route for ${request.method} ${request.url.split('?')[0]}` });
}

/**
 * Fastify's `frameworkErrors`: the router's own refusals, in the house error shape. A path it
 * cannot percent-decode (FST_ERR_BAD_URL) answers 404 like any bad segment; a parameter
 * longer than `maxParamLength` answers 414 `URI_TOO_LONG` (as plugins/spa.ts does for /api).
 */
export function routerErrorAnswer(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error.code === 'FST_ERR_BAD_URL') return sendPathNotFound(request, reply);
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') return sendUriTooLong(reply);
  return reply.send(error);
}

/** The 414 of a path segment longer than any route parameter may be (the router's and the SPA's). */
export function sendUriTooLong(reply: FastifyReply) {
  return reply
    .status(414)
    .type('application/json; charset=utf-8')
    .send({ code: 'URI_TOO_LONG', message: 'A path segment is longer than any route parameter may be' });
}

async function urlGuardPlugin(app: FastifyInstance) {
  // A sync hook: the usual URL passes with one scan, and an async hook would cost every
  // request a promise and a microtask turn (docs/decisions/0061-floor-request-pipeline.md).
  app.addHook('onRequest', (request, reply, done) => {
    const problem = urlProblem(request.url);
    if (!problem) return done();
    if (problem.in === 'query') {
      reply
        .status(400)
        .type('application/json; charset=utf-8')
        .send({
          code: 'VALIDATION_FAILED',
          message: problem.message,
          errors: [{ path: problem.name, message: problem.message }],
        });
      return;
    }
    const pathname = request.url.split('?')[0];
    const isApi = pathname === '/api' || pathname.startsWith('/api/');
    const isPage = request.routeOptions.url === '/*' && (request.method === 'GET' || request.method === 'HEAD');
    if (isPage && !isApi) {
      invalidPaths.add(request);
      return done();
    }
    sendPathNotFound(request, reply);
  });
}

export default fp(urlGuardPlugin, { name: 'url-guard' });

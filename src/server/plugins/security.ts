/**
 * Security headers (helmet) with a real Content-Security-Policy: scripts, styles and fonts
 * only from this origin, no inline script, no framing by other sites.
 *
 * helmet decides the headers once, at registration, from the options below: none of them
 * depends on the request, so every answer gets the same set (`securityHeaders`). One sync
 * `onRequest` hook sets them on the raw response, where helmet itself sets them, so they are
 * on every answer that passes the hooks: a route's own value of one of them (an attachment's
 * sandbox CSP) still wins, and an answer written on the raw response (the 408 of
 * plugins/timeouts.ts) carries them too. Running helmet's middleware chain per request instead
 * (what @fastify/helmet does: it re-parses the CSP directives and rebuilds every middleware on
 * each request, behind an async hook) cost about a tenth of the server's floor
 * (docs/decisions/0061-floor-request-pipeline.md).
 */
import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/** The helmet options of this site. */
function helmetOptions(https: boolean): HelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameSrc: ["'self'"],
        frameAncestors: ["'self'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // The site links out to DOI resolvers and ORCID; keep the referrer to the origin only.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
    hsts: https ? { maxAge: 15552000, includeSubDomains: true } : false,
  };
}

/**
 * The headers helmet sets for these options, as [name, value] pairs in helmet's order (its
 * middleware run once against a response that only records them).
 * @throws Error when helmet's middleware fails (an invalid option) or is not synchronous
 */
export function securityHeaders(https: boolean): [string, string][] {
  const headers: [string, string][] = [];
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers.push([name, Array.isArray(value) ? value.join(', ') : String(value)]);
      return recorder;
    },
    removeHeader() {},
  };
  let finished = false;
  helmet(helmetOptions(https))({} as never, recorder as unknown as ServerResponse, (err?: unknown) => {
    if (err) throw err instanceof Error ? err : new Error(String(err));
    finished = true;
  });
  if (!finished) throw new Error('helmet did not decide the security headers synchronously');
  return headers;
}

async function securityPlugin(app: FastifyInstance, opts: { https: boolean }) {
  const headers = securityHeaders(opts.https);
  app.addHook('onRequest', (_request, reply, done) => {
    const res = reply.raw;
    for (let i = 0; i < headers.length; i++) res.setHeader(headers[i][0], headers[i][1]);
    done();
  });
}

export default fp(securityPlugin, { name: 'security' });

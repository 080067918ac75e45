/**
 * Serves the built React SPA from `clientDir` (dist/client): hashed assets with long-lived
 * caching, and index.html for every other GET outside /api (history fallback for client
 * routes). Unknown /api paths, and anything but GET/HEAD, answer a JSON 404 (issue 2).
 * The pages opened from a mailed link holding a secret token in their query string (password
 * reset, reviewer invitation) are sent with `Referrer-Policy: no-referrer`, so that the token
 * never leaves in a Referer header (issue 12).
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ROUTES } from '../../shared/routes';

/**
 * Pages reached by a mailed link carrying a secret `token` in the query string (seed 000 §2
 * "Reviewer invitation pages", seed 001 §2 "Reset"; issue 12 "verify-email"): the route map's
 * routes marked `secretToken`, served with `Referrer-Policy: no-referrer`.
 */
export const SECRET_LINK_PAGES: ReadonlySet<string> = new Set(
  ROUTES.filter((route) => route.secretToken).map((route) => route.path),
);

/** True when `pathname` (decoded, no query) is one of `SECRET_LINK_PAGES`, a trailing slash allowed. */
export function isSecretLinkPage(pathname: string): boolean {
  return SECRET_LINK_PAGES.has(pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);
}

/** The page asked for: its decoded path, its query string (with `?`, or empty) and the client's address. */
export interface PageRequest {
  pathname: string;
  search: string;
  ip: string;
  signal: AbortSignal;
}

/** A filled page: its status and HTML, and whether it is the same for everyone (public, cacheable). */
export interface RenderedPage {
  status: number;
  html: string;
  /** True for public pages: sent with an ETag and a short shared cache lifetime (issue 14). */
  shared?: boolean;
  /**
   * What the ETag is computed from when not the HTML itself: the page's content without what
   * differs on every render (the fetch times in the hydration data).
   */
  validator?: string;
}

/** The router's longest route parameter (app.ts `routerOptions.maxParamLength`). */
export const MAX_PARAM_LENGTH = 200;

/** Cache lifetime of a public page, in seconds: short, then served stale while revalidating. */
export const PUBLIC_PAGE_CACHE_CONTROL = 'public, max-age=30, stale-while-revalidate=300';

export interface SpaOptions {
  /** Directory holding index.html and assets/ (vite build output). */
  clientDir: string;
  /**
   * Fills index.html for one page (head, and for public pages the server-rendered body) and
   * says its status (404 for unknown pages). Without it every client route gets the plain
   * index.html with 200.
   */
  renderPage?: (page: PageRequest, indexHtml: string) => Promise<RenderedPage>;
}

/** A weak validator of `html` (weak: the same page compressed or not is the same page). */
export function pageEtag(html: string): string {
  return `W/"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`;
}

/** True when the request's If-None-Match names `etag` (or `*`), comparing weakly (RFC 9110 §13.1.2). */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}

async function spaPlugin(app: FastifyInstance, opts: SpaOptions) {
  const indexPath = path.join(opts.clientDir, 'index.html');
  // Re-read when the file changes, so a rebuild never leaves the server pointing at deleted assets.
  let cached: { mtimeMs: number; html: string } | null = null;
  const loadIndex = (): string | null => {
    const stat = fs.statSync(indexPath, { throwIfNoEntry: false });
    if (!stat) return null;
    if (cached?.mtimeMs !== stat.mtimeMs) cached = { mtimeMs: stat.mtimeMs, html: fs.readFileSync(indexPath, 'utf8') };
    return cached.html;
  };

  if (fs.existsSync(path.join(opts.clientDir, 'assets'))) {
    // Hashed build assets: looked up per request (wildcard), so a rebuild needs no restart.
    await app.register(fastifyStatic, {
      root: path.join(opts.clientDir, 'assets'),
      prefix: '/assets/',
      wildcard: true,
      index: false,
      decorateReply: false,
      setHeaders(res) {
        res.header('cache-control', 'public, max-age=31536000, immutable');
      },
    });
  }
  if (fs.existsSync(opts.clientDir)) {
    // Top-level public files (favicon…), listed once at start.
    await app.register(fastifyStatic, {
      root: opts.clientDir,
      prefix: '/',
      wildcard: false,
      index: false,
      decorateReply: false,
      globIgnore: ['assets/**', 'index.html'],
      setHeaders(res) {
        res.header('cache-control', 'public, max-age=3600');
      },
    });
  }

  const notFound = (request: FastifyRequest, reply: FastifyReply, pathname: string) =>
    reply
      .status(404)
      .type('application/json; charset=utf-8')
      .send({ code: 'NOT_FOUND', message: `No route for ${request.method} ${pathname}` });

  /**
   * Every GET (and HEAD) that no other route takes: a page of the app, filled by `renderPage`.
   * A route, not the not-found handler, so that the route hooks run for pages too
   * (@fastify/compress compresses them). Unknown /api paths answer a JSON 404. Shared pages
   * (`Cache-Control: public`) are kept by the public-read cache (features/public-cache).
   */
  app.get('/*', { schema: { hide: true }, config: { publicCache: true } }, async (request, reply) => {
    const pathname = request.url.split('?')[0];
    const isApi = pathname === '/api' || pathname.startsWith('/api/');
    if (isApi && pathname.split('/').some((segment) => segment.length > MAX_PARAM_LENGTH)) {
      // What the router answers when a parameter is too long, had this route not caught it.
      return reply.status(414).send({
        code: 'URI_TOO_LONG',
        message: 'A path segment is longer than any route parameter may be',
      });
    }
    const html = isApi ? null : loadIndex();
    if (html === null) return notFound(request, reply, pathname);
    let page: RenderedPage = { status: 200, html };
    const decoded = safeDecode(pathname);
    if (isSecretLinkPage(decoded)) reply.header('referrer-policy', 'no-referrer');
    if (opts.renderPage) {
      const queryAt = request.url.indexOf('?');
      const search = queryAt === -1 ? '' : request.url.slice(queryAt);
      const controller = new AbortController();
      reply.raw.once('close', () => {
        if (!reply.raw.writableFinished) controller.abort();
      });
      try {
        page = await opts.renderPage({ pathname: decoded, search, ip: request.ip, signal: controller.signal }, html);
      } catch (err) {
        request.log.error({ err }, 'page could not be rendered; serving the plain page');
      }
    }
    reply.status(page.status).type('text/html; charset=utf-8');
    if (!page.shared || page.status >= 500) return reply.header('cache-control', 'no-cache').send(page.html);
    const etag = pageEtag(page.validator ?? page.html);
    reply.header('etag', etag).header('cache-control', PUBLIC_PAGE_CACHE_CONTROL).header('vary', 'accept-encoding');
    if (page.status === 200 && etagMatches(request.headers['if-none-match'], etag)) return reply.status(304).send();
    return reply.send(page.html);
  });

  app.setNotFoundHandler(async (request, reply) => notFound(request, reply, request.url.split('?')[0]));
}

function safeDecode(pathname: string): string {
  try {
    return decodeURI(pathname);
  } catch {
    return pathname;
  }
}

export default fp(spaPlugin, { name: 'spa' });

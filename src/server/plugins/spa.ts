/**
 * Serves the built React SPA from `clientDir` (dist/client): hashed assets with long-lived
 * caching and the other public files with a short one, both from memory with their
 * precompressed copies (plugins/static-files.ts, decision 0021), and index.html for every other
 * GET outside /api (history fallback for client routes). Unknown /api paths, and anything
 * but GET/HEAD, answer a JSON 404.
 * The pages opened from a mailed link holding a secret token in their query string (password
 * reset, reviewer invitation) are sent with `Referrer-Policy: no-referrer`, so that the token
 * never leaves in a Referer header (decision 0013).
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ROUTES } from '../../shared/routes';
import { isPrecompressedCopy } from '../lib/precompress';
import { staticFiles } from './static-files';
import { hasInvalidPath, sendPathNotFound, sendUriTooLong } from './url-guard';

/**
 * Pages reached by a mailed link carrying a secret `token` in the query string (seed 000 §2
 * "Reviewer invitation pages", seed 001 §2 "Reset"; decision 0013 "verify-email"): the route map's
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
  /** True for public pages: sent with an ETag and a short shared cache lifetime (decision 0018). */
  shared?: boolean;
  /**
   * What the ETag is computed from when not the HTML itself: the page's content without what
   * differs on every render (the fetch times in the hydration data).
   */
  validator?: string;
  /** Headers of the page's own (an article's Signposting `Link`), sent with it whatever its status. */
  headers?: Record<string, string>;
}

/** The router's longest route parameter (app.ts `routerOptions.maxParamLength`). */
export const MAX_PARAM_LENGTH = 200;

/** Cache lifetime of a public page, in seconds: short, then served stale while revalidating. */
export const PUBLIC_PAGE_CACHE_CONTROL = 'public, max-age=30, stale-while-revalidate=300';

/** Cache-Control of hashed build assets (their name changes with their content): a year, immutable. */
export const HASHED_ASSET_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/**
 * Cache-Control of the other public files (favicon, images): their names carry no hash, so a
 * browser keeps them an hour, then revalidates with the ETag (304 when unchanged).
 */
export const PUBLIC_FILE_CACHE_CONTROL = 'public, max-age=3600';

/** How long the server keeps a public file in memory before reading it again, in ms. */
const PUBLIC_FILE_REVALIDATE_MS = 10_000;

/** Files of the build's top level served as they are: all but index.html, assets/ and the compressed copies. */
function listPublicFiles(clientDir: string): string[] {
  if (!fs.existsSync(clientDir)) return [];
  return fs
    .readdirSync(clientDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(clientDir, path.join(entry.parentPath, entry.name)))
    .filter((rel) => rel !== 'index.html' && !rel.startsWith(`assets${path.sep}`) && !isPrecompressedCopy(rel))
    .filter((rel) => rel.split(path.sep).every((segment) => !segment.startsWith('.')));
}

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

  const urlPath = (request: FastifyRequest) => request.url.split('?')[0];

  // Hashed build assets (decision 0021): from memory with their precompressed copies, never
  // compressed per request. Looked up per request, so a rebuild's new assets need no restart.
  const assets = staticFiles(
    { root: path.join(opts.clientDir, 'assets'), cacheControl: HASHED_ASSET_CACHE_CONTROL, revalidateMs: 0 },
    (request, reply) => sendPathNotFound(request, reply),
  );
  app.get('/assets/*', { schema: { hide: true }, compress: false }, (request, reply) =>
    assets(request, reply, urlPath(request).slice('/assets/'.length)),
  );

  // Top-level public files (favicon, images…), listed once at start; read again after a while,
  // since their names carry no hash.
  const publicFiles = staticFiles(
    { root: opts.clientDir, cacheControl: PUBLIC_FILE_CACHE_CONTROL, revalidateMs: PUBLIC_FILE_REVALIDATE_MS },
    (request, reply) => sendPathNotFound(request, reply),
  );
  for (const relative of listPublicFiles(opts.clientDir)) {
    const url = `/${relative.split(path.sep).map(encodeURIComponent).join('/')}`;
    app.get(url, { schema: { hide: true }, compress: false }, (request, reply) =>
      publicFiles(request, reply, url.slice(1)),
    );
  }

  /**
   * Every GET (and HEAD) of an API path that no API route takes: the JSON 404 (414 for a
   * segment longer than any route parameter may be, as the router answers one). A route of its
   * own, apart from the page route below, so that these answers skip what pages need: the
   * public-read cache's bookkeeping of a miss, the index read (decision 0061).
   */
  const unknownApiPath = (request: FastifyRequest, reply: FastifyReply) =>
    urlPath(request)
      .split('/')
      .some((segment) => segment.length > MAX_PARAM_LENGTH)
      ? sendUriTooLong(reply)
      : sendPathNotFound(request, reply);
  app.get('/api/*', { schema: { hide: true } }, (request, reply) => {
    // Sync, returning nothing: a returned reply would be sent a second time.
    unknownApiPath(request, reply);
  });

  /**
   * Every GET (and HEAD) that no other route takes: a page of the app, filled by `renderPage`.
   * A route, not the not-found handler, so that the route hooks run for pages too
   * (@fastify/compress compresses them). Unknown /api paths answer a JSON 404. Shared pages
   * (`Cache-Control: public`) are kept by the public-read cache (features/public-cache).
   */
  app.get('/*', { schema: { hide: true }, config: { publicCache: true } }, async (request, reply) => {
    const pathname = urlPath(request);
    // `/api` itself (the route above takes `/api/…`).
    if (pathname === '/api' || pathname.startsWith('/api/')) return unknownApiPath(request, reply);
    const html = loadIndex();
    if (html === null) return sendPathNotFound(request, reply);
    // A segment with NUL or invalid UTF-8 (plugins/url-guard.ts) names no page: never rendered.
    if (hasInvalidPath(request))
      return reply.status(404).type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);
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
    if (page.headers) reply.headers(page.headers);
    if (!page.shared || page.status >= 500) return reply.header('cache-control', 'no-cache').send(page.html);
    const etag = pageEtag(page.validator ?? page.html);
    reply.header('etag', etag).header('cache-control', PUBLIC_PAGE_CACHE_CONTROL).header('vary', 'accept-encoding');
    if (page.status === 200 && etagMatches(request.headers['if-none-match'], etag)) return reply.status(304).send();
    return reply.send(page.html);
  });

  app.setNotFoundHandler(async (request, reply) => sendPathNotFound(request, reply));
}

function safeDecode(pathname: string): string {
  try {
    return decodeURI(pathname);
  } catch {
    return pathname;
  }
}

export default fp(spaPlugin, { name: 'spa' });

/**
 * Server rendering of the public pages (docs/decisions/0018-server-rendering.md): the page's head
 * (resolveHead) and, for public pages, its body rendered by the client's server entry
 * (`src/client/entry-server.tsx`, built by `vite build --ssr` into
 * `{clientDir}-ssr/entry-server.js`). The entry's API calls come back into this server through
 * `app.inject`, with the visitor's address, so they pass the same routes, validation and rate
 * limits as the browser's calls: one data path.
 *
 * Private pages (sign-in, portal, dashboards, token links) are sent with an empty `#root`
 * and render in the browser. A body that cannot be rendered gives a 500 with a plain,
 * friendly error page; the browser then renders the page itself.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps';
import { RENDER_REQUEST_HEADER } from '../../lib/render-request';
import type { PageRequest, RenderedPage } from '../../plugins/spa';
import { jsonForScript, renderHead } from './head';
import { resolveHead } from './service';

/** The browser's `#genesis-state` block id (src/client/lib/hydration-state.ts). */
export const HYDRATION_STATE_ID = 'genesis-state';

/** How the client entry reaches the API: fetch's shape, a site-relative path. */
export type ApiTransport = (path: string, init: RequestInit) => Promise<Response>;

/** The client's server entry (src/client/entry-server.tsx `render`). */
export interface PageRenderer {
  render(request: {
    url: string;
    fetchApi: ApiTransport;
    signal?: AbortSignal;
  }): Promise<{ html: string; state: unknown; status: number }>;
}

/** Where the SSR build of a client build lives: next to it, `dist/client` → `dist/client-ssr`. */
export function ssrDirOf(clientDir: string): string {
  return `${clientDir.replace(/[\\/]+$/, '')}-ssr`;
}

/**
 * Loads the server entry built for the client build in `clientDir`, if there is one.
 * @returns the renderer, or null when no SSR build exists (pages then render in the browser only)
 */
export async function loadPageRenderer(clientDir: string): Promise<PageRenderer | null> {
  const entry = path.join(ssrDirOf(clientDir), 'entry-server.js');
  if (!fs.existsSync(entry)) return null;
  const module = (await import(pathToFileURL(entry).href)) as Partial<PageRenderer>;
  if (typeof module.render !== 'function') throw new Error(`${entry} does not export render()`);
  return module as PageRenderer;
}

/**
 * A transport that answers the client entry's API calls inside `app` (light-my-request),
 * as if `ip` had sent them, marked with RENDER_REQUEST_HEADER (the usage figures count the page,
 * not its calls). Only GET and HEAD: a render reads, it never writes.
 */
export function injectTransport(app: FastifyInstance, ip: string): ApiTransport {
  return async (url, init) => {
    const method = (init.method ?? 'GET').toUpperCase();
    if (method !== 'GET' && method !== 'HEAD') throw new Error(`a page render may not send ${method} ${url}`);
    const answer = await app.inject({
      method,
      url,
      remoteAddress: ip,
      headers: { accept: 'application/json', [RENDER_REQUEST_HEADER]: '1' },
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value === undefined) continue;
      for (const item of Array.isArray(value) ? value : [value]) headers.append(name, String(item));
    }
    const empty = method === 'HEAD' || answer.statusCode === 204 || answer.statusCode === 304;
    return new Response(empty ? null : new Uint8Array(answer.rawPayload), { status: answer.statusCode, headers });
  };
}

/** The page a failed render leaves: a plain message in `#root` (the browser renders the page itself). */
const RENDER_FAILED_BODY =
  '<main class="px-4 py-24 text-center"><h1 class="text-3xl font-semibold">Something went wrong</h1>' +
  '<p class="mt-4 text-slate-600">We could not show this page just now. Please try again in a moment.</p>' +
  '<p class="mt-6"><a class="font-semibold text-brand-700 underline" href="/">Go to the home page</a></p></main>';

/** `template` (index.html) with `body` in `#root`, followed by the hydration data block if any. */
export function fillRoot(template: string, body: string, state?: unknown): string {
  const data =
    state === undefined
      ? ''
      : `<script type="application/json" id="${HYDRATION_STATE_ID}">${jsonForScript(state)}</script>`;
  return template.replace(/<div id="root"><\/div>/, () => `<div id="root">${body}</div>${data}`);
}

/** The hydration data without the times of its fetches (TanStack's `*UpdatedAt`, `dehydratedAt`). */
function stableState(state: unknown): string {
  return JSON.stringify(state, (key, value: unknown) => (/UpdatedAt$|^dehydratedAt$/.test(key) ? undefined : value));
}

/**
 * What the page renderer needs from the app: a part of the one Deps (decision 0068; `publicUrl`
 * is the origin of absolute URLs and of the rendered page's URL, never a request header), the
 * app itself (its API is called through `app.inject`) and the client's server entry (null
 * renders heads only).
 */
export type PageRenderContext = Pick<Deps, 'db' | 'storage' | 'publicUrl'> & {
  app: FastifyInstance;
  renderer: PageRenderer | null;
};

/**
 * Fills index.html for one page: its head and status always (resolveHead), and the page's
 * `Link` header (an article's Signposting); for public pages (not `noindex`) with a renderer,
 * the rendered body and its hydration data too.
 * @returns the status: resolveHead's (404 for unknown paths, journals, articles), or 5xx when
 *   the page's data could not be read (its error state is shown) or the render failed (500)
 */
export async function renderPage(
  context: PageRenderContext,
  page: PageRequest,
  template: string,
): Promise<RenderedPage> {
  const { status, head, linkHeader } = await resolveHead(
    { db: context.db, storage: context.storage },
    context.publicUrl,
    page.pathname,
  );
  const withHead = renderHead(template, head);
  // An article's FAIR Signposting links (decision 0026), sent with its page.
  const headers = linkHeader ? { link: linkHeader } : undefined;
  if (head.noindex || !context.renderer) return { status, html: withHead, shared: !head.noindex, headers };
  try {
    const rendered = await context.renderer.render({
      url: `${context.publicUrl}${encodeURI(page.pathname)}${page.search}`,
      fetchApi: injectTransport(context.app, page.ip),
      signal: page.signal,
    });
    const finalStatus = rendered.status >= 500 ? rendered.status : status;
    const html = fillRoot(withHead, rendered.html, rendered.state);
    return {
      status: finalStatus,
      html,
      shared: true,
      validator: fillRoot(withHead, rendered.html, stableState(rendered.state)),
      headers,
    };
  } catch (err) {
    if (page.signal.aborted) throw err;
    context.app.log.error({ err, path: page.pathname }, 'page render failed');
    const failed = renderHead(template, { title: 'Something went wrong', description: head.description });
    return { status: 500, html: fillRoot(failed, RENDER_FAILED_BODY), shared: false };
  }
}

/**
 * Server render of the public pages (decision 0018), built by `vite build --ssr` into
 * `{clientDir}-ssr/entry-server.js` and loaded by the server (plugins/spa.ts). Node only.
 *
 * One data path: the page's prefetch (app/page-data.ts) fills a per-request TanStack Query
 * client with the same query options the components read; the API calls of those query
 * functions go through `fetchApi` (the server answering itself, `app.inject`), never through
 * a second copy of the queries. React DOM's streaming renderer (`renderToPipeableStream`, the
 * runtime the browser hydrates with, decision 0024) then renders the whole page once every
 * query has settled (`onAllReady`: crawlers and caches get complete HTML), and the settled
 * queries are dehydrated for the browser (main.tsx hydrates them). The routes render in React
 * Router's `StaticRouter` at the request's path and query.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { Writable } from 'node:stream';
import { dehydrate, type DehydratedState } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { prefetchPage } from './app/page-data';
import { AppProviders } from './app/providers';
import { AppRoutes, routes } from './app/router';
import { ApiError, setApiTransport, type ApiTransport } from './lib/api-client';
import { createQueryClient } from './lib/query-client';
import { toHydrationState, type HydrationState } from './lib/hydration-state';

/** What a render needs: the page's URL (path and query) and how to reach the API. */
export interface RenderRequest {
  /** The page URL: an absolute URL whose origin is PUBLIC_URL (never a request header). */
  url: string;
  /** Sends one API request into the server (same shape as fetch; path is site-relative). */
  fetchApi: ApiTransport;
  /** Aborts the render (client gone, server timeout). */
  signal?: AbortSignal;
}

/** The rendered page: the markup of `#root`, the state the browser hydrates, the status it implies. */
export interface RenderResult {
  html: string;
  state: HydrationState;
  /**
   * 200, or the status of the worst server-side failure among the page's API calls (5xx: the
   * page shows its error state, and must not be cached as if it were the page); calls whose
   * query is marked `meta: { secondary: true }` do not count.
   */
  status: number;
}

const requestScope = new AsyncLocalStorage<ApiTransport>();
setApiTransport((path, init) => {
  const fetchApi = requestScope.getStore();
  if (!fetchApi) return Promise.reject(new Error('entry-server: an API call outside a render'));
  return fetchApi(path, init);
});

/**
 * Renders the public page at `request.url`.
 * @throws when the page cannot be rendered at all (the server then answers 500 with its
 *   friendly error page); API errors do not throw, they render the page's error state
 */
export function render(request: RenderRequest): Promise<RenderResult> {
  return requestScope.run(request.fetchApi, () => renderInScope(request));
}

async function renderInScope(request: RenderRequest): Promise<RenderResult> {
  const url = new URL(request.url);
  const queryClient = createQueryClient();
  await prefetchPage(routes, url, queryClient);

  const html = await renderToString(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <StaticRouter location={`${url.pathname}${url.search}`}>
          <AppRoutes />
        </StaticRouter>
      </AppProviders>
    </StrictMode>,
    request.signal,
  );

  let status = 200;
  for (const query of queryClient.getQueryCache().getAll()) {
    // A secondary part of a page (related articles, usage figures) that failed is left out of
    // the page; the page itself was read, so its status stays.
    if (query.meta?.secondary === true) continue;
    const error = query.state.error;
    if (error instanceof ApiError && error.status >= 500) status = Math.max(status, error.status);
    else if (error && !(error instanceof ApiError)) status = Math.max(status, 502);
  }
  const state: DehydratedState = dehydrate(queryClient, {
    // A full text is in the page as markup the browser adopts (a static region): not again in
    // the state (decision 0081; it was 655 KB of a 1.15 MB page).
    shouldDehydrateQuery: (query) =>
      query.meta?.markupOnly !== true && (query.state.status === 'success' || query.state.error instanceof ApiError),
  });
  return { html, state: toHydrationState(state), status };
}

/** The streaming renderer, waiting for everything (`onAllReady`), collected into one string. */
function renderToString(element: React.ReactNode, signal?: AbortSignal): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let failed: unknown = null;
    const sink = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        chunks.push(chunk);
        callback();
      },
      final(callback) {
        if (failed) reject(failed instanceof Error ? failed : new Error(String(failed)));
        else resolve(Buffer.concat(chunks).toString('utf8'));
        callback();
      },
    });
    const stream = renderToPipeableStream(element, {
      // Never outline a large Suspense boundary into a later chunk: that needs inline scripts
      // to reveal it, which the CSP (script-src 'self') forbids. The page is sent whole anyway.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady() {
        stream.pipe(sink);
      },
      onShellError(error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      },
      onError(error) {
        // An error inside the tree (caught by no boundary on the server): the page is broken.
        failed ??= error;
      },
    });
    signal?.addEventListener('abort', () => stream.abort(signal.reason), { once: true });
  });
}

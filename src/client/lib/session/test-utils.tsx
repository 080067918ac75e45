/**
 * Test helpers of the session (jsdom tests only): seed local storage with a session, stub
 * `fetch` by method and URL, and render routes inside a query client, the SessionProvider
 * and a memory router whose fallback route prints where the user landed.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation, type RouteObject } from 'react-router';
import { afterEach, vi } from 'vitest';
import { ACCESS_TOKEN_STORAGE_KEY, USER_STORAGE_KEY } from '../../../shared/domain/session';
import { createQueryClient } from '../query-client';
import { SessionProvider } from './session-provider';
import type { StoredUser } from './stored-session';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

/** Stores a session as login would have. */
export function seedSession(token: string, user: StoredUser): void {
  localStorage.setItem(ACCESS_TOKEN_STORAGE_KEY, token);
  localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(user));
}

/** A canned JSON answer; arrays get an X-Total-Count unless `total` says otherwise. */
export function jsonResponse(body: unknown, status = 200, total?: number): Response {
  const headers = new Headers({ 'Content-Type': 'application/json' });
  if (Array.isArray(body)) headers.set('X-Total-Count', String(total ?? body.length));
  return new Response(JSON.stringify(body), { status, headers });
}

/** Handlers by `"METHOD /url"` (URL with its query); unknown calls get a 404. */
export type ApiStubs = Record<string, (init: RequestInit | undefined) => Response | Promise<Response>>;

/** Stubs `fetch`; `calls()` lists `"METHOD /url"` in order, `bodyOf(i)` the parsed JSON body. */
export function stubApi(stubs: ApiStubs) {
  const mock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const key = `${init?.method ?? 'GET'} ${url}`;
    const handler = stubs[key];
    return handler ? handler(init) : jsonResponse({ code: 'NOT_FOUND', message: `No stub for ${key}` }, 404);
  });
  vi.stubGlobal('fetch', mock);
  return Object.assign(mock, {
    calls: (): string[] => mock.mock.calls.map(([input, init]) => `${init?.method ?? 'GET'} ${String(input)}`),
    bodyOf: (index: number): unknown => JSON.parse(String(mock.mock.calls[index][1]?.body)),
  });
}

/** Prints the location, for routes a test does not render. */
function Elsewhere() {
  const location = useLocation();
  return <p data-testid="elsewhere">{`Elsewhere: ${location.pathname}${location.search}`}</p>;
}

/** Renders `routes` at `route` under the providers; unknown paths render "Elsewhere: {path}". */
export function renderWithSession(routes: RouteObject[], route: string) {
  const router = createMemoryRouter([...routes, { path: '*', element: <Elsewhere /> }], { initialEntries: [route] });
  const client = createQueryClient();
  const view = render(
    <QueryClientProvider client={client}>
      <SessionProvider>
        <RouterProvider router={router} />
      </SessionProvider>
    </QueryClientProvider>,
  );
  return { ...view, router, client };
}

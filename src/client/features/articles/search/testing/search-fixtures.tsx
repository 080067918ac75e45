/**
 * Test helpers of the search feature: result fixtures, a fetch stub that answers
 * GET /api/articles/search like the server (a JSON array with X-Total-Count), and a render
 * helper with a fresh query client (no retries) and a memory router.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation, type RouteObject } from 'react-router';
import { vi } from 'vitest';
import type { SearchResult } from '../../../../../shared/api/catalogue';
import { createQueryClient } from '../../../../lib/query-client';

/** `count` results with ids from `firstId`, in journal 7. */
export function makeResults(count: number, firstId = 1): SearchResult[] {
  return Array.from({ length: count }, (_, index) => {
    const id = firstId + index;
    return {
      id,
      journalId: 7,
      title: `Article number ${id} on cell biology`,
      abstract: `Abstract of article ${id}.`,
      authors: `Author ${id}, Second Author`,
      articleType: 'Research Article',
    };
  });
}

/** What the stub answers for one request: the page of results and the total. */
export interface SearchAnswer {
  items: SearchResult[];
  total: number;
}

/**
 * Replaces `fetch` with a stub answering search requests through `answer` (called with the
 * request's query parameters; it may return a promise to hold the answer back).
 * @returns the mock, and `searches()`: the query parameters of every request made
 */
export function stubSearch(answer: (params: URLSearchParams) => SearchAnswer | Promise<SearchAnswer>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname !== '/api/articles/search') return new Response('Not found', { status: 404 });
    const { items, total } = await answer(url.searchParams);
    return new Response(JSON.stringify(items), {
      status: 200,
      headers: { 'Content-Type': 'application/json', 'X-Total-Count': String(total) },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  const searches = () => fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://localhost').searchParams);
  return { fetchMock, searches };
}

/** Shows the current location (path and query) for assertions. */
export function LocationDisplay() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

/** Renders `routes` in a memory router at `path`, with a fresh query client. */
export function renderRoutes(routes: RouteObject[], path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const queryClient = createQueryClient();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, router };
}

/**
 * Test helpers of the search feature: result fixtures, an API stub that answers
 * GET /api/articles/search like the server (a JSON array with X-Total-Count), and a render
 * helper with a fresh query client (no retries) and a memory router.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation, type RouteObject } from 'react-router';
import type { JournalMatch, SearchResult } from '../../../../../shared/api/catalogue';
import { createQueryClient } from '../../../../lib/query-client';
import { mockApi, ok, on } from '../../../../test/msw';

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

/** What the stub answers for one request: the page of results, the total, and whether it is capped. */
export interface SearchAnswer {
  items: SearchResult[];
  total: number;
  capped?: boolean;
}

/**
 * Answers search requests (any query) through `answer`, called with the request's query
 * parameters; it may return a promise to hold the answer back. Journal searches
 * (GET /api/journals/search) are answered by `journals` (none by default).
 * @returns the log of the requests made (`api.calls()`), `searches()`: the query
 *   parameters of every article search made, and `journalSearches()`: those of the journal searches
 */
export function stubSearch(
  answer: (params: URLSearchParams) => SearchAnswer | Promise<SearchAnswer>,
  journals: (params: URLSearchParams) => JournalMatch[] = () => [],
) {
  const api = mockApi(
    on('GET /api/articles/search?*', async ({ query }) => {
      const { items, total, capped } = await answer(query);
      return ok(items, { total, ...(capped ? { headers: { 'X-Total-Count-Capped': 'true' } } : {}) });
    }),
    on('GET /api/journals/search?*', ({ query }) => ok(journals(query))),
  );
  const searches = () =>
    api
      .urls()
      .filter((url) => url.startsWith('/api/articles/search'))
      .map((url) => new URL(url, 'http://localhost').searchParams);
  const journalSearches = () =>
    api
      .urls()
      .filter((url) => url.startsWith('/api/journals/search'))
      .map((url) => new URL(url, 'http://localhost').searchParams);
  return { api, searches, journalSearches };
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

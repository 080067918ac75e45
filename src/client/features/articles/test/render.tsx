/** Renders a page of this feature inside a fresh query client (no retries) and a memory router. */
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createQueryClient } from '../../../lib/query-client';

/**
 * Renders `element` at `url`, matched by `path` (default: the url's pathname), with a
 * catch-all route that prints the location, so tests can see where links lead.
 * @returns Testing Library's result and the router (its `state.location` is the current URL)
 */
export function renderRoute(element: ReactElement, url: string, path = new URL(url, 'http://test').pathname) {
  const router = createMemoryRouter(
    [
      { path, element },
      { path: '*', element: <p>Elsewhere</p> },
    ],
    { initialEntries: [url] },
  );
  const queryClient = createQueryClient();
  const result = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...result, router };
}

/** Renders a component (no page route needed) inside the same providers, at "/". */
export function renderWithProviders(element: ReactElement) {
  return renderRoute(element, '/', '/');
}

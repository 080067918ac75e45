/**
 * Test helpers of the session (jsdom tests only): seed local storage with a session, and
 * render routes inside a query client, the SessionProvider and a memory router whose
 * fallback route prints where the user landed. The API is answered by the MSW handlers of
 * src/client/test/msw.ts.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation, type RouteObject } from 'react-router';
import { ACCESS_TOKEN_STORAGE_KEY, USER_STORAGE_KEY } from '../../../shared/domain/session';
import { createQueryClient } from '../query-client';
import { SessionProvider } from './session-provider';
import type { StoredUser } from './stored-session';
import { afterEachTest } from '../../test/after-each';

afterEachTest(() => {
  cleanup();
  localStorage.clear();
});

/** Stores a session as login would have. */
export function seedSession(token: string, user: StoredUser): void {
  localStorage.setItem(ACCESS_TOKEN_STORAGE_KEY, token);
  localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(user));
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

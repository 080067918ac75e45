/**
 * Test helper of the guidelines feature: renders a page in a memory router with the
 * app's guideline routes, so links can be followed; any other path renders
 * "Elsewhere: {pathname}".
 */
import { cleanup, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach } from 'vitest';
import { GuidelinePage } from '../pages/guideline-page';
import { GuidelinesIndexPage } from '../pages/guidelines-index-page';

afterEach(() => {
  cleanup();
});

function Elsewhere() {
  return <p>Elsewhere: {useLocation().pathname}</p>;
}

/** Renders the route `route` (e.g. `/guidelines/author`) and returns the router too. */
export function renderGuidelines(route: string) {
  const router = createMemoryRouter(
    [
      { path: '/guidelines', element: <GuidelinesIndexPage /> },
      { path: '/guidelines/:type', element: <GuidelinePage /> },
      { path: '*', element: <Elsewhere /> },
    ],
    { initialEntries: [route] },
  );
  return { ...render(<RouterProvider router={router} />), router };
}

/**
 * Test helper of the guidelines feature: renders a page in a memory router with the
 * app's guideline routes, so links can be followed; any other path renders
 * "Elsewhere: {pathname}".
 */
import { cleanup, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import type { ApplicationForm } from '../components/application-form-slot';
import { GuidelinePage } from '../pages/guideline-page';
import { GuidelinesIndexPage } from '../pages/guidelines-index-page';
import { afterEachTest } from '../../../test/after-each';

afterEachTest(() => {
  cleanup();
});

function Elsewhere() {
  return <p>Elsewhere: {useLocation().pathname}</p>;
}

/**
 * Renders the route `route` (e.g. `/guidelines/author`) and returns the router too.
 * `applicationForm` is what GuidelinePage mounts on the join pages (none by default).
 */
export function renderGuidelines(route: string, { applicationForm }: { applicationForm?: ApplicationForm } = {}) {
  const router = createMemoryRouter(
    [
      { path: '/guidelines', element: <GuidelinesIndexPage /> },
      { path: '/guidelines/:type', element: <GuidelinePage applicationForm={applicationForm} /> },
      { path: '*', element: <Elsewhere /> },
    ],
    { initialEntries: [route] },
  );
  return { ...render(<RouterProvider router={router} />), router };
}

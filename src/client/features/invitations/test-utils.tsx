/**
 * Test helpers of the invitation pages (jsdom tests only): render a page at a URL with the
 * toaster, and find the toast shown.
 */
import { act, cleanup, render, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { expect } from 'vitest';
import { removeToast } from '../../components/ui/toast';
import { Toaster } from '../../components/ui/toaster';
import { AcceptInvitationPage } from './pages/accept-invitation-page';
import { DeclineInvitationPage } from './pages/decline-invitation-page';
import { afterEachTest } from '../../test/after-each';

afterEachTest(() => {
  act(() => removeToast());
  cleanup();
});

function Elsewhere() {
  const location = useLocation();
  return <p>{`Elsewhere: ${location.pathname}${location.search}`}</p>;
}

/** Renders the invitation routes at `url`. */
export function renderAt(url: string) {
  const router = createMemoryRouter(
    [
      { path: '/invites/accept', element: <AcceptInvitationPage /> },
      { path: '/invites/decline', element: <DeclineInvitationPage /> },
      { path: '*', element: <Elsewhere /> },
    ],
    { initialEntries: [url] },
  );
  return {
    ...render(
      <>
        <RouterProvider router={router} />
        <Toaster />
      </>,
    ),
    router,
  };
}

/** The toast on screen (Radix renders it as an `li` carrying data-variant). */
export async function findToast(): Promise<HTMLElement> {
  return waitFor(() => {
    const item = document.querySelector<HTMLElement>('li[data-variant]');
    expect(item).not.toBeNull();
    return item as HTMLElement;
  });
}

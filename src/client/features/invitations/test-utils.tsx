/**
 * Test helpers of the invitation pages (jsdom tests only): render a page at a URL with the
 * toaster, stub `fetch`, and find the toast shown.
 */
import { act, cleanup, render, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, expect, vi } from 'vitest';
import { removeToast, Toaster } from '../../components/ui/toast';
import { AcceptInvitationPage } from './pages/accept-invitation-page';
import { DeclineInvitationPage } from './pages/decline-invitation-page';

afterEach(() => {
  act(() => removeToast());
  cleanup();
  vi.unstubAllGlobals();
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

export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** Stubs fetch with `impl`; returns the mock. */
export function stubFetch(impl: (url: string, init?: RequestInit) => Promise<Response>) {
  const mock = vi.fn((input: RequestInfo | URL, init?: RequestInit) => impl(String(input), init));
  vi.stubGlobal('fetch', mock);
  return mock;
}

/** The JSON body of the first call. */
export function firstBody(mock: ReturnType<typeof stubFetch>): unknown {
  return JSON.parse(String(mock.mock.calls[0][1]?.body));
}

/** The toast on screen (Radix renders it as an `li` carrying data-variant). */
export async function findToast(): Promise<HTMLElement> {
  return waitFor(() => {
    const item = document.querySelector<HTMLElement>('li[data-variant]');
    expect(item).not.toBeNull();
    return item as HTMLElement;
  });
}

/** A promise settled by hand, to see the sending state. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { ToasterOnFirstToast } from '../components/ui/toaster-on-first-toast';
import { createQueryClient } from '../lib/query-client';
import { SessionProvider } from '../lib/session';
import { hydrationFinished } from '../lib/hydrate-later';

/**
 * App-wide providers: TanStack Query (one client per app instance, or the one given: the
 * server render's per-request client, the browser's hydrated client), the session (inside
 * it: logout clears the query cache) and the notification toaster (from the first toast on:
 * its region has an inline style, which the CSP forbids in served HTML).
 */
/**
 * Marks `<html data-hydrated>` once the app runs in the page (after hydration of a
 * server-rendered page), for tests and scripts that must not act on the server's markup
 * before its handlers are attached.
 */
function HydrationMark() {
  useEffect(() => {
    void hydrationFinished().then(() => {
      document.documentElement.dataset.hydrated = 'true';
    });
  }, []);
  return null;
}

export function AppProviders({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      <SessionProvider>{children}</SessionProvider>
      <ToasterOnFirstToast />
      <HydrationMark />
    </QueryClientProvider>
  );
}

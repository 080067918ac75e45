/**
 * Client entry: mounts the app into `#root` (src/client/index.html).
 *
 * A server-rendered public page (decision 0018) carries its query cache in the data block
 * `#genesis-state`: the cache is hydrated, the matched page modules are loaded, and React
 * hydrates the server's markup, so the first client render is the server's. Other pages
 * (the portal and dashboards, which stay client-rendered) arrive with an empty `#root`.
 */
import { hydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { preloadMatches } from './app/page-data';
import { AppProviders } from './app/providers';
import { AppRoutes, routes } from './app/router';
import { fromHydrationState, HYDRATION_STATE_ID, type HydrationState } from './lib/hydration-state';
import { createQueryClient } from './lib/query-client';
import { nextTask } from './lib/hydrate-later';
import { installFragmentLanding } from './lib/fragment-landing';
import { getStoredSession } from './lib/session/stored-session';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('Genesis: missing #root element in index.html');

const stateBlock = document.getElementById(HYDRATION_STATE_ID);
const queryClient = createQueryClient();
const app = (
  <StrictMode>
    <AppProviders queryClient={queryClient}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  </StrictMode>
);

/**
 * Hydrates a server-rendered page, or renders a client-only one. Not a top-level `await`: the
 * page chunks import from the entry's chunk, so the entry must finish evaluating before the
 * page module it preloads can (a top-level await here would wait on itself).
 */
async function start(root: HTMLElement): Promise<void> {
  if (stateBlock?.textContent && root.hasChildNodes()) {
    // Each step in a task of its own (decision 0034): the modules' evaluation, the
    // query cache's hydration and the route match would otherwise make one long task.
    await nextTask();
    // The page's first localStorage read opens the origin's storage with a synchronous call to
    // the browser process; made here, in a task of its own, it stays out of the hydration's
    // first pass (the session provider reads the stored session there).
    getStoredSession();
    await nextTask();
    hydrate(queryClient, fromHydrationState(JSON.parse(stateBlock.textContent) as HydrationState));
    await nextTask();
    await preloadMatches(routes, window.location.pathname);
    // The shell hydrates first; the header's parts and the page's content are Suspense
    // boundaries React hydrates after it (lib/hydrate-later), and static regions keep the
    // server's markup without running their components (lib/static-region; decision 0034).
    hydrateRoot(root, app);
  } else {
    createRoot(root).render(app);
  }
}

// Before hydration: a deep link's fragment lands on its element, measured after layout
// (lib/fragment-landing; decision 0081), and so does every in-page link from now on.
installFragmentLanding();
void start(container);

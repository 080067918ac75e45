/**
 * The server test files that run in a fresh module graph of their own (vitest project
 * `server-isolated`, vitest.config.ts); every other server test file runs in the `server`
 * project with `isolate: false`, its worker's modules (the app, Fastify, drizzle, PGlite's
 * loader) imported once and reused by the files after it (decision 0050, amendment "One module
 * graph per worker"). Each entry says why the file cannot share one; src/gate-lists.test.ts
 * checks that each names an existing server test file and gives a reason.
 */
export const ISOLATED_FILES = {
  'src/server/db/client.test.ts':
    'migrates an empty database twice and counts the applied migrations; after other files in the same worker it hit the 30 s test limit (decision 0050, amendment "what isolation would give")',
  'src/server/plugins/shutdown.test.ts':
    'closes an app that listens on a real socket while requests are in flight; after other files in the same worker it hit the 30 s test limit (decision 0050, amendment "what isolation would give")',
  'src/server/plugins/jobs.test.ts':
    "watches the job queue's enqueueJob through vi.mock; in a shared module graph the runner other files imported first keeps the real function, and the count read 0 (decision 0110)",
};

/**
 * The client test files that run in a fresh module graph and a fresh jsdom of their own (vitest
 * project `client-isolated`, vitest.config.ts); every other client test file runs in the
 * `client` project with `isolate: false`: one module graph (React, the router, TanStack Query,
 * MSW, the endpoint table's schemas) and one jsdom per worker, reset after each file by
 * src/client/test/setup.ts (decision 0109): those that replace a module with `vi.mock`, and those
 * that render on the server (react-dom/server). Each entry says why the file cannot share them;
 * src/gate-lists.test.ts checks that each names an existing client test file and gives a reason.
 */
export const ISOLATED_CLIENT_FILES = {
  'src/client/app/layouts/public-header.test.tsx':
    'replaces the header search component with vi.mock; in a shared module graph the header other files import would be the mock, or the mock would never be applied',
  'src/client/app/routes/reviewer-dashboard.test.tsx':
    'replaces lib/flags and lib/file-viewer with vi.mock, modules every dashboard of the shared graph imports',
  'src/client/features/reports/pages/reports-page.test.tsx':
    'replaces the trend chart with vi.mock; the reports page of the shared graph would keep the real one',
  'src/client/features/invitations/pages/accept-invitation-page.test.tsx':
    'replaces lib/flags with vi.mock, a module every page of the shared graph imports',
  'src/client/features/invitations/pages/decline-invitation-page.test.tsx':
    'replaces lib/flags with vi.mock, a module every page of the shared graph imports',
  'src/client/components/ui/prose-disclosure.test.tsx':
    'renders on the server (react-dom/server), which leaves its context values on the context objects of the shared graph (React Router, TanStack Query): a later file’s client render then found "a <Router> inside another <Router>" or "multiple renderers concurrently rendering the same context provider"',
  'src/client/features/articles/components/full-text.hydration.test.tsx':
    'renders on the server (react-dom/server), which leaves its context values on the context objects of the shared graph (React Router, TanStack Query): a later file’s client render then found "a <Router> inside another <Router>" or "multiple renderers concurrently rendering the same context provider"',
  'src/client/lib/static-region.hydration.test.tsx':
    'renders on the server (react-dom/server), which leaves its context values on the context objects of the shared graph (React Router, TanStack Query): a later file’s client render then found "a <Router> inside another <Router>" or "multiple renderers concurrently rendering the same context provider"',
  'src/client/lib/hydrate-later.hydration.test.tsx':
    'renders on the server (react-dom/server), which leaves its context values on the context objects of the shared graph (React Router, TanStack Query): a later file’s client render then found "a <Router> inside another <Router>" or "multiple renderers concurrently rendering the same context provider"',
  'src/client/entry-server.test.tsx':
    'renders pages through the server entry (entry-server.tsx, react-dom/server), which leaves its context values on the context objects of the shared graph (React Router, TanStack Query): a later file’s client render then found "a <Router> inside another <Router>" or "multiple renderers"',
  'src/client/content-freeze-render.test.tsx':
    'renders pages through the server entry (entry-server.tsx, react-dom/server), which leaves its context values on the context objects of the shared graph (React Router, TanStack Query): a later file’s client render then found "a <Router> inside another <Router>" or "multiple renderers"',
};

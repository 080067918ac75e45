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
};

/**
 * The client test files that run in a fresh module graph of their own (vitest project
 * `client-isolated`, vitest.config.ts); every other client test file runs in the `client`
 * project with `isolate: false`: a worker imports React, Testing Library, MSW and the endpoint
 * table's schemas (src/client/test/setup.ts) once and reuses them for the files after it, each
 * file still in a fresh jsdom (decision 0100: the per-file setup was half the client pass's CPU).
 * A file that replaces a module with `vi.mock` needs a graph of its own: in a shared one the
 * module may already be loaded unmocked by an earlier file, or stay mocked for a later one.
 * src/gate-lists.test.ts checks that each names an existing client test file and gives a reason.
 */
export const CLIENT_ISOLATED_FILES = {
  'src/client/app/layouts/public-header.test.tsx':
    'vi.mock replaces the header search component, which other files render unmocked',
  'src/client/app/routes/reviewer-dashboard.test.tsx':
    'vi.mock replaces lib/flags and lib/file-viewer, which other files import unmocked',
  'src/client/features/reports/pages/reports-page.test.tsx':
    'vi.mock replaces the trend chart component, which other files render unmocked',
  'src/client/features/invitations/pages/accept-invitation-page.test.tsx':
    'vi.mock replaces lib/flags with a state of its own, which other files import unmocked',
  'src/client/features/invitations/pages/decline-invitation-page.test.tsx':
    'vi.mock replaces lib/flags with a state of its own, which other files import unmocked',
};

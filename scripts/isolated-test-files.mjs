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

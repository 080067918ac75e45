/**
 * Vitest configuration for unit and integration tests, in two projects (decision 0050):
 *
 * - `client`: src/client and src/shared. No database; each React test file picks jsdom with
 *   `// @vitest-environment jsdom`. src/client/test/setup.ts starts the MSW server that answers
 *   the tests' API calls (src/client/test/msw.ts). `isolate: false`: a worker imports React, the
 *   router, MSW and the endpoint table's schemas once and keeps one jsdom for the files it runs;
 *   setup.ts empties the document, the storages, cookies and history and restores spies, stubs
 *   and timers after each file (decision 0109).
 * - `client-isolated`: the client test files that replace a module with `vi.mock`, each with a
 *   fresh module graph and jsdom (ISOLATED_CLIENT_FILES in scripts/isolated-test-files.mjs).
 * - `server`: src/server and the repository-level lint tests (src/*.test.ts). globalSetup
 *   (src/server/test/global-setup.ts) migrates one template database per run; each test file
 *   clones it (PGlite by default, or PostgreSQL when TEST_DATABASE_URL is set, see
 *   scripts/test.mjs, whose PostgreSQL pass runs the server projects only). `isolate: false`:
 *   a worker imports the app's modules once and runs file after file in them, instead of
 *   re-importing the whole app per file (decision 0050, amendment "One module graph per
 *   worker"); each file still builds its own app and database.
 * - `server-isolated`: the few server test files that need a fresh module graph, each listed
 *   with its reason in scripts/isolated-test-files.mjs (src/gate-lists.test.ts keeps the two
 *   projects' lists complementary). Run both: `npx vitest run --project 'server*'`.
 *
 * Both: a test that calls console.error fails (scripts/vitest-fail-on-console.ts); pool
 * 'forks', at most 2 workers (the machines have 2 cores, and PGlite (WASM) is memory-hungry);
 * the longest files start first (scripts/vitest-sequencer.mts), so both workers end together.
 * Kept apart from vite.config.ts (the client's production build) on purpose: tests run in
 * Node, and the server suite needs none of the client's plugins.
 * Run one project: `npx vitest run --project server`; the client's tests: `npx vitest run --project 'client*'`.
 */
import { configDefaults, defineConfig } from 'vitest/config';
import { ISOLATED_CLIENT_FILES, ISOLATED_FILES } from './scripts/isolated-test-files.mjs';
import LongestFirstSequencer from './scripts/vitest-sequencer.mjs';

const SERVER_INCLUDE = ['src/server/**/*.test.{ts,tsx}', 'src/*.test.{ts,tsx}'];
const SERVER_ISOLATED = Object.keys(ISOLATED_FILES);
const CLIENT_INCLUDE = ['src/client/**/*.test.{ts,tsx}', 'src/shared/**/*.test.{ts,tsx}'];
const CLIENT_ISOLATED = Object.keys(ISOLATED_CLIENT_FILES);
/**
 * Files a run leaves out (newline-separated paths in GENESIS_VITEST_EXCLUDE; scripts/test.mjs sets
 * it to the engine-independent files in its PGlite pass). Given here because a project's own
 * `exclude` replaces the command line's `--exclude` for that project.
 */
const RUN_EXCLUDE = (process.env.GENESIS_VITEST_EXCLUDE ?? '').split('\n').filter(Boolean);

export default defineConfig({
  test: {
    environment: 'node',
    setupFiles: ['scripts/vitest-fail-on-console.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    teardownTimeout: 30_000,
    pool: 'forks',
    maxWorkers: 2,
    sequence: { sequencer: LongestFirstSequencer },
    passWithNoTests: false,
    projects: [
      {
        extends: true,
        test: {
          name: 'client',
          include: CLIENT_INCLUDE,
          exclude: [...configDefaults.exclude, ...CLIENT_ISOLATED],
          setupFiles: ['src/client/test/setup.ts'],
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'client-isolated',
          include: CLIENT_ISOLATED,
          setupFiles: ['src/client/test/setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          include: SERVER_INCLUDE,
          exclude: [...configDefaults.exclude, ...SERVER_ISOLATED, ...RUN_EXCLUDE],
          globalSetup: ['src/server/test/global-setup.ts'],
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'server-isolated',
          include: SERVER_ISOLATED,
          exclude: [...configDefaults.exclude, ...RUN_EXCLUDE],
          globalSetup: ['src/server/test/global-setup.ts'],
        },
      },
    ],
  },
});

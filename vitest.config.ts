/**
 * Vitest configuration for unit and integration tests (`src/**\/*.test.ts(x)`).
 *
 * Kept apart from vite.config.ts (the client's production build) on purpose: tests run in
 * Node, and the server suite needs none of the client's plugins.
 *
 * - globalSetup (src/server/test/global-setup.ts, the lead's): migrates one template
 *   database per run; each test file clones it (PGlite by default, or PostgreSQL when
 *   TEST_DATABASE_URL is set, see scripts/test.mjs).
 * - setupFiles: a test that calls console.error fails (scripts/vitest-fail-on-console.ts).
 * - pool 'forks', at most 2 workers: the machines have 2 cores, and PGlite (WASM) is
 *   memory-hungry.
 */
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'node',
    globalSetup: ['src/server/test/global-setup.ts'],
    setupFiles: ['scripts/vitest-fail-on-console.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    teardownTimeout: 30_000,
    pool: 'forks',
    maxWorkers: 2,
    passWithNoTests: false,
  },
});

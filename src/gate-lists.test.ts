/**
 * The gate's hand-kept file lists stay true to the tree (decision 0050): a list entry whose file
 * was renamed or deleted fails here instead of silently changing what the gate runs.
 *
 * - scripts/database-test-files.mjs PGLITE_ONLY: each entry is an existing `server` project test
 *   file that reaches the database under test (otherwise it would not be in the PostgreSQL pass
 *   and the entry would mean nothing), with a reason.
 * - BOTH_ENGINES: each entry is a database test file of the PostgreSQL pass that no rule
 *   (ENGINE_RULES) catches already, not also PGLITE_ONLY, with a reason; every database file is
 *   in exactly one of: both engines, once (PostgreSQL when present), PGlite only.
 * - scripts/isolated-test-files.mjs ISOLATED_FILES: each entry is an existing server test file with
 *   a reason, and vitest.config.ts runs exactly these in the `server-isolated` project (a fresh
 *   module graph per file) and every other server test file in `server` (`isolate: false`).
 * - ISOLATED_CLIENT_FILES: the same for the client's tests (`client-isolated` and `client`,
 *   decision 0109): exactly the client test files that replace a module with `vi.mock` (a mock
 *   cannot replace a module the shared graph has already imported) or render on the server
 *   (react-dom/server leaves its context values on the shared context objects).
 * - scripts/vitest-sequencer.mts SLOW_FILES: each entry is an existing test file (a stale entry
 *   only changes the order, but the table is the record of the measured slow files).
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  BOTH_ENGINES,
  engineRuleOf,
  PGLITE_ONLY,
  postgresPassFiles,
  serverTestFiles,
} from '../scripts/database-test-files.mjs';
import { ISOLATED_CLIENT_FILES, ISOLATED_FILES } from '../scripts/isolated-test-files.mjs';
import { SLOW_FILES } from '../scripts/vitest-sequencer.mjs';
import vitestConfig from '../vitest.config';

const ROOT = path.resolve(import.meta.dirname, '..');

describe('PGLITE_ONLY (database files run on PGlite only)', () => {
  const entries = Object.entries(PGLITE_ONLY);
  const { postgres, pgliteOnly } = postgresPassFiles(ROOT);

  it('names existing server test files that reach the database, each with a reason', () => {
    expect(entries.length).toBeGreaterThan(0);
    const serverFiles = serverTestFiles(ROOT);
    for (const [file, reason] of entries) {
      expect(serverFiles, file).toContain(file);
      expect(pgliteOnly, `${file} does not reach the database under test`).toContain(file);
      expect(reason.length, file).toBeGreaterThan(40);
    }
  });

  it('keeps them out of the PostgreSQL pass, and only them', () => {
    for (const file of Object.keys(PGLITE_ONLY)) expect(postgres).not.toContain(file);
    expect(postgres.length).toBeGreaterThan(50);
  });
});

describe('BOTH_ENGINES and the engine rules (engine-specific files on both engines, the rest once)', () => {
  const { postgres, bothEngines, once, pgliteOnly } = postgresPassFiles(ROOT);

  it('names existing database test files no rule catches, none of them PGLITE_ONLY, each with a reason', () => {
    const entries = Object.entries(BOTH_ENGINES);
    expect(entries.length).toBeGreaterThan(0);
    for (const [file, reason] of entries) {
      expect(postgres, `${file} is not a database test file of the PostgreSQL pass`).toContain(file);
      expect(Object.keys(PGLITE_ONLY)).not.toContain(file);
      expect(engineRuleOf(ROOT, file), `${file} is caught by a rule already`).toBeNull();
      expect(reason.length, file).toBeGreaterThan(40);
    }
  });

  it('puts every database test file in exactly one place: both engines, once, or PGlite only', () => {
    const all = [...bothEngines, ...once, ...pgliteOnly];
    expect(new Set(all).size).toBe(all.length);
    expect([...bothEngines, ...once].sort()).toEqual(postgres);
    expect(bothEngines.length).toBeGreaterThan(20);
    expect(once.length).toBeGreaterThan(20);
  });

  it('runs the driver, migration, race and engine-branching tests on both engines, by rule', () => {
    // One file per rule, chosen because it is the rule's reason to exist.
    expect(engineRuleOf(ROOT, 'src/server/db/migrate.test.ts')).toBe('under src/server/db/');
    expect(engineRuleOf(ROOT, 'src/server/db/pglite-watchdog.test.ts')).toBe('under src/server/db/');
    expect(engineRuleOf(ROOT, 'src/server/features/public-cache/two-servers.test.ts')).not.toBeNull();
    expect(engineRuleOf(ROOT, 'src/server/features/submissions/assignment-race.test.ts')).toBe(
      'a title speaks of a race or concurrency',
    );
    for (const file of ['src/server/db/migrate.test.ts', 'src/server/features/submissions/assignment-race.test.ts'])
      expect(bothEngines).toContain(file);
    // A plain HTTP feature test runs once.
    expect(once).toContain('src/server/features/journals/routes.test.ts');
  });
});

describe('SLOW_FILES (the sequencer order)', () => {
  it('names existing test files', () => {
    for (const file of Object.keys(SLOW_FILES)) expect(fs.existsSync(path.join(ROOT, file)), file).toBe(true);
  });
});

describe('ISOLATED_FILES (server test files given a fresh module graph each)', () => {
  /** The vitest projects of vitest.config.ts by name, with their own `test` options. */
  const projects = new Map(
    (vitestConfig.test?.projects ?? []).map((project) => {
      const { test } = project as { test: { name: string; include?: string[]; exclude?: string[]; isolate?: boolean } };
      return [test.name, test];
    }),
  );

  it('names existing server test files, each with a reason', () => {
    const entries = Object.entries(ISOLATED_FILES);
    expect(entries.length).toBeGreaterThan(0);
    const serverFiles = serverTestFiles(ROOT);
    for (const [file, reason] of entries) {
      expect(serverFiles, file).toContain(file);
      expect(reason.length, file).toBeGreaterThan(40);
    }
  });

  it('runs them in the isolated server project and every other server file in the shared one', () => {
    const shared = projects.get('server');
    const isolated = projects.get('server-isolated');
    expect(shared?.isolate).toBe(false);
    expect(isolated?.isolate ?? true).toBe(true);
    expect(isolated?.include).toEqual(Object.keys(ISOLATED_FILES));
    for (const file of Object.keys(ISOLATED_FILES)) expect(shared?.exclude).toContain(file);
  });

  it('includes every server test file that replaces a module with vi.mock (a shared graph ignores the mock)', () => {
    const mocking = serverTestFiles(ROOT).filter((file) =>
      /\bvi\.(do)?mock\(/.test(fs.readFileSync(path.join(ROOT, file), 'utf8')),
    );
    for (const file of mocking) expect(Object.keys(ISOLATED_FILES), file).toContain(file);
  });
});

describe('ISOLATED_CLIENT_FILES (client test files given a fresh module graph and jsdom each)', () => {
  const projects = new Map(
    (vitestConfig.test?.projects ?? []).map((project) => {
      const { test } = project as { test: { name: string; include?: string[]; exclude?: string[]; isolate?: boolean } };
      return [test.name, test];
    }),
  );
  /** Every test file of the client project's globs (src/client, src/shared). */
  const clientFiles = ['src/client', 'src/shared'].flatMap((dir) =>
    fs
      .readdirSync(path.join(ROOT, dir), { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.test\.tsx?$/.test(file))
      .map((file) => `${dir}/${file.split(path.sep).join('/')}`),
  );

  it('names existing client test files, each with a reason', () => {
    const entries = Object.entries(ISOLATED_CLIENT_FILES);
    expect(entries.length).toBeGreaterThan(0);
    for (const [file, reason] of entries) {
      expect(clientFiles, file).toContain(file);
      expect(reason.length, file).toBeGreaterThan(40);
    }
  });

  it('runs them in the isolated client project and every other client file in the shared one', () => {
    const shared = projects.get('client');
    const isolated = projects.get('client-isolated');
    expect(shared?.isolate).toBe(false);
    expect(isolated?.isolate ?? true).toBe(true);
    expect(isolated?.include).toEqual(Object.keys(ISOLATED_CLIENT_FILES));
    for (const file of Object.keys(ISOLATED_CLIENT_FILES)) expect(shared?.exclude).toContain(file);
  });

  it('lists every client test file that replaces a module with vi.mock or renders on the server', () => {
    const needIsolation = clientFiles.filter((file) => {
      const source = fs.readFileSync(path.join(ROOT, file), 'utf8');
      return /\bvi\.(do)?mock\(/.test(source) || /from '(react-dom\/server|[./]*entry-server)'/.test(source);
    });
    expect(needIsolation.length).toBeGreaterThan(0);
    expect(needIsolation.sort()).toEqual(Object.keys(ISOLATED_CLIENT_FILES).sort());
  });
});

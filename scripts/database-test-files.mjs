/**
 * The server test files whose outcome can depend on the database under test, for the gate's
 * PostgreSQL pass (scripts/test.mjs, decision 0050). A test file gets a database only through
 * src/server/test/db.ts (`inject('testDb')`, filled by global-setup.ts) or by reading
 * TEST_DATABASE_URL itself; a file that reaches neither, through its static or dynamic relative
 * imports followed transitively, runs exactly the same on PGlite and on PostgreSQL, so the
 * PGlite pass already covers it (parsers, mail texts, lint tests, ...).
 *
 * Errs on the side of running: any unresolvable import is followed no further, but a file that
 * mentions a marker anywhere in its import graph counts as a database test.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * Database test files that run once, on PGlite (the unit pass), and not again on PostgreSQL
 * (decision 0050, amendment "One pass where the engine does not matter"). PGlite is PostgreSQL
 * itself (the same parser, planner and executor, compiled to WASM), so a second engine can only
 * show a difference through concurrency (locks, races, several connections, SKIP LOCKED), the
 * node-postgres driver and its pool, server settings, or an engine-specific feature; a file is
 * listed here only when it exercises none of those beyond what files left on both passes already
 * do, and its cost lies elsewhere (processes, a large fixture, an external client, a matrix of
 * HTTP calls). Every entry gives its reason. Every other database file runs on both engines.
 *
 * Checked by src/gate-lists.test.ts: each entry must be an existing server test file that
 * reaches the database (a renamed or deleted file fails the check instead of rotting here).
 */
export const PGLITE_ONLY = {
  'src/server/main.test.ts':
    'starts real `main.ts` processes, each on its own embedded database in a temporary DATA_DIR ' +
    '(DATABASE_URL emptied): TEST_DATABASE_URL never reaches them, so the PostgreSQL pass only ' +
    'loaded the file to skip it',
  'src/server/features/oai/harvester.test.ts':
    'proves that an external client (Debian oai_pmh) reads the OAI-PMH pages and resumption tokens; ' +
    'the paging SQL (keyset pages, datestamp ranges, sets, tombstones) runs on both engines in ' +
    'oai/routes.test.ts, oai/errors.test.ts and oai/deleted.test.ts',
  'src/server/features/submissions/transitions.test.ts':
    'the workflow table through HTTP, one sequential request at a time (which action from which ' +
    'status, by whom); the same transition statements run on both engines in workflow.test.ts and ' +
    'decisions.test.ts, and requests at once in workflow.test.ts and assignment-race.test.ts',
  'src/server/features/full-text/corpus.test.ts':
    'opens no database at all: it renders every JATS article of the corpus to HTML and counts its ' +
    'parts; it reaches src/server/test/app.ts only for the SHARED_ARTICLES path constant',
  'src/server/features/submissions/production.test.ts':
    'production metadata validation, the DOCX-to-HTML proof and the published article (issue 16), ' +
    'sequential HTTP calls; its cost is the DOCX conversion and the workflow set-up, none of it SQL ' +
    'that differs by engine (workflow.test.ts and decisions.test.ts take the same path on both)',
  'src/server/lib/storage-down.test.ts':
    "the S3 client's time budget against a bucket on loopback that never answers or never accepts " +
    '(decision 0038): the wait is on the storage, and the database only holds the rows of an intake ' +
    'that is refused; about a minute of timers',
};

/**
 * Database test files that also run once, but on PostgreSQL when the gate has a PostgreSQL pass
 * (scripts/test.mjs leaves them out of the PGlite pass then), and on PGlite when it has none
 * (`--only=unit`, `--skip-pg`, no PostgreSQL installed): engine-independent by the same rule as
 * PGLITE_ONLY, and far cheaper on the native engine. Checked by src/gate-lists.test.ts.
 */
export const POSTGRES_WHEN_PRESENT = {
  'src/server/features/articles/search-scale.test.ts':
    'proves payload sizes and the capped total (decision 0004, issue 15) on a 20,000-row catalogue: ' +
    'byte counts of JSON the server builds, the same on any engine; the search SQL itself (ranking, ' +
    'prefix matching, the capped count) runs on both engines in search.test.ts and list.test.ts. ' +
    'Its seed (three tsvectors for each of 20,000 long rows) took 226 s wall and 76 s of CPU on ' +
    'PGlite, 62 s on PostgreSQL (same file, same load)',
  'src/server/features/accounts/throttle-cap.test.ts':
    'the cap of 100 failures per account (decision 0013) under 150 attempts at once: the count is one ' +
    'INSERT … ON CONFLICT … RETURNING on both engines, and what the test proves (no attempt past the ' +
    'cap evaluated) needs connections that really run at once, which PostgreSQL has and PGlite, one ' +
    'connection in one process, does not; the rest of the throttle runs on both in throttle.test.ts',
};

/** Text that means "this file gets or opens the database under test". */
const MARKERS = [/inject\(\s*['"]testDb['"]\s*\)/, /TEST_DATABASE_URL/];
/** Relative module specifiers: `from './x'`, `import('./x')`, `import './x'`. */
const RELATIVE_IMPORT = /(?:from\s+|import\s*\(\s*|import\s+)['"](\.{1,2}\/[^'"]+)['"]/g;
const EXTENSIONS = ['', '.ts', '.tsx', '.mts', '.js', '.mjs', '/index.ts', '/index.tsx'];

function resolve(fromFile, specifier) {
  const base = path.resolve(path.dirname(fromFile), specifier);
  for (const extension of EXTENSIONS) {
    const candidate = base + extension;
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  // `./x.js` written for a `./x.ts` source.
  const stripped = base.replace(/\.(m?js)$/, '');
  for (const extension of ['.ts', '.tsx', '.mts']) {
    if (existsSync(stripped + extension)) return stripped + extension;
  }
  return null;
}

/** Relative imports of a file, resolved (memoised). */
const importsOf = new Map();
function localImports(file) {
  if (!importsOf.has(file)) {
    const source = readFileSync(file, 'utf8');
    const targets = [...source.matchAll(RELATIVE_IMPORT)].map((m) => resolve(file, m[1])).filter(Boolean);
    importsOf.set(file, { marked: MARKERS.some((marker) => marker.test(source)), targets });
  }
  return importsOf.get(file);
}

/**
 * Splits server test files by whether their import graph reaches the database under test.
 * @param {string} root the repository root
 * @param {string[]} testFiles test files, relative to root
 * @returns {{ database: string[], databaseFree: string[] }} both relative to root, sorted
 */
export function splitDatabaseTests(root, testFiles) {
  const database = [];
  const databaseFree = [];
  for (const relative of testFiles) {
    const seen = new Set();
    const stack = [path.resolve(root, relative)];
    let found = false;
    while (stack.length > 0 && !found) {
      const file = stack.pop();
      if (seen.has(file)) continue;
      seen.add(file);
      const { marked, targets } = localImports(file);
      found = marked;
      stack.push(...targets);
    }
    (found ? database : databaseFree).push(relative);
  }
  return { database: database.sort(), databaseFree: databaseFree.sort() };
}

/**
 * The server test files of the PostgreSQL pass: those whose import graph reaches the database
 * under test, less PGLITE_ONLY.
 * @param {string} root the repository root
 * @returns {{ postgres: string[], pgliteOnly: string[], databaseFree: string[] }} relative to root, sorted
 */
export function postgresPassFiles(root) {
  const { database, databaseFree } = splitDatabaseTests(root, serverTestFiles(root));
  const pgliteOnly = database.filter((file) => file in PGLITE_ONLY);
  return { postgres: database.filter((file) => !(file in PGLITE_ONLY)), pgliteOnly, databaseFree };
}

/**
 * The `server` vitest project's test files (its `include` in vitest.config.ts: every *.test.ts(x)
 * under src/server, and those directly in src), relative to root, sorted.
 * @param {string} root the repository root
 */
export function serverTestFiles(root) {
  const isTest = (name) => /\.test\.tsx?$/.test(name);
  const nested = readdirSync(path.join(root, 'src/server'), { recursive: true })
    .map(String)
    .filter(isTest)
    .map((name) => path.join('src/server', name));
  const top = readdirSync(path.join(root, 'src'))
    .filter(isTest)
    .map((name) => path.join('src', name));
  return [...nested, ...top].sort();
}

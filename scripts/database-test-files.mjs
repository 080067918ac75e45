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
 * Database test files that run on PGlite only, whatever the gate has (decision 0050): they open
 * their own embedded database (PGlite in a temporary DATA_DIR, as `npm start` does) and never the
 * database under test, so the PostgreSQL pass could only load them to skip their tests, or they
 * are written to run on the embedded database (the harvester's full harvest). Every entry gives
 * its reason.
 *
 * Every other database file runs on both engines when it is engine-specific (ENGINE_RULES,
 * BOTH_ENGINES below), and once otherwise: in the PostgreSQL pass when the gate has one, where
 * the same file costs less (no WASM engine to start and load per file, the statements run in
 * the server's own processes), else in the PGlite pass.
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
    'its cost is the Perl client, and its full JATS harvest is written to run on the embedded ' +
    'database only (skipped on PostgreSQL), so the file stays in the PGlite pass; the paging SQL ' +
    '(keyset pages, datestamp ranges, sets, tombstones) runs in oai/routes.test.ts, ' +
    'oai/errors.test.ts and oai/deleted.test.ts',
};

/**
 * Database test files that run on both engines although no rule below catches them (decision
 * 0050, amendment "Engine-specific tests on both engines, the rest once"): each exercises
 * something where PGlite (one connection in one process, WASM) and PostgreSQL (separate server
 * processes, a pool of node-postgres connections) behave differently. Every entry gives its
 * reason. Checked by src/gate-lists.test.ts (existing database files, not caught by a rule
 * already, not PGLITE_ONLY).
 */
export const BOTH_ENGINES = {
  'src/server/features/admin/admin.test.ts':
    'two admins acting on the same public item at once: one wins, the other gets 409 (row locks ' +
    'between pooled connections on PostgreSQL, serialised statements on PGlite)',
  'src/server/lib/jobs/runner.test.ts':
    'the job runner claims due jobs with FOR UPDATE SKIP LOCKED and retries them: row locks and ' +
    'transactions on a pool of connections vs the single PGlite connection',
  'src/server/lib/mailer/outbox.test.ts':
    "the outbox's claim of pending mail (locks, a transaction per batch) and its retry timers on each engine",
  'src/server/plugins/shutdown.test.ts':
    'closing the app with requests in flight: the pool (PostgreSQL) or the embedded database (PGlite) ' +
    'must outlive the last request and then close',
  'src/server/features/health/ready.test.ts':
    'the readiness probe answers 503 when the database is gone: how a closed pool and a closed PGlite ' +
    'fail differs by driver',
};

/**
 * What makes a database test engine-specific by rule, read from the test file itself (not its
 * imports), so that a new test lands in the right pass without a list to edit:
 * - it lives under src/server/db/ (the driver, the pool, migrations, the data-dir lock);
 * - it names the engine (`PGlite`, `pglite`) or branches on it (`testDatabaseKind()`,
 *   `createSharedTestDatabase()`: several connections, two servers on one database);
 * - a test or group title speaks of a race or of concurrency (`race`, `at once`, `concurrent`,
 *   `parallel`, `simultaneous`): requests at once are serialised on PGlite's one connection and
 *   really concurrent on PostgreSQL.
 */
const ENGINE_RULES = [
  { why: 'under src/server/db/', test: (file) => file.startsWith('src/server/db/') },
  { why: 'names the engine', test: (_file, source) => /pglite/i.test(source) },
  {
    why: 'branches on the engine',
    test: (_file, source) => /\b(testDatabaseKind|createSharedTestDatabase)\s*\(/.test(source),
  },
  {
    why: 'a title speaks of a race or concurrency',
    test: (_file, source) =>
      /\b(?:it|test|describe)(?:\.\w+)*(?:\([^)]*\))?\(\s*['"`][^'"`]*\b(?:races?|racing|at once|concurrent(?:ly)?|parallel|simultaneous(?:ly)?)\b/i.test(
        source,
      ),
  },
];

/**
 * The rule (ENGINE_RULES) that makes a test file engine-specific, or null.
 * @param {string} root the repository root
 * @param {string} file a test file, relative to root
 * @returns {string | null} why it runs on both engines
 */
export function engineRuleOf(root, file) {
  const source = readFileSync(path.resolve(root, file), 'utf8');
  return ENGINE_RULES.find((rule) => rule.test(file, source))?.why ?? null;
}

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
 * The database test files by where they run (decision 0050):
 * - `bothEngines`: engine-specific (ENGINE_RULES or BOTH_ENGINES), in the PGlite and the
 *   PostgreSQL pass;
 * - `once`: every other database file, engine-independent: in the PostgreSQL pass when the gate
 *   has one (scripts/test.mjs then leaves them out of the PGlite pass), else in the PGlite pass;
 * - `pgliteOnly`: PGLITE_ONLY, in the PGlite pass only;
 * - `postgres`: the PostgreSQL pass, i.e. `bothEngines` and `once`;
 * - `databaseFree`: the server files that never reach the database (the PGlite pass runs them).
 * @param {string} root the repository root
 * @returns {{ postgres: string[], bothEngines: string[], once: string[], pgliteOnly: string[],
 *   databaseFree: string[] }} relative to root, sorted
 */
export function postgresPassFiles(root) {
  const { database, databaseFree } = splitDatabaseTests(root, serverTestFiles(root));
  const pgliteOnly = database.filter((file) => file in PGLITE_ONLY);
  const postgres = database.filter((file) => !(file in PGLITE_ONLY));
  const bothEngines = postgres.filter((file) => file in BOTH_ENGINES || engineRuleOf(root, file) !== null);
  const once = postgres.filter((file) => !bothEngines.includes(file));
  return { postgres, bothEngines, once, pgliteOnly, databaseFree };
}

/**
 * The server's test files (the `server` and `server-isolated` vitest projects of vitest.config.ts
 * together: every *.test.ts(x) under src/server, and those directly in src), relative to root,
 * sorted.
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

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

/**
 * The bundled server and commands that `npm start`, `npm run backup`, `npm run restore` and
 * `npm run import` run (dist/server/{name}.js, docs/decisions/0062-bundle-built-server.md), for
 * the tests that start them as separate processes: they exercise what ships, and start in a
 * third of the CPU that tsx's loader takes to compile the sources at every start.
 *
 * The server project's global setup (global-setup.ts) brings the bundle up to date first
 * (`scripts/build.mjs --only=server --if-needed`: nothing when it is current, as after the
 * gate's build step; a few seconds of esbuild otherwise).
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const REPO = path.resolve(import.meta.dirname, '../../..');

/** The bundle's entries (scripts/server-bundle.mjs SERVER_ENTRIES). */
export type BuiltEntry = 'main' | 'users' | 'import' | 'import-ojs' | 'backup' | 'restore' | 'export-ojs';

/**
 * The arguments that run one entry of the bundle with this Node, as the package scripts do:
 * `[ '--enable-source-maps', '/…/dist/server/{entry}.js', ...args ]`, for spawn(process.execPath, …).
 */
export function builtArgs(entry: BuiltEntry, ...args: string[]): string[] {
  return ['--enable-source-maps', path.join(REPO, 'dist/server', `${entry}.js`), ...args];
}

/**
 * Builds the server bundle when it is missing or older than its sources (build.mjs
 * `--if-needed`). Called once per run by the global setup, before any worker starts.
 * @throws Error with the build's output when the build fails
 */
export function ensureServerBundle(): void {
  const result = spawnSync(process.execPath, [path.join(REPO, 'scripts/build.mjs'), '--only=server', '--if-needed'], {
    cwd: REPO,
    encoding: 'utf8',
  });
  if (result.stdout) process.stdout.write(result.stdout);
  if (result.status !== 0) throw new Error(`the server bundle did not build:\n${result.stdout}${result.stderr}`);
}

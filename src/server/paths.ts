/**
 * Where the server finds the files it reads at run time (docs/decisions/0062-bundle-built-server.md).
 *
 * The same source runs two ways: from `src/server` through tsx (tests, the bench) and as the
 * bundle `dist/server/*.js` that scripts/build.mjs writes (`npm start`, the systemd unit). Both
 * directories are two levels below the repository root, and the build keeps every output file,
 * entries and chunks alike, directly in `dist/server` (it refuses to finish otherwise), so
 * `import.meta.dirname/../..` is the root either way. Every other path is built from it: a path
 * relative to one source file's own location (`import.meta.url`) would point into
 * `dist/server` in the bundle.
 */
import path from 'node:path';

/** The repository root: the directory holding package.json, src/, demo/ and dist/. */
export const REPO_ROOT = path.resolve(import.meta.dirname, '../..');

/** The drizzle migrations (SQL files and `meta/_journal.json`), read from the source tree. */
export const MIGRATIONS_DIR = path.join(REPO_ROOT, 'src/server/db/migrations');

/** The vendored CSL styles of the citation formatter (features/articles/citation/vendor). */
export const CITATION_VENDOR_DIR = path.join(REPO_ROOT, 'src/server/features/articles/citation/vendor');

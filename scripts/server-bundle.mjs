/**
 * How esbuild bundles the server (docs/decisions/0062-bundle-built-server.md): the options
 * scripts/build.mjs builds dist/server with, kept apart so that src/server/paths.test.ts bundles
 * the very same set of modules (in memory) to check them.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The bundled server: fixed, since src/server/paths.ts relies on its depth below the root. */
export const SERVER_DIR = path.join(ROOT, 'dist/server');

/** Entry points of the server bundle: output name (`dist/server/{name}.js`) → source. */
export const SERVER_ENTRIES = {
  main: 'src/server/main.ts',
  users: 'src/server/cli/users.ts',
  import: 'src/server/cli/import.ts',
  backup: 'src/server/cli/backup.ts',
  restore: 'src/server/cli/restore.ts',
  ror: 'src/server/cli/ror.ts',
  'export-ojs': 'src/server/cli/export-ojs.ts',
};

/**
 * esbuild's options for the server bundle: ESM for Node 20, every npm package external, every
 * output file directly in SERVER_DIR, linked source maps, a metafile (inputs and outputs).
 * @returns {import('esbuild').BuildOptions & { metafile: true }}
 */
export function serverBuildOptions() {
  return {
    absWorkingDir: ROOT,
    entryPoints: SERVER_ENTRIES,
    outdir: SERVER_DIR,
    entryNames: '[name]',
    chunkNames: '[name]-[hash]',
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    // npm packages load from node_modules at run time, as under tsx: native addons
    // (@node-rs/argon2, sharp), PGlite's wasm and data files, the AWS SDK.
    packages: 'external',
    // Dynamic imports of the server's own modules (lib/blind/pdf.ts and pdf-lib with it) stay
    // lazy: without splitting esbuild would inline them and hoist their packages' imports.
    splitting: true,
    // Class and function names as written: pino logs an error's constructor name.
    keepNames: true,
    // `node --enable-source-maps` maps stack traces to src/ (the sources stay in the checkout).
    sourcemap: 'linked',
    sourcesContent: false,
    metafile: true,
    logLevel: 'warning',
  };
}

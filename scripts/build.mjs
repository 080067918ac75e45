#!/usr/bin/env node
/**
 * Builds the client twice from one source (issue 14): the browser build into OUT_DIR
 * (default dist/client: index.html and hashed assets, served by the server), and the server
 * render entry (src/client/entry-server.tsx) into `{OUT_DIR}-ssr/entry-server.js`, which the
 * server loads to render public pages. Both builds read the same VITE_* flags from the
 * environment, so a content-freeze build renders frozen on both sides.
 *
 * Usage: node scripts/build.mjs [--outDir DIR] [--sourcemap]
 *
 * `--sourcemap` writes hidden source maps (`*.js.map`, not referenced from the served files)
 * next to the browser build's chunks, for bench/hydration-profile.mjs to name functions.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const at = process.argv.indexOf('--outDir');
const outDir = path.resolve(ROOT, at === -1 ? 'dist/client' : process.argv[at + 1]);
const configFile = path.join(ROOT, 'vite.config.ts');

const sourcemap = process.argv.includes('--sourcemap') ? 'hidden' : false;

await build({ configFile, build: { outDir, sourcemap } });
await build({
  configFile,
  logLevel: 'warn',
  build: {
    outDir: `${outDir}-ssr`,
    ssr: path.join(ROOT, 'src/client/entry-server.tsx'),
    copyPublicDir: false,
    emptyOutDir: true,
  },
});
process.stdout.write(`server render entry: ${path.relative(ROOT, `${outDir}-ssr`)}/entry-server.js\n`);

#!/usr/bin/env node
/**
 * `npm run build` (docs/decisions/0062-bundle-built-server.md): three outputs.
 *
 * - The client, twice from one source: the browser build into OUT_DIR (default dist/client:
 *   index.html and hashed assets, served by the server), and the server render entry
 *   (src/client/entry-server.tsx) into `{OUT_DIR}-ssr/entry-server.js`, which the server loads
 *   to render public pages. Both builds read the same VITE_* flags from the environment, so a
 *   content-freeze build renders frozen on both sides.
 * - The server, bundled by esbuild into dist/server: `main.js` (`npm start`, the systemd unit)
 *   and the commands `users.js`, `import.js`, `backup.js`, `restore.js`, `ror.js`, `export-ojs.js`,
 *   ESM for Node 20, with
 *   source maps (`node --enable-source-maps` gives stack traces in src/). Every npm package
 *   stays external, loaded from node_modules as under tsx (native modules, PGlite's wasm, the
 *   AWS SDK). Every file sits directly in dist/server: src/server/paths.ts finds the
 *   repository root two levels up, as from src/server.
 *
 * Usage: node scripts/build.mjs [--outDir DIR] [--sourcemap] [--only=client|server] [--if-needed]
 *
 * `--outDir DIR`   where the client goes (the server always goes to dist/server).
 * `--sourcemap`    hidden source maps (`*.js.map`, not referenced from the served files) next to
 *                  the browser build's chunks, for bench/hydration-profile.mjs to name functions.
 * `--only=client`  the client and its server render entry only (src/server/main.ts, for a
 *                  CLIENT_DIR that has no build); `--only=server` the server bundle only.
 * `--if-needed`    (`npm start`'s prestart, and the commands'): builds the client only when
 *                  OUT_DIR/index.html is missing, as the server's start always has, and the server
 *                  only when dist/server/main.js is missing or one of the files it was built from
 *                  (the inputs the last build recorded in dist/server/inputs.json), this script,
 *                  scripts/server-bundle.mjs, tsconfig.json or package.json changed since that
 *                  build began. Prints nothing when nothing is built.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVER_DIR, SERVER_ENTRIES, serverBuildOptions } from './server-bundle.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** The record of the last server build (readRecord). */
const INPUTS_FILE = path.join(SERVER_DIR, 'inputs.json');
/** Files that shape the bundle without being inputs of it. */
const BUILD_SETTINGS = ['scripts/build.mjs', 'scripts/server-bundle.mjs', 'tsconfig.json', 'package.json'];

const argv = process.argv.slice(2);
const at = argv.indexOf('--outDir');
const outDir = path.resolve(ROOT, at === -1 ? 'dist/client' : argv[at + 1]);
const only = argv.find((a) => a.startsWith('--only='))?.slice('--only='.length);
if (only !== undefined && only !== 'client' && only !== 'server') {
  process.stderr.write(`build.mjs: --only takes client or server, not '${only}'\n`);
  process.exit(2);
}
const ifNeeded = argv.includes('--if-needed');
const sourcemap = argv.includes('--sourcemap') ? 'hidden' : false;

/** Modification time in ms, or -1 when the file does not exist. */
function mtime(file) {
  try {
    return fs.statSync(file).mtimeMs;
  } catch {
    return -1;
  }
}

/**
 * The last server build's record (dist/server/inputs.json): when it began (`builtAt`, ms), the
 * files it wrote (`outputs`, names in dist/server) and the sources it read (`inputs`, relative
 * to the root); null when missing or unreadable.
 * @returns {{ builtAt: number, outputs: string[], inputs: string[] } | null}
 */
function readRecord() {
  try {
    const record = JSON.parse(fs.readFileSync(INPUTS_FILE, 'utf8'));
    const ok = typeof record.builtAt === 'number' && Array.isArray(record.inputs) && Array.isArray(record.outputs);
    return ok ? record : null;
  } catch {
    return null;
  }
}

/** Why the server bundle must be built again, or null when it is up to date. */
function serverStaleness() {
  if (mtime(path.join(SERVER_DIR, 'main.js')) < 0) return 'dist/server/main.js is missing';
  const record = readRecord();
  if (!record) return 'dist/server/inputs.json is missing or unreadable';
  const { builtAt: built, inputs } = record;
  for (const file of [...BUILD_SETTINGS, ...inputs]) {
    const changed = mtime(path.join(ROOT, file));
    if (changed < 0) return `${file} is gone`;
    if (changed > built) return `${file} changed`;
  }
  return null;
}

async function buildClient() {
  const { build } = await import('vite');
  const configFile = path.join(ROOT, 'vite.config.ts');
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
}

async function buildServer() {
  const esbuild = await import('esbuild');
  const started = performance.now();
  // Taken before esbuild reads a file: a source saved during the build counts as newer.
  const builtAt = Date.now();
  const result = await esbuild.build(serverBuildOptions());
  const outputs = new Set(Object.keys(result.metafile.outputs).map((file) => path.resolve(ROOT, file)));
  const nested = [...outputs].filter((file) => path.dirname(file) !== SERVER_DIR);
  if (nested.length) throw new Error(`server bundle: files outside dist/server itself: ${nested.join(', ')}`);
  // Files of older builds go; the previous build's stay: a server still running it (the second
  // instance of a rolling update, docs/deploy.md) may yet load one of its chunks lazily.
  const names = [...outputs].map((file) => path.basename(file));
  const previous = new Set(readRecord()?.outputs ?? []);
  for (const name of fs.readdirSync(SERVER_DIR)) {
    if (/\.js(\.map)?$/.test(name) && !names.includes(name) && !previous.has(name))
      fs.rmSync(path.join(SERVER_DIR, name));
  }
  const inputs = Object.keys(result.metafile.inputs).filter((file) => !file.includes('node_modules/'));
  const record = { builtAt, outputs: names.sort(), inputs: inputs.sort() };
  fs.writeFileSync(INPUTS_FILE, `${JSON.stringify(record, null, 1)}\n`);
  const bytes = [...outputs].filter((f) => f.endsWith('.js')).reduce((n, f) => n + fs.statSync(f).size, 0);
  process.stdout.write(
    `server bundle: ${path.relative(ROOT, SERVER_DIR)}/main.js and ${Object.keys(SERVER_ENTRIES).length - 1} ` +
      `commands, ${inputs.length} source files, ${(bytes / 2 ** 20).toFixed(1)} MB of JavaScript ` +
      `in ${Math.round(performance.now() - started)} ms\n`,
  );
}

if (only !== 'server') {
  if (!ifNeeded || !fs.existsSync(path.join(outDir, 'index.html'))) {
    if (ifNeeded) process.stdout.write(`No client build in ${path.relative(ROOT, outDir)}: building it once…\n`);
    await buildClient();
  }
}
if (only !== 'client') {
  const stale = ifNeeded ? serverStaleness() : 'asked';
  if (stale) {
    if (ifNeeded) process.stdout.write(`Building the server (${stale})…\n`);
    await buildServer();
  }
}

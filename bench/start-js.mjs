#!/usr/bin/env node
/**
 * `node bench/start-js.mjs [assetsDir]` (decision 0105): the JavaScript each public page loads at
 * start, from a built client (`node scripts/build.mjs --only=client`; default dist/client/assets).
 * For each public page's route chunk: the chunk and every chunk it imports statically (its lazy
 * `import()`s are loaded on use, not at start), their sizes compressed with gzip -9 and brotli (the
 * server sends the precompressed files), against the 130 KB gzipped budget of bench/web.ts. The
 * largest chunks of each page follow, to see what grew. Exit code 1 when a page is over budget.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const dir = path.resolve(process.argv[2] ?? 'dist/client/assets');
const BUDGET_KB = 130;
/** Route chunks of the public pages (app/router.tsx), by their module's name. */
const PAGES = ['home', 'journals-page', 'journal-page', 'issue-page', 'articles-page', 'article-page', 'search-page'];

const sizes = new Map();
function sizeOf(file) {
  if (!sizes.has(file)) {
    const bytes = fs.readFileSync(path.join(dir, file));
    sizes.set(file, { gzip: zlib.gzipSync(bytes, { level: 9 }).length, br: zlib.brotliCompressSync(bytes).length });
  }
  return sizes.get(file);
}

/** The chunk `file` and every chunk it imports statically (`from"./x.js"`, `import"./x.js"`). */
function startChunks(file, seen = new Set()) {
  if (seen.has(file)) return seen;
  seen.add(file);
  const code = fs.readFileSync(path.join(dir, file), 'utf8');
  for (const m of code.matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g)) startChunks(m[1], seen);
  return seen;
}

const files = fs.readdirSync(dir);
const kb = (n) => (n / 1024).toFixed(1);
let over = false;
for (const page of PAGES) {
  const chunk = files.find((f) => new RegExp(`^${page}-[\\w-]+\\.js$`).test(f));
  if (!chunk) {
    console.log(`${page}: no chunk in ${dir}`);
    continue;
  }
  const chunks = [...startChunks(chunk)];
  const gzip = chunks.reduce((sum, f) => sum + sizeOf(f).gzip, 0);
  const br = chunks.reduce((sum, f) => sum + sizeOf(f).br, 0);
  const verdict = gzip / 1024 <= BUDGET_KB ? 'PASS' : 'MISS';
  if (verdict === 'MISS') over = true;
  console.log(
    `${page}: ${kb(gzip)} KB gzip, ${kb(br)} KB brotli in ${chunks.length} chunks — ${verdict} (≤ ${BUDGET_KB} KB gzip)`,
  );
  for (const f of chunks.sort((a, b) => sizeOf(b).gzip - sizeOf(a).gzip).slice(0, 4)) {
    console.log(`   ${kb(sizeOf(f).gzip).padStart(6)} ${f}`);
  }
}
process.exitCode = over ? 1 : 0;

/**
 * `npm run bench:ojs [-- MEGABYTES]`: the OJS Native XML import's memory bound (decisions 0091,
 * 0097). Writes a synthetic OJS 3.4 export of about MEGABYTES (default 1024): one issue whose
 * articles each carry a 20 MiB embedded PDF-like payload, validates and imports it, and prints
 * the time and this process's resident set: before the import (the database open, the
 * migrations run), its peak during the import (Linux `VmHWM`, reset with `clear_refs` just before
 * it) and, sampled every 250 ms, the V8 heap and the memory outside it (Buffers, WebAssembly).
 *
 * The database is PostgreSQL when `TEST_DATABASE_URL` or `DATABASE_URL` is set
 * (`node scripts/pg-cluster.mjs -- npm run bench:ojs`): the process then holds only the import.
 * PGlite otherwise: its WebAssembly heap is the process's own. Target: peak under 300 MB.
 * `--payload-kib K` sets each article's payload (default 20480: 20 MiB; small payloads make many
 * articles, which shows what is kept per article). `--keep` leaves the temporary folder (export,
 * files, database) and prints its path. `BENCH_TRACE=1` prints the memory every 2 s (after a full
 * collection when Node runs with --expose-gc: what is retained, not garbage not yet collected).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { openDatabase } from '../src/server/db/client';
import { journals } from '../src/server/db/schema';
import { DiskStorage } from '../src/server/lib/storage';
import { importOjsNative } from '../src/server/features/ojs';

const megabytes = Number(process.argv[2] !== undefined && /^\d+$/.test(process.argv[2]) ? process.argv[2] : 1024);
const keep = process.argv.includes('--keep');
const payloadAt = process.argv.indexOf('--payload-kib');
/** Bytes of each article's embedded file (`--payload-kib K`, default 20 MiB). */
const PAYLOAD = (payloadAt > 0 ? Number(process.argv[payloadAt + 1]) : 20 * 1024) * 1024;
const MiB = 1024 * 1024;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ojs-bench-'));
const file = path.join(dir, 'export.xml');

/** Peak and current resident set of this process, in MiB (Linux /proc). */
function memory(): { peakMiB: number; rssMiB: number } {
  const status = fs.readFileSync('/proc/self/status', 'utf8');
  const kib = (key: string) => Number(new RegExp(`^${key}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0);
  return { peakMiB: kib('VmHWM') / 1024, rssMiB: kib('VmRSS') / 1024 };
}

async function writeExport(): Promise<number> {
  const out = fs.createWriteStream(file);
  const write = (s: string) => (out.write(s) ? Promise.resolve() : new Promise<void>((r) => out.once('drain', r)));
  await write(`<?xml version="1.0"?>
<issue xmlns="http://pkp.sfu.ca" published="1" current="1" access_status="1" url_path="">
  <id type="internal" advice="ignore">1</id>
  <issue_identification><volume>1</volume><number>1</number><year>2024</year></issue_identification>
  <date_published>2024-01-01</date_published>
  <last_modified>2024-01-01</last_modified>
  <sections><section ref="ART" seq="0"><id type="internal" advice="ignore">1</id><abbrev locale="en">ART</abbrev><title locale="en">Articles</title></section></sections>
  <articles>
`);
  const count = Math.max(1, Math.round((megabytes * 1024 * 1024) / ((PAYLOAD * 4) / 3)));
  // One 64 KiB line of base64 (OJS wraps nothing; a real export is one long line per payload).
  const chunk = randomBytes(Math.min(PAYLOAD, 3 * 1024 * 64)).toString('base64');
  for (let i = 1; i <= count; i += 1) {
    await write(`<article locale="en" date_submitted="2024-01-01" status="3" submission_progress="" current_publication_id="${i}" stage="production">
  <id type="internal" advice="ignore">${i}</id>
  <submission_file id="${i}" created_at="2024-01-01" date_created="" file_id="${i}" stage="proof" updated_at="2024-01-01" viewable="false" genre="Article Text" uploader="admin">
    <name locale="en">article-${i}.pdf</name>
    <file id="${i}" filesize="${PAYLOAD}" extension="pdf"><embed encoding="base64">`);
    for (let written = 0; written < (PAYLOAD * 4) / 3; written += chunk.length) await write(chunk);
    await write(`</embed></file>
  </submission_file>
  <publication version="1" status="3" primary_contact_id="${i}" url_path="" seq="0" access_status="0" date_published="2024-01-01" section_ref="ART">
    <id type="internal" advice="ignore">${i}</id>
    <title locale="en">Synthetic article ${i}</title>
    <authors><author include_in_browse="true" user_group_ref="Author" seq="0" id="${i}"><givenname locale="en">Ada</givenname><familyname locale="en">Lovelace ${i}</familyname><email>ada${i}@example.org</email></author></authors>
    <article_galley locale="en" url_path="" approved="false"><id type="internal" advice="ignore">${i}</id><name locale="en">PDF</name><seq>0</seq><submission_file_ref id="${i}"/></article_galley>
  </publication>
</article>
`);
  }
  await write('  </articles>\n</issue>\n');
  await new Promise<void>((r) => out.end(r));
  return count;
}

const count = await writeExport();
const size = fs.statSync(file).size;
const databaseUrl = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
const database = await openDatabase({ databaseUrl, dataDir: path.join(dir, 'data') });
const [journal] = await database.db
  .insert(journals)
  .values({ title: 'Bench', abbreviation: 'BENCH', slug: 'bench' })
  .returning({ id: journals.id });
global.gc?.();
const opening = memory(); // the peak so far: writing the export, opening the database, migrations
fs.writeFileSync('/proc/self/clear_refs', '5'); // VmHWM from here on is the import's peak
const before = memory();
// Sampled: the largest V8 heap in use and the largest memory outside it (Buffers, WASM).
const sampled = { heapUsed: 0, heapTotal: 0, external: 0, arrayBuffers: 0, rss: 0 };
const sample = () => {
  const m = process.memoryUsage();
  for (const k of Object.keys(sampled) as (keyof typeof sampled)[]) sampled[k] = Math.max(sampled[k], m[k]);
};
const sampler = setInterval(sample, 250);
const started = Date.now();
let lastLine = 0;
const report = await importOjsNative(database.db, new DiskStorage(path.join(dir, 'files')), file, {
  journalId: journal.id,
  onProgress: ({ bytes, totalBytes }) => {
    if (process.env.BENCH_TRACE && Date.now() - lastLine > 2000) {
      lastLine = Date.now();
      global.gc?.(); // with --expose-gc: what is retained rather than garbage not yet collected
      const m = process.memoryUsage();
      console.log(
        `  ${((100 * bytes) / totalBytes).toFixed(0)}%: rss ${(m.rss / MiB).toFixed(0)} heap ${(m.heapUsed / MiB).toFixed(0)} external ${(m.external / MiB).toFixed(0)} arrayBuffers ${(m.arrayBuffers / MiB).toFixed(0)} MiB`,
      );
    }
  },
});
const seconds = (Date.now() - started) / 1000;
sample();
clearInterval(sampler);
const after = memory();
console.log(
  `export: ${(size / MiB).toFixed(0)} MiB, ${count} articles of ${(PAYLOAD / MiB).toFixed(PAYLOAD < MiB ? 3 : 0)} MiB payload each (OJS ${report.version}), database: ${databaseUrl ? 'PostgreSQL' : 'PGlite'}`,
);
console.log(
  `import: ${seconds.toFixed(1)} s, ${(report.storedBytes / MiB).toFixed(0)} MiB stored, articles created ${report.counts.articles.created}`,
);
console.log(
  `peak RSS before the import (export written, database opened and migrated): ${opening.peakMiB.toFixed(0)} MiB`,
);
console.log(
  `RSS before the import ${before.rssMiB.toFixed(0)} MiB, peak during it ${after.peakMiB.toFixed(0)} MiB (growth ${(after.peakMiB - before.rssMiB).toFixed(0)} MiB); sampled maxima: heap used ${(sampled.heapUsed / MiB).toFixed(0)}, heap total ${(sampled.heapTotal / MiB).toFixed(0)}, external ${(sampled.external / MiB).toFixed(0)}, array buffers ${(sampled.arrayBuffers / MiB).toFixed(0)} MiB`,
);
await database.close();
if (keep) console.log(`kept: ${dir}`);
else fs.rmSync(dir, { recursive: true, force: true });

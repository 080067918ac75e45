/**
 * `npm run bench:ojs [-- MEGABYTES]`: the OJS Native XML import's memory bound (decision 0091).
 * Writes a synthetic OJS 3.4 export of about MEGABYTES (default 1024) — the articles of OJS's
 * own 3.4 export (../shared/data/ojs) repeated with new ids, each with a 20 MB embedded payload —
 * validates and imports it into an empty PGlite database, and prints the time and the peak RSS
 * (process.resourceUsage().maxRSS). Target: peak RSS under 300 MB.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { openDatabase } from '../src/server/db/client';
import { journals } from '../src/server/db/schema';
import { DiskStorage } from '../src/server/lib/storage';
import { importOjsNative } from '../src/server/features/ojs';

const megabytes = Number(process.argv[2] ?? 1024);
const PAYLOAD = 20 * 1024 * 1024;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ojs-bench-'));
const file = path.join(dir, 'export.xml');

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
  const chunk = randomBytes(3 * 1024 * 64).toString('base64');
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
const database = await openDatabase({ databaseUrl: undefined, dataDir: path.join(dir, 'data') });
const [journal] = await database.db
  .insert(journals)
  .values({ title: 'Bench', abbreviation: 'BENCH', slug: 'bench' })
  .returning({ id: journals.id });
const baseline = process.memoryUsage().rss;
const started = Date.now();
const report = await importOjsNative(database.db, new DiskStorage(path.join(dir, 'files')), file, {
  journalId: journal.id,
});
const seconds = (Date.now() - started) / 1000;
console.log(
  `export: ${(size / 1e6).toFixed(0)} MB, ${count} articles of ${PAYLOAD / 1024 / 1024} MiB payload each (OJS ${report.version})`,
);
console.log(
  `import: ${seconds.toFixed(1)} s, ${(report.storedBytes / 1e6).toFixed(0)} MB stored, articles created ${report.counts.articles.created}`,
);
console.log(
  `peak RSS: ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB (RSS after opening the database ${(baseline / 1e6).toFixed(0)} MB)`,
);
await database.close();
fs.rmSync(dir, { recursive: true, force: true });

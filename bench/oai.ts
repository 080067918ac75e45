/**
 * `npx tsx bench/oai.ts`: OAI-PMH at catalogue scale (docs/decisions/0025).
 *
 * A fresh PGlite database in a temp DATA_DIR (or the empty PostgreSQL database named by
 * BENCH_DATABASE_URL), the house journals, the arXiv corpus (92k records, or OAI_BENCH_LIMIT)
 * and the real-article corpus (../shared/data/articles, 243 JATS/Crossref articles); the
 * real app on 127.0.0.1 (random port). Then, one client at a time: Identify; a whole
 * ListIdentifiers harvest through every resumption token (time per page at the start and the
 * end of the list: the keyset must make them alike); ListRecords oai_dc pages; ListRecords jats
 * over the real articles (stored JATS embedded); GetRecord; with /usr/bin/oai_pmh present,
 * Debian's harvester over the whole list; EXPLAIN (ANALYZE, BUFFERS) of a page deep in the list.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { openDatabase, queryRows } from '../src/server/db/client';
import { sql } from 'drizzle-orm';
import { seedHouseJournals } from '../src/server/features/journals/seed';
import { itemPageQuery } from '../src/server/features/oai/repository';
import { importArticles } from '../src/server/features/scholarly';
import { loadArxiv } from './load-arxiv';

const run = promisify(execFile);

const SHARED_ARTICLES = path.resolve(import.meta.dirname, '../../shared/data/articles');
const limit = process.env.OAI_BENCH_LIMIT ? Number(process.env.OAI_BENCH_LIMIT) : undefined;

function stats(ms: number[]): string {
  const sorted = [...ms].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  return `n=${ms.length} median ${at(0.5).toFixed(1)} ms, p95 ${at(0.95).toFixed(1)} ms, max ${sorted[sorted.length - 1].toFixed(1)} ms`;
}

async function timed(url: string): Promise<{ ms: number; body: string }> {
  const started = performance.now();
  const res = await fetch(url);
  const body = await res.text();
  if (res.status !== 200) throw new Error(`${url}: HTTP ${res.status}`);
  return { ms: performance.now() - started, body };
}

const tokenOf = (body: string) => /<resumptionToken[^>]*>([^<]+)<\/resumptionToken>/.exec(body)?.[1];

async function main(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'genesis-oai-bench-'));
  const databaseUrl = process.env.BENCH_DATABASE_URL?.trim() || undefined;
  const database = await openDatabase({ databaseUrl, dataDir });
  try {
    await seedHouseJournals(database.db);
    let started = performance.now();
    const arxiv = await loadArxiv(database.db, { limit, concurrency: databaseUrl ? 2 : 1 });
    console.log(`arXiv load: ${arxiv.inserted} articles in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    const realFrom = new Date(Math.floor(Date.now() / 1000) * 1000).toISOString().replace(/\.\d+Z$/, 'Z');
    started = performance.now();
    const port = 20000 + Math.floor(Math.random() * 20000);
    const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', PUBLIC_URL: `http://127.0.0.1:${port}` });
    const app = await buildApp({ config, database, logger: false, clientDir: path.join(dataDir, 'no-client') });
    const real = await importArticles({ db: app.db, files: app.files }, [SHARED_ARTICLES]);
    console.log(`real articles: ${real.imported} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    const [{ n }] = await queryRows<{ n: string }>(database.db, sql`select count(*) as n from articles`);
    console.log(`catalogue: ${n} articles (${database.kind})`);
    await app.listen({ host: '127.0.0.1', port });
    const base = `http://127.0.0.1:${port}/oai`;

    const identify: number[] = [];
    for (let i = 0; i < 20; i++) identify.push((await timed(`${base}?verb=Identify`)).ms);
    console.log(`Identify: ${stats(identify)}`);

    const pages: number[] = [];
    let seen = 0;
    let url = `${base}?verb=ListIdentifiers&metadataPrefix=oai_dc`;
    started = performance.now();
    for (;;) {
      const { ms, body } = await timed(url);
      pages.push(ms);
      seen += (body.match(/<header[ >]/g) ?? []).length;
      const token = tokenOf(body);
      if (!token) break;
      url = `${base}?verb=ListIdentifiers&resumptionToken=${encodeURIComponent(token)}`;
    }
    const whole = (performance.now() - started) / 1000;
    console.log(`ListIdentifiers harvest: ${seen} headers, ${pages.length} pages in ${whole.toFixed(1)} s`);
    console.log(`  first page ${pages[0].toFixed(1)} ms; pages 2–11: ${stats(pages.slice(1, 11))}`);
    console.log(`  last 10 pages: ${stats(pages.slice(-10))}; all: ${stats(pages)}`);

    const dc: number[] = [];
    url = `${base}?verb=ListRecords&metadataPrefix=oai_dc`;
    for (let i = 0; i < 20; i++) {
      const { ms, body } = await timed(url);
      dc.push(ms);
      url = `${base}?verb=ListRecords&resumptionToken=${encodeURIComponent(tokenOf(body)!)}`;
    }
    console.log(`ListRecords oai_dc, first 20 pages of 100: ${stats(dc)}`);

    const jats: number[] = [];
    let bytes = 0;
    url = `${base}?verb=ListRecords&metadataPrefix=jats&from=${realFrom}`;
    for (;;) {
      const { ms, body } = await timed(url);
      jats.push(ms);
      bytes += Buffer.byteLength(body);
      const token = tokenOf(body);
      if (!token) break;
      url = `${base}?verb=ListRecords&resumptionToken=${encodeURIComponent(token)}`;
    }
    console.log(`ListRecords jats over the real articles: ${stats(jats)}, ${(bytes / 1e6).toFixed(1)} MB in all`);

    const get: number[] = [];
    for (let i = 0; i < 20; i++) {
      get.push(
        (await timed(`${base}?verb=GetRecord&metadataPrefix=oai_dc&identifier=oai:127.0.0.1:article/${1 + i * 97}`)).ms,
      );
    }
    console.log(`GetRecord oai_dc: ${stats(get)}`);

    if (fs.existsSync('/usr/bin/oai_pmh')) {
      started = performance.now();
      // Asynchronous: the server answering the harvester runs in this very process.
      const { stdout } = await run('/usr/bin/oai_pmh', ['-X', 'ListIdentifiers', '--metadataPrefix', 'oai_dc', base], {
        maxBuffer: 1 << 30,
      });
      const records = stdout.split('\f').filter((c) => c.includes('identifier: ')).length;
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      console.log(`oai_pmh ListIdentifiers: ${records} records in ${seconds} s`);
    }

    const [mid] = await queryRows<{ stamp: string; id: number }>(
      database.db,
      sql`select to_char(updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as stamp, id
          from articles order by updated_at desc, id desc offset 500 limit 1`,
    );
    const plan = await queryRows<Record<string, string>>(
      database.db,
      sql`explain (analyze, buffers) ${itemPageQuery({}, { stamp: mid.stamp, id: Number(mid.id) }, 101)}`,
    );
    console.log('EXPLAIN of a page 500 items before the end of the list:');
    for (const row of plan) console.log(`  ${Object.values(row)[0]}`);
    await app.close();
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});

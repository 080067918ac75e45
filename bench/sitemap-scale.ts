/**
 * `npx tsx bench/sitemap-scale.ts [articles]` (decision 0026): how long the sitemaps and the feed
 * take at catalogue scale, without the arXiv load of `npm run bench`. A fresh PGlite in a temp
 * DATA_DIR, one journal and `articles` synthetic rows (default 100,000, INSERT … SELECT over
 * generate_series), then the real app through `app.inject`: each document read cold (the
 * catalogue cache emptied before each of 3 reads; median) and warm (from the public read
 * cache; median of 20), with its size. The machine is shared: compare orders of magnitude.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';

const ARTICLES = Number(process.argv[2] ?? 100_000);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'genesis-sitemap-bench-'));
try {
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', PUBLIC_URL: 'https://journals.example.org' });
  const database = await openDatabase({ dataDir: path.join(dataDir, 'db'), statementTimeoutMs: 600_000 });
  const started = performance.now();
  await database.db.execute(
    sql`insert into journals (title, abbreviation, slug) values ('Bench Journal', 'BJ', 'bench-journal')`,
  );
  await database.db.execute(sql`
    insert into articles (journal_id, doi, title, abstract, authors, contributors, article_type, published_date, source_format)
    select 1, '10.5555/sitemap-bench.' || g, 'Synthetic article ' || g, 'Abstract of synthetic article ' || g || '.',
      'Ada Lovelace', '[{"name":"Ada Lovelace","givenNames":"Ada","surname":"Lovelace","affiliations":[],"orcid":null,"corresponding":true}]'::jsonb,
      'Research Article', date '2000-01-01' + (g % 9000), 'jats'
    from generate_series(1, ${ARTICLES}) g`);
  console.log(`${ARTICLES} articles loaded in ${((performance.now() - started) / 1000).toFixed(1)} s`);

  const app = await buildApp({ config, database, logger: false, clientDir: path.join(dataDir, 'no-client') });
  await app.ready();
  const rows: string[] = [
    '| document | bytes | cold ms (median of 3) | warm ms (median of 20) |',
    '| --- | ---: | ---: | ---: |',
  ];
  for (const url of [
    '/sitemap.xml',
    '/sitemaps/articles-1.xml',
    '/sitemaps/articles-2.xml',
    '/sitemaps/journals.xml',
    '/feeds/atom.xml',
    '/feeds/rss.xml',
    '/robots.txt',
  ]) {
    const cold: number[] = [];
    let bytes = 0;
    for (let i = 0; i < 3; i++) {
      app.catalogue.changed();
      const t0 = performance.now();
      const res = await app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
      cold.push(performance.now() - t0);
      if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode}`);
      bytes = Number(res.headers['content-length'] ?? res.rawPayload.length);
    }
    const warm: number[] = [];
    for (let i = 0; i < 20; i++) {
      const t0 = performance.now();
      const res = await app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
      warm.push(performance.now() - t0);
      if (res.headers['x-cache'] !== 'hit') throw new Error(`${url}: not served from the cache`);
    }
    rows.push(`| ${url} | ${bytes} (gzip) | ${median(cold).toFixed(0)} | ${median(warm).toFixed(2)} |`);
  }
  console.log(rows.join('\n'));
  await app.close();
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}

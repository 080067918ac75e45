/**
 * `npm run bench`: the catalogue benchmark (decisions 0019 to 0021).
 *
 * 1. A fresh embedded database (PGlite) in a temp DATA_DIR, or the empty PostgreSQL database
 *    named by BENCH_DATABASE_URL (DATABASE_URL is ignored: the benchmark writes 92k rows);
 *    migrations, the house journals, then the arXiv corpus (bench/load-arxiv.ts, timed), and
 *    with BENCH_SCALE a synthetic catalogue of that many articles (bench/scale.ts, PostgreSQL).
 * 2. The client build (built first when missing) and the real app (buildApp, logger off) on
 *    127.0.0.1, random port.
 * 3. Each scenario (bench/scenarios.ts) checked once for its status and body size, warmed up
 *    for 1 s, then driven by autocannon; scenarios that read the catalogue run a second time on
 *    a cold cache (the catalogue invalidated before every request) when the app has the hook.
 *    The floor (a JSON 404 of an unknown API path) runs first and last; the mean of both is
 *    the baseline every ratio is relative to (the machine is shared: compare ratios).
 * 4. EXPLAIN (ANALYZE, BUFFERS) of the heavy queries (bench/explain.ts), the process RSS after
 *    the run (the server and autocannon share this process), a Markdown table on stdout, and
 *    everything in bench/results/<database>-<articles>-<date>.json (and latest.json).
 *
 * Environment: BENCH_LIMIT (records to load; default all), BENCH_SCALE (articles in the
 * catalogue, PostgreSQL only), BENCH_DURATION (seconds per run; default 10),
 * BENCH_CONNECTIONS (default 10), BENCH_DATABASE_URL (see above).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import v8 from 'node:v8';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/server/app';
import type { AppInstance } from '../src/server/app-types';
import { progressBar } from '../src/server/cli/progress';
import { loadConfig } from '../src/server/config';
import { openDatabase, queryRows, type Database } from '../src/server/db/client';
import { prepareCitationStyles } from '../src/server/features/articles';
import { seedHouseJournals } from '../src/server/features/journals/seed';
import { explainCatalogue, summarize } from './explain';
import { ARXIV_JOURNAL, ARXIV_RECORDS, describePhases, loadArxiv } from './load-arxiv';
import { formatTable, load, probe, settle, type Row } from './measure';
import { scaleCatalogue, type ScaleReport } from './scale';
import { catalogueScenarios, deepCursorPage, entryAssets, FLOOR, type Scenario } from './scenarios';
import { rssMbOf, startBenchServer } from './server';

const REPO = path.resolve(import.meta.dirname, '..');
const RESULTS_DIR = path.join(import.meta.dirname, 'results');
/** How long the server idles after the runs before its memory is read again, in seconds. */
const IDLE_SECONDS = 10;
/** Each scenario runs this long before the measured runs (JIT, caches). */
const WARMUP_SECONDS = 1;

/** Resident set and V8 heap at the bench's phases, in MiB (decision 0058: RSS goal ≤ 300 MB on PostgreSQL). */
const memoryPhases: { phase: string; rss: number; heapUsed: number; heapTotal: number; external: number }[] = [];

/**
 * Records and prints this process's memory now: after a full GC when node runs with --expose-gc
 * (`npm run bench` does) unless `collect` is false, so that the figures are what the process
 * holds, not the garbage V8 has yet to collect.
 */
function memoryAt(phase: string, collect = true): (typeof memoryPhases)[number] {
  if (collect) (globalThis as { gc?: () => void }).gc?.();
  const m = process.memoryUsage();
  const mb = (n: number) => Math.round(n / 2 ** 20);
  const row = { phase, rss: mb(m.rss), heapUsed: mb(m.heapUsed), heapTotal: mb(m.heapTotal), external: mb(m.external) };
  memoryPhases.push(row);
  // BENCH_HEAP_SNAPSHOT=phase: what the heap holds at that phase (open it in Chrome's DevTools).
  if (process.env.BENCH_HEAP_SNAPSHOT === phase) {
    const file = v8.writeHeapSnapshot(path.join(os.tmpdir(), `bench-${phase.replaceAll(' ', '-')}.heapsnapshot`));
    console.log(`  heap snapshot: ${file}`);
  }
  console.log(
    `  memory ${phase}: RSS ${row.rss} MB, V8 heap ${row.heapUsed} used of ${row.heapTotal}, external ${row.external}`,
  );
  return row;
}

/**
 * The resident set of a fresh built server (dist/server/main.js, as `npm start` runs it;
 * docs/decisions/0062-bundle-built-server.md, goal ≤ 250 MB on PostgreSQL), in MiB, read
 * IDLE_SECONDS after its start ended: on the bench's PostgreSQL database, or on PGlite on an
 * empty database of its own (the bench's embedded one is locked by this process).
 */
async function freshBuiltServerRss(databaseUrl: string | undefined): Promise<number> {
  const server = await startBenchServer('fresh', databaseUrl ? { DATABASE_URL: databaseUrl } : {}, { built: true });
  try {
    await server.started;
    await new Promise((resolve) => setTimeout(resolve, IDLE_SECONDS * 1000));
    return rssMbOf(server.child.pid!);
  } finally {
    await server.stop();
  }
}

function envNumber(name: string): number | undefined {
  const raw = process.env[name]?.trim();
  if (!raw) return undefined;
  const n = Number(raw);
  if (!(Number.isInteger(n) && n > 0)) throw new Error(`${name} must be a positive whole number, not "${raw}"`);
  return n;
}

/** Opens the benchmark's database; refuses a BENCH_DATABASE_URL database that has tables. */
async function openBenchDatabase(dataDir: string, url: string | undefined): Promise<Database> {
  if (url) {
    const probeDb = await openDatabase({ databaseUrl: url, migrate: false, poolSize: 1 });
    try {
      const [{ n }] = await queryRows<{ n: number }>(
        probeDb.db,
        sql`select count(*)::int as n from information_schema.tables
            where table_schema not in ('pg_catalog', 'information_schema')`,
      );
      if (n > 0) throw new Error(`BENCH_DATABASE_URL must name an empty database (it has ${n} tables)`);
    } finally {
      await probeDb.close();
    }
  }
  return openDatabase({ databaseUrl: url, dataDir });
}

/** The function that invalidates the public cache (features/public-cache: `app.catalogue.changed`), if any. */
function cacheInvalidator(app: AppInstance): (() => void) | undefined {
  const watch = (app as unknown as { catalogue?: { changed?: () => void } }).catalogue;
  return typeof watch?.changed === 'function' ? () => watch.changed!() : undefined;
}

async function main(): Promise<void> {
  const limit = envNumber('BENCH_LIMIT');
  const scale = envNumber('BENCH_SCALE');
  const seconds = envNumber('BENCH_DURATION') ?? 10;
  const connections = envNumber('BENCH_CONNECTIONS') ?? 10;
  const benchUrl = process.env.BENCH_DATABASE_URL?.trim() || undefined;
  if (process.env.DATABASE_URL) console.log('DATABASE_URL is ignored by the benchmark (see BENCH_DATABASE_URL).');
  if (scale && !benchUrl) throw new Error('BENCH_SCALE needs PostgreSQL (BENCH_DATABASE_URL)');

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'genesis-bench-'));
  const config = loadConfig({ DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent', DEMO: '0' });
  if (!entryAssets(config.clientDir)) {
    console.log('No client build: building it (npm run build)…');
    spawnSync(process.execPath, [path.join(REPO, 'scripts/build.mjs')], { cwd: REPO, stdio: 'inherit' });
  }
  let app: AppInstance | undefined;
  let database: Database | undefined;
  const cleanup = async () => {
    if (app) await app.close();
    else await database?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  const onSignal = (signal: NodeJS.Signals) => {
    console.error(`\n${signal}: cleaning up…`);
    void cleanup().finally(() => process.exit(130));
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);

  try {
    database = await openBenchDatabase(dataDir, benchUrl);
    const db = database.db;
    console.log(`Database: ${database.kind}${benchUrl ? '' : ` in ${dataDir}`}`);
    await seedHouseJournals(db);

    console.log(`Loading the arXiv corpus${limit ? ` (first ${limit} records)` : ''}…`);
    const bar = progressBar('Loading', 'records', limit ?? ARXIV_RECORDS);
    const corpus = await loadArxiv(db, {
      limit,
      concurrency: database.kind === 'postgres' ? 2 : 1,
      onProgress: (done) => bar.update(done, Math.max(done, limit ?? ARXIV_RECORDS)),
    }).finally(() => bar.stop());
    console.log(
      `  ${corpus.inserted} inserted, ${corpus.skipped} skipped (duplicate DOI), ${corpus.invalid} invalid ` +
        `in ${corpus.seconds.toFixed(1)} s: ${Math.round(corpus.rowsPerSecond)} rows/s`,
    );
    console.log(`  ${describePhases(corpus.phases)}`);
    memoryAt('after the load');
    let scaled: ScaleReport | null = null;
    if (scale) {
      console.log(`Making a synthetic catalogue of ${scale} articles…`);
      const scaleBar = progressBar('Synthesizing', 'articles', scale);
      scaled = await scaleCatalogue(db, corpus.journalId, scale, (done, total) => {
        scaleBar.update(done, total);
        if (!process.stdout.isTTY) console.log(`  ${done} / ${total}`);
      }).finally(() => scaleBar.stop());
      console.log(`  ${scaled.added} added in ${scaled.seconds.toFixed(1)} s`);
    }
    const [{ articles: articleCount }] = await queryRows<{ articles: number }>(
      db,
      sql`select count(*)::int as articles from articles`,
    );
    const [{ id: articleId }] = await queryRows<{ id: number }>(
      db,
      sql`select id from articles order by id offset (select count(*) / 2 from articles) limit 1`,
    );

    app = await buildApp({ config, database, logger: false });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('the app is not listening on a TCP port');
    const baseUrl = `http://127.0.0.1:${address.port}`;
    const invalidate = cacheInvalidator(app);
    // As the server's start does (src/server/main.ts): the first article page must not compile them.
    memoryAt('app listening');
    console.log(`Citation styles prepared in ${prepareCitationStyles().toFixed(0)} ms`);
    memoryAt('citation styles prepared');

    const scenarios = catalogueScenarios({
      articleId,
      journalAbbreviation: ARXIV_JOURNAL.abbreviation,
      deepPage: await deepCursorPage(baseUrl, articleCount),
      assets: entryAssets(config.clientDir),
    });
    const runnable = scenarios.filter((s) => !s.skipped);
    console.log(`\nChecking ${runnable.length} scenarios against ${baseUrl}…`);
    memoryAt('before the probes');
    const probes = new Map<Scenario, Awaited<ReturnType<typeof probe>>>();
    for (const s of scenarios) {
      if (s.skipped) {
        console.log(`  ${s.name}: skipped (${s.skipped})`);
        continue;
      }
      for (const p of s.sequence ?? [s.path]) {
        const checked = await probe(baseUrl, p);
        const expected = s.status ?? 200;
        if (checked.status !== expected)
          throw new Error(`${s.name}: GET ${p} answered ${checked.status}, not ${expected}`);
        if (p === s.path) probes.set(s, checked);
      }
      const p = probes.get(s)!;
      const total = p.total === null ? '' : `, total ${p.total}`;
      console.log(
        `  ${s.name}: ${p.bytes} bytes (${p.wireBytes} on the wire)${total}, ${p.ms.toFixed(0)} ms (${s.path})`,
      );
      if (s.maxBytes && p.bytes > s.maxBytes) console.log(`  ⚠ over its ${s.maxBytes}-byte budget`);
    }

    console.log(`\nWarm-up: ${WARMUP_SECONDS} s per scenario…`);
    for (const s of runnable) {
      await load(baseUrl, s, { seconds: WARMUP_SECONDS, connections });
      await settle(baseUrl);
    }

    console.log(`\nLoad: ${seconds} s per run, ${connections} connections…`);
    if (!invalidate) console.log('  (no cache invalidation hook in this app: a cold figure would be the hot one)');
    const rows: Row[] = [];
    const run = async (s: Scenario, cache: 'hot' | 'cold') => {
      const result = await load(baseUrl, s, {
        seconds,
        connections,
        beforeEach: cache === 'cold' ? invalidate : undefined,
      });
      const settled = await settle(baseUrl);
      const backlog = settled.seconds < 0.5 ? '' : `; ${settled.seconds.toFixed(1)} s to answer what was in flight`;
      console.log(`  ${s.name} (${cache}): ${result.requestsPerSecond.toFixed(1)} req/s${backlog}`);
      rows.push({ scenario: s, cache, probe: probes.get(s), load: result });
    };
    for (const s of scenarios) {
      if (s.skipped) {
        rows.push({ scenario: s, cache: 'skipped' });
        continue;
      }
      await run(s, 'hot');
      if (s.cold && invalidate) await run(s, 'cold');
    }
    await run({ ...FLOOR, name: `${FLOOR.name}, again` }, 'hot');
    rows.at(-1)!.probe = probes.get(FLOOR);
    const floors = rows.filter((r) => r.scenario.path === FLOOR.path && r.load);
    const baseline = floors.reduce((sum, r) => sum + r.load!.requestsPerSecond, 0) / floors.length;
    for (const r of rows) if (r.load) r.ratio = r.load.requestsPerSecond / baseline;
    const memory = process.memoryUsage();
    memoryAt('after the runs, garbage not collected', false);
    const collected = memoryAt('after the runs');
    // What the process keeps once idle: V8 returns freed pages to the system a few seconds after
    // a collection (its memory reducer), not at once.
    await new Promise((resolve) => setTimeout(resolve, IDLE_SECONDS * 1000));
    const idle = memoryAt(`after the runs, idle ${IDLE_SECONDS} s`);
    const freshBuiltRssMb = await freshBuiltServerRss(benchUrl);
    const rssMb = memory.rss / 2 ** 20;
    const memoryMb = Object.fromEntries(Object.entries(memory).map(([k, v]) => [k, Math.round(v / 2 ** 20)]));

    const plans = await explainCatalogue(db).catch((err: unknown) => {
      console.log(`(EXPLAIN skipped: ${(err as Error).message})`);
      return [];
    });

    console.log(
      `\nCatalogue: ${articleCount} articles; arXiv load ${corpus.seconds.toFixed(1)} s` +
        (scaled ? `, synthetic ${scaled.added} in ${scaled.seconds.toFixed(1)} s` : ''),
    );
    console.log(
      `Baseline (floor): ${baseline.toFixed(1)} req/s (mean of first and last run; ` +
        floors
          .map((r) => `${r.load!.requestsPerSecond.toFixed(0)} req/s, p99 ${r.load!.latencyMs.p99.toFixed(2)} ms`)
          .join(' and ') +
        ')',
    );
    console.log(
      `RSS after the run: ${rssMb.toFixed(0)} MB (this process: the server, after the load; autocannon runs apart); ` +
        `V8 heap ${memoryMb.heapUsed} MB used of ${memoryMb.heapTotal}, external ${memoryMb.external} MB ` +
        `(array buffers ${memoryMb.arrayBuffers})` +
        (!('gc' in globalThis)
          ? '\n'
          : `; after a full GC: RSS ${collected.rss} MB, V8 heap ${collected.heapUsed} MB used of ${collected.heapTotal}; ` +
            `idle ${IDLE_SECONDS} s later: RSS ${idle.rss} MB\n`),
    );
    console.log(
      `RSS of a fresh built server (dist/server/main.js) on ${benchUrl ? 'this PostgreSQL database' : 'an empty PGlite'}, ` +
        `idle ${IDLE_SECONDS} s after its start: ${freshBuiltRssMb} MB\n`,
    );
    console.log(formatTable(rows));
    console.log('\nPlans (EXPLAIN ANALYZE, BUFFERS):');
    for (const plan of plans) console.log(summarize(plan));

    const results = {
      date: new Date().toISOString(),
      node: process.version,
      cpus: os.cpus().length,
      loadAverage: os.loadavg(),
      database: database.kind,
      articles: articleCount,
      settings: { limit: limit ?? null, scale: scale ?? null, seconds, connections },
      corpus,
      memoryPhases,
      scaled,
      baselineRequestsPerSecond: baseline,
      rssMb,
      memoryMb,
      freshBuiltRssMb,
      coldCache: Boolean(invalidate),
      scenarios: rows.map((r) => ({
        name: r.scenario.name,
        path: r.scenario.path,
        sequence: r.scenario.sequence,
        cache: r.cache,
        skipped: r.scenario.skipped,
        probe: r.probe,
        load: r.load,
        ratio: r.ratio,
      })),
      plans,
    };
    fs.mkdirSync(RESULTS_DIR, { recursive: true });
    const file = path.join(
      RESULTS_DIR,
      `${database.kind}-${articleCount}-${results.date.slice(0, 19).replace(/[:T]/g, '-')}.json`,
    );
    for (const f of [file, path.join(RESULTS_DIR, 'latest.json')]) {
      fs.writeFileSync(f, `${JSON.stringify(results, null, 2)}\n`);
    }
    console.log(`\nResults written to ${path.relative(process.cwd(), file)} (and latest.json)`);
    if (benchUrl) console.log('The BENCH_DATABASE_URL database keeps the loaded data: drop it when done.');
  } finally {
    await cleanup();
  }
}

main().catch((err: unknown) => {
  console.error(`Benchmark failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
  if (err instanceof Error && err.cause) console.error('Cause:', err.cause);
  process.exit(1);
});

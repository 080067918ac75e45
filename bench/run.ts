/**
 * `npm run bench`: the catalogue benchmark.
 *
 * 1. A fresh embedded database (PGlite) in a temp DATA_DIR, or the empty PostgreSQL database
 *    named by BENCH_DATABASE_URL (DATABASE_URL is ignored: the benchmark writes 92k rows);
 *    migrations, the house journals, then the arXiv corpus (bench/load-arxiv.ts).
 * 2. The real app (buildApp, logger off) on 127.0.0.1, random port.
 * 3. Each scenario (bench/scenarios.ts) checked once for 200 and its body size, warmed up
 *    for 1 s, then driven by autocannon (after each run, the requests still in flight are
 *    let finish before the next: see settle); health runs first and again last, and the mean of both is the baseline
 *    every ratio is relative to (the machine is shared: compare ratios, not raw numbers).
 * 4. EXPLAIN (ANALYZE, BUFFERS) of the search, deep-offset and journals queries (bench/explain.ts).
 * 5. A table on stdout and bench/results/latest.json; the app is closed, the temp dir removed.
 *
 * Environment: BENCH_LIMIT (records to load; default all), BENCH_DURATION (seconds per
 * scenario; default 10), BENCH_CONNECTIONS (default 10), BENCH_DATABASE_URL (see above),
 * The loader VACUUM (ANALYZE)s after the load, as every import does (PGlite has no autovacuum).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/server/app';
import type { AppInstance } from '../src/server/app-types';
import { loadConfig } from '../src/server/config';
import { openDatabase, queryRows, type Database } from '../src/server/db/client';
import { seedHouseJournals } from '../src/server/features/journals/seed';
import { explainCatalogue, summarize, type Plan } from './explain';
import { loadArxiv, type LoadArxivReport } from './load-arxiv';
import { catalogueScenarios, formatTable, HEALTH, load, probe, settle, type Row, type Scenario } from './scenarios';

const RESULTS_FILE = path.join(import.meta.dirname, 'results', 'latest.json');
/** Each scenario runs this long before the measured runs (JIT, caches). */
const WARMUP_SECONDS = 1;

function envNumber(name: string, fallback: number | undefined): number | undefined {
  const raw = process.env[name]?.trim();
  if (!raw) return fallback;
  const n = Number(raw);
  if (!(Number.isFinite(n) && n > 0)) throw new Error(`${name} must be a positive number, not "${raw}"`);
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

async function main(): Promise<void> {
  const limit = envNumber('BENCH_LIMIT', undefined);
  const seconds = envNumber('BENCH_DURATION', 10) ?? 10;
  const connections = envNumber('BENCH_CONNECTIONS', 10) ?? 10;
  const benchUrl = process.env.BENCH_DATABASE_URL?.trim() || undefined;
  if (process.env.DATABASE_URL) console.log('DATABASE_URL is ignored by the benchmark (see BENCH_DATABASE_URL).');

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'genesis-bench-'));
  const config = loadConfig({ DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent', DEMO: '0' });
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
    const corpus: LoadArxivReport = await loadArxiv(db, {
      limit,
      onProgress: (read) => {
        if (read % 20_000 === 0) console.log(`  ${read} records`);
      },
    });
    console.log(
      `  ${corpus.inserted} inserted, ${corpus.skipped} skipped (duplicate DOI), ${corpus.invalid} invalid ` +
        `in ${corpus.seconds.toFixed(1)} s: ${Math.round(corpus.rowsPerSecond)} rows/s`,
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

    const scenarios = catalogueScenarios(articleId);
    console.log(`\nChecking ${scenarios.length} scenarios against ${baseUrl}…`);
    const probes = new Map<string, Awaited<ReturnType<typeof probe>>>();
    for (const s of scenarios) {
      const p = await probe(baseUrl, s);
      if (p.status !== 200) throw new Error(`${s.name}: GET ${s.path} answered ${p.status}, expected 200`);
      const total = p.total === null ? '' : `, total ${p.total}`;
      console.log(
        `  ${s.name}: ${p.bytes} bytes (${p.wireBytes} on the wire)${total}, ${p.ms.toFixed(0)} ms (${s.path})`,
      );
      if (s.maxBytes && p.bytes > s.maxBytes) console.log(`  ⚠ over its ${s.maxBytes}-byte budget`);
      probes.set(s.path, p);
    }

    console.log(`\nWarm-up: ${WARMUP_SECONDS} s per scenario…`);
    for (const s of scenarios) {
      await load(baseUrl, s, { seconds: WARMUP_SECONDS, connections });
      await settle(baseUrl);
    }

    console.log(`\nLoad: ${seconds} s per scenario, ${connections} connections…`);
    const healthAgain: Scenario = { ...scenarios[0], name: `${HEALTH}, again` };
    const runs: Omit<Row, 'ratio'>[] = [];
    for (const s of [...scenarios, healthAgain]) {
      const result = await load(baseUrl, s, { seconds, connections });
      const settled = await settle(baseUrl);
      const backlog =
        settled.seconds < 0.5
          ? ''
          : `; ${settled.seconds.toFixed(1)} s to answer what was still in flight` +
            (settled.healthUnavailable ? `, health answered 503 ${settled.healthUnavailable}×` : '');
      console.log(`  ${s.name}: ${result.requestsPerSecond.toFixed(1)} req/s${backlog}`);
      const checked = probes.get(s.path);
      if (checked) runs.push({ scenario: s, probe: checked, load: result, settled });
    }
    const health = runs.filter((r) => r.scenario.path === scenarios[0].path);
    const baseline = health.reduce((sum, r) => sum + r.load.requestsPerSecond, 0) / health.length;
    const rows: Row[] = runs.map((r) => ({ ...r, ratio: r.load.requestsPerSecond / baseline }));

    const plans: Plan[] = await explainCatalogue(db);

    console.log(`\nCorpus: ${corpus.inserted} articles loaded in ${corpus.seconds.toFixed(1)} s`);
    console.log(`Baseline: health ${baseline.toFixed(1)} req/s (mean of first and last run)\n`);
    console.log(formatTable(rows));
    console.log('\nPlans (EXPLAIN ANALYZE, BUFFERS):');
    for (const plan of plans) console.log(summarize(plan));

    fs.mkdirSync(path.dirname(RESULTS_FILE), { recursive: true });
    const results = {
      date: new Date().toISOString(),
      node: process.version,
      cpus: os.cpus().length,
      database: database.kind,
      settings: { limit: limit ?? null, seconds, connections },
      corpus,
      baselineRequestsPerSecond: baseline,
      scenarios: rows.map((r) => ({
        name: r.scenario.name,
        path: r.scenario.path,
        ...r.probe,
        ...r.load,
        settled: r.settled,
        ratio: r.ratio,
      })),
      plans,
    };
    fs.writeFileSync(RESULTS_FILE, `${JSON.stringify(results, null, 2)}\n`);
    console.log(`\nResults written to ${path.relative(process.cwd(), RESULTS_FILE)}`);
    if (benchUrl) console.log('The BENCH_DATABASE_URL database keeps the loaded data: drop it when done.');
  } finally {
    await cleanup();
  }
}

main().catch((err: unknown) => {
  console.error(`Benchmark failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
  process.exit(1);
});

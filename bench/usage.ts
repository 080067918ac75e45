/**
 * `npm run bench:usage`: COUNTER usage at scale on PostgreSQL (docs/decisions/0085-counter-r5-usage.md).
 *
 * 1. The empty database of BENCH_DATABASE_URL (else TEST_DATABASE_URL, which
 *    `node scripts/pg-cluster.mjs --` sets for a throwaway cluster: the npm script does that),
 *    migrated; 40 journals and BENCH_ARTICLES (default 92,000) articles, a third of them with a
 *    full text, a third with a PDF.
 * 2. Intake: BENCH_EVENTS (default 10,000,000) actions in time order over the 12 months of 2025
 *    (pages, PDFs, figures; 200,000 readers; a few popular articles, a long tail; one in ten a
 *    repeat within 30 s), through the server's own intake (features/usage/counter.ts: the
 *    in-memory record, then every 50,000 actions a write: resolving against the articles, the
 *    double-click filter and unique counters, one upsert). Printed: actions/s (target ≥ 5,000).
 * 3. Roll-up: every month of 2025 rolled up (rollUpMonth), each timed (target ≤ 60 s a month), then
 *    the tables' statistics refreshed as rollUpClosedMonths does (refreshUsageStatistics, timed).
 * 4. Reports for 2025 as the COUNTER API answers them (buildReport; IR and IR_A1 streamed,
 *    openItemReport, read to the end): of the platform, TR for one journal (item_id), TR_J3 and
 *    PR_P1, IR for one article (item_id), and IR_A1 of the whole platform (built whole, as
 *    before); then every report (PR, PR_P1, TR, TR_J1, TR_J3, TR_J4, IR, IR_A1) of one journal
 *    (decision 0106), and IR and IR_A1 as TSV (decision 0111), for a journal of typical size (the
 *    median by article-months of 2025) and the largest. BENCH_RUNS (default 20) runs each:
 *    p50/p95 (target p95 ≤ 200 ms), and the bench's and PostgreSQL's CPU per report.
 *
 * 5. With BENCH_PHASES=page (not run by default): the article page under a stream of usage. The
 *    built server (dist/server/main.js and the client build, bench/server.ts) on the same database
 *    with TEST_CLOCK=1;
 *    autocannon (bench/measure.ts, a child process) on 100 article pages in random order at
 *    BENCH_CONNECTIONS (default 10) for BENCH_DURATION s (default 20): without usage, with a
 *    stream of BENCH_STREAM_RATE (default 5,000) views a second recorded through the intake
 *    (`POST /api/test/usage/hits`, the second's views every second, posts made before the runs;
 *    the stream runs 40 s before the measure so that the intake's writes, 30 s after each view, are
 *    under way), alternating (decision 0115): without, with, … BENCH_PAIRS times (default 3), then
 *    without once more. Printed per run: p50/p95/p99, the server's and PostgreSQL's CPU per page
 *    request, the server's GC time and event-loop delay (bench/server-probe.mjs, a preload), the
 *    bench's own CPU a second, the rate the stream reached; then the ratio of the medians of p95
 *    (with / without; target ≤ 1.10) with each group's range. BENCH_PROBE_PROFILE=dir writes the
 *    server's CPU profile of each run (and of each pause between runs) there;
 *    BENCH_SERVER_NODE_OPTIONS adds Node options for the server alone.
 *
 * 6. With BENCH_PHASES=stream (not run by default): the platform's IR_A1 for 2025 written as it is
 *    read (decision 0104: a cursor in pages, each item written as its rows come) against the whole
 *    report built then serialized as the route did before: time to the first byte, total time, Node
 *    and PostgreSQL CPU, and the process's peak RSS (VmHWM) after each (the streamed one first, so
 *    its peak is its own); the two bodies compared byte for byte. In this process, no HTTP.
 *
 * 7. With BENCH_PHASES=bodies (not run by default): the sha256 of every item report's body (IR_A1,
 *    IR, IR with parents and every attribute, IR with a metric and YOP filter), JSON and TSV, of
 *    the platform and of the typical and largest journals, streamed as the routes send it
 *    (openItemReport, reportStream) and built whole (buildReport, the endpoint's serializer,
 *    reportTsv): a change meant to keep the answers is run before and after on the same data and
 *    the lists compared (decision 0111); each line also says whether the streamed and built bodies
 *    are the same bytes. One run each, not timed.
 *
 * Phase `reports` prints each report's body size and sha256 (the first 12 hex digits; the body
 * as the route sends it), so that a change meant to keep the answers can be checked on the same
 * data; BENCH_REPORTS=journals runs only the reports of one journal.
 *
 * Environment: BENCH_DATABASE_URL, BENCH_REPORTS, BENCH_EVENTS, BENCH_ARTICLES, BENCH_RUNS, BENCH_DURATION,
 * BENCH_CONNECTIONS, BENCH_STREAM_RATE, BENCH_PAIRS, BENCH_PROBE_PROFILE, BENCH_SERVER_NODE_OPTIONS; BENCH_PHASES (a
 * comma-separated list of `intake`, `rollup`, `reports`, `stream`, `page`; default the first three), BENCH_KEEP=1 (keep
 * the journals and articles a run already seeded in BENCH_DATABASE_URL, and the usage it wrote:
 * so a long intake can be followed by the roll-up and reports of a later build).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { openDatabase, queryRows, type Db } from '../src/server/db/client';
import { SessionKeys } from '../src/server/features/usage/cop';
import { UsageCounter } from '../src/server/features/usage/counter';
import type { UsageHit } from '../src/server/features/usage/hits';
import { refreshUsageStatistics, rollUpMonth } from '../src/server/features/usage/service';
import {
  buildReport,
  REPORT_IDS,
  REPORTS,
  type BuiltReport,
  type ReportId,
} from '../src/server/features/usage/sushi/reports';
import { openItemReport, reportStream } from '../src/server/features/usage/sushi/stream';
import { reportTsv } from '../src/server/features/usage/sushi/tsv';
import { getCounterReport } from '../src/shared/api/endpoints/counter';
import { hashPassword } from '../src/server/features/accounts';
import { cpuBetween, postgresCpuMs, processCpuMs } from './cpu';
import { load, settle } from './measure';
import { startBenchServer } from './server';

function envNumber(name: string, fallback: number): number {
  const raw = process.env[name]?.trim();
  if (!raw) return fallback;
  const n = Number(raw);
  if (!(Number.isInteger(n) && n > 0)) throw new Error(`${name} must be a positive whole number, not "${raw}"`);
  return n;
}

const EVENTS = envNumber('BENCH_EVENTS', 10_000_000);
const ARTICLES = envNumber('BENCH_ARTICLES', 92_000);
const RUNS = envNumber('BENCH_RUNS', 20);
const PHASE_NAMES = ['intake', 'rollup', 'reports', 'stream', 'bodies', 'page'] as const;
const PHASES = new Set(
  (process.env.BENCH_PHASES?.trim() || 'intake,rollup,reports')
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean),
);
for (const p of PHASES)
  if (!(PHASE_NAMES as readonly string[]).includes(p))
    throw new Error(`BENCH_PHASES: unknown phase "${p}" (${PHASE_NAMES.join(', ')})`);
const KEEP = process.env.BENCH_KEEP === '1';
const BATCH = 50_000;
/** Actions between two progress lines of the intake. */
const PROGRESS = 500_000;
const loadAverage = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

/** A small deterministic generator (mulberry32), so runs are comparable. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

async function main() {
  const url = (process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL)?.trim();
  if (!url) throw new Error('PostgreSQL is needed: npm run bench:usage starts a throwaway cluster');
  const database = await openDatabase({ databaseUrl: url, poolSize: 4, statementTimeoutMs: 0 });
  const { db } = database;
  console.log(`load average before: ${loadAverage()} (${os.cpus().length} cores)`);

  let t0 = performance.now();
  const [{ seeded }] = await queryRows<{ seeded: number }>(db, sql`select count(*)::int as seeded from articles`);
  if (seeded > 0 && !KEEP) throw new Error('BENCH_DATABASE_URL must name an empty database (or set BENCH_KEEP=1)');
  if (seeded === 0) await seed();
  async function seed() {
    await db.execute(sql`insert into stored_files (key, original_filename, content_type, byte_size, sha256, visibility)
    select 'benchpdf' || lpad(g::text, 14, '0'), 'a.pdf', 'application/pdf', 1000, repeat('0', 64), 'public'
    from generate_series(1, ${ARTICLES}) g`);
    await db.execute(sql`insert into journals (title, abbreviation, slug, description, online_issn)
    select 'Usage Bench Journal ' || n, 'UBJ' || n, 'usage-bench-' || n, 'Bench.', '2000-' || lpad(n::text, 3, '0') || 'X'
    from generate_series(1, 40) n`);
    await db.execute(sql`insert into articles (journal_id, doi, title, abstract, article_type, source_format,
      published_date, authors, source_file_key, pdf_file_key)
    select (select min(id) from journals) + (g % 40), '10.5555/bench.' || g, 'Bench article ' || g, 'Abstract.',
      'Research Article', case when g % 3 = 0 then 'crossref' else 'jats' end,
      date '2010-01-01' + (g % 5800), 'A. Author',
      case when g % 3 = 1 then 'benchpdf' || lpad(g::text, 14, '0') end,
      case when g % 3 = 2 then 'benchpdf' || lpad(g::text, 14, '0') end
    from generate_series(1, ${ARTICLES}) g`);
  }
  const ids = (
    await queryRows<{ id: number; pdf: string | null }>(
      db,
      sql`select id, pdf_file_key as pdf from articles order by id`,
    )
  ).map((r) => r);
  console.log(`seeded ${ids.length} articles in ${((performance.now() - t0) / 1000).toFixed(1)} s`);

  /** The CPU ms used so far by this process (the intake runs in it) and by the cluster's processes. */
  async function cpuNow() {
    return { bench: processCpuMs(process.pid), postgres: await postgresCpuMs(db) };
  }
  async function cpuSince(before: Awaited<ReturnType<typeof cpuNow>>) {
    const now = await cpuNow();
    return {
      bench: now.bench !== null && before.bench !== null ? now.bench - before.bench : null,
      postgres: cpuBetween(before.postgres, now.postgres),
    };
  }
  const perThousand = (ms: number | null, n: number) => (ms === null ? '–' : ((ms / n) * 1000).toFixed(0));

  if (PHASES.has('intake')) await intake(ids);
  if (PHASES.has('rollup')) await rollUp();
  if (PHASES.has('reports')) await reports();
  if (PHASES.has('stream')) await streamedItemReport(db);
  if (PHASES.has('bodies')) await itemReportBodies(db);
  if (PHASES.has('page')) await pageUnderIntake(url, ids);
  console.log(`load average after: ${loadAverage()}`);
  await database.close();

  async function intake(ids: { id: number; pdf: string | null }[]) {
    const rand = random(42);
    const counter = new UsageCounter(db, new SessionKeys());
    const start = Date.parse('2025-01-01T00:00:00Z');
    const span = Date.parse('2026-01-01T00:00:00Z') - start - 60_000;
    const agent = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
    t0 = performance.now();
    const cpu0 = await cpuNow();
    let last: { hit: UsageHit; ip: string } | null = null;
    for (let i = 0; i < EVENTS; i++) {
      const at = start + Math.floor((i / EVENTS) * span);
      if (last && rand() < 0.1) {
        counter.record(last.hit, last.ip, agent, at);
        continue;
      }
      // A long tail: the square of a uniform number favours the first articles.
      const a = ids[Math.floor(rand() * rand() * ids.length)];
      const kind = rand();
      const hit: UsageHit =
        kind < 0.2 && a.pdf
          ? { kind: 'file', fileKey: a.pdf }
          : kind < 0.25
            ? { kind: 'asset', articleId: a.id, assetId: 1 }
            : { kind: 'page', articleId: a.id };
      const reader = Math.floor(rand() * 200_000);
      const ip = `10.${reader >> 16}.${(reader >> 8) & 255}.${reader & 255}`;
      counter.record(hit, ip, agent, at);
      last = { hit, ip };
      if ((i + 1) % BATCH === 0) await counter.flush(at);
      // Progress, so that a run stopped early still says how far it got and at what rate.
      if ((i + 1) % PROGRESS === 0) {
        const s = (performance.now() - t0) / 1000;
        const cpu = await cpuSince(cpu0);
        console.log(
          `intake progress: ${(i + 1).toLocaleString('en')} actions in ${s.toFixed(1)} s = ${Math.round((i + 1) / s).toLocaleString('en')} actions/s; CPU per 1,000 actions: bench (the intake) ${perThousand(cpu.bench, i + 1)} ms, PostgreSQL ${perThousand(cpu.postgres, i + 1)} ms (load ${loadAverage()})`,
        );
      }
    }
    await counter.flush(Infinity);
    const intakeS = (performance.now() - t0) / 1000;
    const intakeCpu = await cpuSince(cpu0);
    const [{ days }] = await queryRows<{ days: number }>(db, sql`select count(*)::int as days from counter_item_daily`);
    console.log(
      `intake: ${EVENTS.toLocaleString('en')} actions in ${intakeS.toFixed(1)} s = ${Math.round(EVENTS / intakeS).toLocaleString('en')} actions/s (target ≥ 5,000); ${days.toLocaleString('en')} article-days written; CPU per 1,000 actions: bench (the intake) ${perThousand(intakeCpu.bench, EVENTS)} ms, PostgreSQL ${perThousand(intakeCpu.postgres, EVENTS)} ms`,
    );
  }

  async function rollUp() {
    const rollups: number[] = [];
    for (let m = 1; m <= 12; m++) {
      const month = `2025-${String(m).padStart(2, '0')}-01`;
      const r0 = performance.now();
      await rollUpMonth(db, month);
      rollups.push((performance.now() - r0) / 1000);
    }
    // What rollUpClosedMonths does after the months it rolled up (decision 0106).
    const s0 = performance.now();
    await refreshUsageStatistics(db);
    const statisticsS = (performance.now() - s0) / 1000;
    console.log(
      `roll-up per month: max ${Math.max(...rollups).toFixed(2)} s, mean ${(rollups.reduce((a, b) => a + b, 0) / 12).toFixed(2)} s (target ≤ 60 s); then the statistics (VACUUM (ANALYZE) of the daily table, ANALYZE of the monthly ones) ${statisticsS.toFixed(2)} s`,
    );
  }

  async function reports() {
    const [journal] = await queryRows<{ abbreviation: string }>(
      db,
      sql`select abbreviation from journals order by id limit 1`,
    );
    const query = (extra: Record<string, string> = {}) => ({
      customer_id: '0000000000000000',
      begin_date: '2025-01',
      end_date: '2025-12',
      ...extra,
    });
    const now = new Date('2026-02-15T00:00:00Z');
    const publicUrl = 'https://bench.example';
    /** One run of a report as the COUNTER API answers it: item reports streamed (decision 0104), the others built. */
    const answer = async (
      id: ReportId,
      q: Record<string, string>,
      journalId: number | undefined,
      keep: boolean,
      format: 'json' | 'tsv',
    ) => {
      const ctx = { db, now, publicUrl, journalId };
      if (id === 'ir' || id === 'ir_a1') {
        const report = await openItemReport(id, q, { ...ctx, kind: 'postgres' });
        const chunks: Buffer[] = [];
        let failure: unknown = null;
        for await (const chunk of reportStream(report, format, (err) => (failure = err)))
          if (keep) chunks.push(Buffer.from(chunk as Buffer));
        if (failure) throw failure;
        // The body's bytes, read back after the runs (not timed).
        return { chunks };
      }
      const built = await buildReport(id, q, ctx);
      return { json: built.json };
    };
    const measure = async (
      name: string,
      id: ReportId,
      q: Record<string, string>,
      journalId?: number,
      whole = false,
      format: 'json' | 'tsv' = 'json',
    ) => {
      const times: number[] = [];
      let first: { json: BuiltReport['json'] } | { chunks: Buffer[] } | null = null;
      const cpu0 = await cpuNow();
      for (let i = 0; i < RUNS; i++) {
        const r0 = performance.now();
        // The platform's IR_A1 row keeps its earlier measure: the report built whole.
        const got = whole
          ? { json: (await buildReport(id, q, { db, now, publicUrl })).json }
          : await answer(id, q, journalId, i === 0, format);
        times.push(performance.now() - r0);
        if (i === 0) first = got;
      }
      const cpu = await cpuSince(cpu0);
      const json: BuiltReport['json'] | null =
        first === null || format === 'tsv'
          ? null
          : 'json' in first
            ? first.json
            : (JSON.parse(Buffer.concat(first.chunks).toString('utf8')) as BuiltReport['json']);
      // The body as the route sends it (the streamed bytes; a built report as its serializer
      // writes it), hashed: the same data and code answer the same sha256.
      const body =
        first === null
          ? Buffer.alloc(0)
          : 'json' in first
            ? Buffer.from(JSON.stringify(z.encode(getCounterReport.responses[200], first.json)))
            : Buffer.concat(first.chunks);
      const sha = createHash('sha256').update(body).digest('hex').slice(0, 12);
      times.sort((a, b) => a - b);
      const p95 = percentile(times, 95);
      const perRun = (ms: number | null) => (ms === null ? '–' : (ms / RUNS).toFixed(0));
      const items = json?.Report_Items.length ?? 0;
      // Item reports' items are articles, under their journal when the parent is shown (IR_A1).
      const articles = (json?.Report_Items ?? []).reduce(
        (n, item) => n + (Array.isArray(item.Items) ? item.Items.length : 1),
        0,
      );
      const exceptions = ((json?.Report_Header.Exceptions ?? []) as { Code: number }[]).map((e) => e.Code);
      const row = `| ${name} | ${format === 'tsv' ? '(TSV)' : items}${articles !== items ? ` (${articles.toLocaleString('en')} articles)` : ''}${exceptions.length ? ` [${exceptions.join(', ')}]` : ''} | ${percentile(times, 50).toFixed(0)} | ${p95.toFixed(0)} | ${perRun(cpu.bench)} | ${perRun(cpu.postgres)} | ${p95 <= 200 ? 'PASS' : 'MISS'} | ${body.byteLength.toLocaleString('en')} ${sha} |`;
      console.log(row);
    };
    const header = () => {
      console.log(
        `| report (2025, ${RUNS} runs) | items [Exceptions] | p50 ms | p95 ms | bench CPU ms/report | PostgreSQL CPU ms/report | target p95 ≤ 200 ms | body bytes, sha256 |`,
      );
      console.log('| --- | --- | ---: | ---: | ---: | ---: | --- | --- |');
    };
    if (process.env.BENCH_REPORTS !== 'journals') {
      console.log(`\nReports of the platform (load ${loadAverage()})`);
      header();
      await measure('TR, one journal (item_id)', 'tr', query({ item_id: `genesis:${journal.abbreviation}` }));
      await measure('TR_J3, all 40 journals', 'tr_j3', query());
      await measure('PR_P1', 'pr_p1', query());
      await measure('IR, one article (item_id)', 'ir', query({ item_id: '10.5555/bench.1' }));
      await measure('IR_A1, whole platform (built whole)', 'ir_a1', query(), undefined, true);
    }

    // Every report of one journal (decision 0106): a journal of typical size (the median by the
    // article-months of 2025 it has) and the largest.
    const sizes = await queryRows<{ id: number; abbreviation: string; n: number }>(
      db,
      sql`select j.id, j.abbreviation, count(m.article_id)::int as n
          from journals j left join counter_item_monthly m
            on m.journal_id = j.id and m.month >= date '2025-01-01' and m.month < date '2026-01-01'
          group by j.id order by n, j.id`,
    );
    const picked = [
      { label: 'typical', ...sizes[Math.floor(sizes.length / 2)] },
      { label: 'largest', ...sizes[sizes.length - 1] },
    ];
    for (const j of picked) {
      console.log(
        `\nEvery report of one journal: ${j.abbreviation}, the ${j.label} (${j.n.toLocaleString('en')} article-months in 2025; load ${loadAverage()})`,
      );
      header();
      for (const id of REPORT_IDS) await measure(`${REPORTS[id].id}, ${j.abbreviation}`, id, query(), j.id);
      // The item reports' TSV (the same items, written as tab-separated rows).
      for (const id of ['ir', 'ir_a1'] as const)
        await measure(`${REPORTS[id].id} as TSV, ${j.abbreviation}`, id, query(), j.id, false, 'tsv');
    }
  }
}

/** /proc/self/status's VmHWM (peak resident memory of this process so far) and VmRSS, in MiB. */
function memoryMiB(): { peak: number; rss: number } {
  const status = fs.readFileSync('/proc/self/status', 'utf8');
  const kb = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
  return { peak: kb('VmHWM') / 1024, rss: kb('VmRSS') / 1024 };
}

/**
 * Phase `bodies`: the sha256 of the item reports' bodies, streamed and built (see the file's comment).
 */
async function itemReportBodies(db: Db) {
  const now = new Date('2026-02-15T00:00:00Z');
  const publicUrl = 'https://bench.example';
  const base = { customer_id: '0000000000000000', begin_date: '2025-01', end_date: '2025-12' };
  const variants: [string, 'ir' | 'ir_a1', Record<string, string>][] = [
    ['IR_A1', 'ir_a1', base],
    ['IR', 'ir', base],
    [
      'IR, parents and every attribute',
      'ir',
      {
        ...base,
        include_parent_details: 'True',
        attributes_to_show: 'Authors|Publication_Date|Article_Version|YOP|Access_Type|Access_Method',
      },
    ],
    [
      'IR, two metrics, YOP 2000-2015',
      'ir',
      { ...base, metric_type: 'Unique_Item_Investigations|Total_Item_Requests', yop: '2000-2015' },
    ],
  ];
  const sizes = await queryRows<{ id: number; abbreviation: string }>(
    db,
    sql`select j.id, j.abbreviation from journals j left join counter_item_monthly m
          on m.journal_id = j.id and m.month >= date '2025-01-01' and m.month < date '2026-01-01'
        group by j.id order by count(m.article_id), j.id`,
  );
  const scopes: { label: string; journalId?: number }[] = [
    { label: 'platform' },
    { label: sizes[Math.floor(sizes.length / 2)].abbreviation, journalId: sizes[Math.floor(sizes.length / 2)].id },
    { label: sizes[sizes.length - 1].abbreviation, journalId: sizes[sizes.length - 1].id },
  ];
  const digest = (body: Buffer) =>
    `${body.byteLength.toLocaleString('en')} ${createHash('sha256').update(body).digest('hex').slice(0, 16)}`;
  console.log(`\nItem report bodies, 2025 (load ${loadAverage()})`);
  console.log('| scope | report | format | streamed: bytes, sha256 | built: same bytes |');
  console.log('| --- | --- | --- | --- | --- |');
  for (const scope of scopes)
    for (const [name, id, q] of variants)
      for (const format of ['json', 'tsv'] as const) {
        const ctx = { db, now, publicUrl, journalId: scope.journalId };
        const report = await openItemReport(id, q, { ...ctx, kind: 'postgres' });
        const chunks: Buffer[] = [];
        let failure: unknown = null;
        for await (const chunk of reportStream(report, format, (err) => (failure = err)))
          chunks.push(Buffer.from(chunk as Buffer));
        if (failure) throw failure;
        const streamed = Buffer.concat(chunks);
        const built = await buildReport(id, q, ctx);
        const whole = Buffer.from(
          format === 'json' ? JSON.stringify(z.encode(getCounterReport.responses[200], built.json)) : reportTsv(built),
        );
        console.log(
          `| ${scope.label} | ${name} | ${format} | ${digest(streamed)} | ${streamed.equals(whole) ? 'yes' : 'NO'} |`,
        );
      }
}

/**
 * Phase `stream`: the platform's IR_A1 for 2025, streamed and whole (see the file's comment).
 */
async function streamedItemReport(db: Db) {
  const kind = 'postgres' as const;
  const now = new Date('2026-02-15T00:00:00Z');
  const query = { customer_id: '0000000000000000', begin_date: '2025-01', end_date: '2025-12' };
  const ctx = { db, now, publicUrl: 'https://bench.example' };
  const gc = (globalThis as { gc?: () => void }).gc;
  const rows: string[] = [];
  const hashes: string[] = [];
  const run = async (label: string, body: () => Promise<{ firstMs: number; hash: string; bytes: number }>) => {
    gc?.();
    const before = memoryMiB();
    const cpu0 = process.cpuUsage();
    const pg0 = await postgresCpuMs(db);
    const t0 = performance.now();
    const r = await body();
    const total = performance.now() - t0;
    const cpu = process.cpuUsage(cpu0);
    const pg = cpuBetween(pg0, await postgresCpuMs(db));
    const after = memoryMiB();
    hashes.push(r.hash);
    rows.push(
      `| ${label} | ${r.bytes.toLocaleString('en')} | ${r.firstMs.toFixed(0)} | ${total.toFixed(0)} | ${((cpu.user + cpu.system) / 1000).toFixed(0)} | ${pg === null ? '–' : pg.toFixed(0)} | ${before.rss.toFixed(0)} | ${after.peak.toFixed(0)} |`,
    );
  };
  await run('streamed (cursor, 5,000 rows a page)', async () => {
    const t0 = performance.now();
    const report = await openItemReport('ir_a1', query, { ...ctx, kind });
    const hash = createHash('sha256');
    let firstMs = 0;
    let bytes = 0;
    for await (const chunk of reportStream(report, 'json', (err) => console.error(err))) {
      if (bytes === 0) firstMs = performance.now() - t0;
      const b = Buffer.from(chunk as Buffer);
      bytes += b.byteLength;
      hash.update(b);
    }
    return { firstMs, hash: hash.digest('hex'), bytes };
  });
  await run('whole (built, then serialized: before)', async () => {
    const built = await buildReport('ir_a1', query, ctx);
    const text = JSON.stringify(z.encode(getCounterReport.responses[200], built.json));
    const body = Buffer.from(text);
    // The route sent the whole text at once: its first byte is its last.
    return { firstMs: Number.NaN, hash: createHash('sha256').update(body).digest('hex'), bytes: body.byteLength };
  });
  console.log('\nIR_A1 of the platform, 2025 (one run each, this process)');
  console.log(
    '| answer | bytes | first byte ms | total ms | Node CPU ms | PostgreSQL CPU ms | RSS before MiB | peak RSS after (VmHWM) MiB |',
  );
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const r of rows) console.log(r.replace('| NaN |', '| = total |'));
  console.log(`bodies identical: ${hashes[0] === hashes[1] ? 'yes' : 'NO'} (sha256 ${hashes[0].slice(0, 16)}…)`);
}

/** The bench's admin (phase `page`: the usage test route is the admin's). */
const ADMIN = { email: 'admin.bench@usage.example.org', password: 'Quartz-Meadow-Usage-4' };

/**
 * Phase `page`: the article page's latencies and CPU without and with a stream of usage at
 * BENCH_STREAM_RATE views a second recorded by the server's own intake (see the file's comment),
 * in alternating runs (decision 0115): without, with, without, … BENCH_PAIRS times, then without
 * once more, so that every run with the stream has a run without on each side. The finding is the
 * ratio of the medians of p95 (with / without), printed with each group's spread; one pair of runs
 * differs by more than the target on a shared machine.
 */
async function pageUnderIntake(url: string, ids: { id: number }[]) {
  const DURATION = envNumber('BENCH_DURATION', 20);
  const CONNECTIONS = envNumber('BENCH_CONNECTIONS', 10);
  const RATE = envNumber('BENCH_STREAM_RATE', 5_000);
  const PAIRS = envNumber('BENCH_PAIRS', 3);
  const WARM_STREAM_S = 40;
  const database = await openDatabase({ databaseUrl: url, poolSize: 2, statementTimeoutMs: 0 });
  const { db } = database;
  await db.execute(sql`insert into users (name, email, role, password_hash, email_verified_at)
    values ('Usage Bench Admin', ${ADMIN.email}, 'admin', ${await hashPassword(ADMIN.password)}, now())
    on conflict do nothing`);
  // The real client build (npm run build), so that the page is the server-rendered article page.
  const clientDir = path.resolve(import.meta.dirname, '../dist/client');
  if (!fs.existsSync(path.join(clientDir, 'index.html'))) throw new Error('the client is not built: npm run build');
  // The server's GC pauses and event-loop delay per run, read by a preload (bench/server-probe.mjs).
  const probeFile = path.join(os.tmpdir(), `genesis-usage-probe-${process.pid}.json`);
  const probeModule = path.resolve(import.meta.dirname, 'server-probe.mjs');
  const server = await startBenchServer(
    'usage-page',
    {
      DATABASE_URL: url,
      TEST_CLOCK: '1',
      CLIENT_DIR: clientDir,
      BENCH_PROBE_FILE: probeFile,
      // BENCH_SERVER_NODE_OPTIONS: e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof` for the server alone.
      NODE_OPTIONS: [process.env.NODE_OPTIONS, `--import=${probeModule}`, process.env.BENCH_SERVER_NODE_OPTIONS]
        .filter(Boolean)
        .join(' '),
    },
    { built: true },
  );
  type Probe = {
    seq: number;
    gc: { count: number; ms: number; maxMs: number; byKind: Record<string, number> };
    eventLoopDelayMs: { p50: number; p95: number; p99: number; max: number };
    stalls: number;
  };
  let probeSeq = 0;
  /** The probe's figures since its last reading (SIGWINCH: it writes them and starts again). */
  const readProbe = async (): Promise<Probe | null> => {
    process.kill(server.child.pid!, 'SIGWINCH');
    probeSeq += 1;
    for (let i = 0; i < 50; i++) {
      await new Promise((r) => setTimeout(r, 20));
      try {
        const p = JSON.parse(fs.readFileSync(probeFile, 'utf8')) as Probe;
        if (p.seq === probeSeq) return p;
      } catch {
        /* not written yet */
      }
    }
    return null;
  };
  try {
    await server.started;
    const base = server.base;
    const login = await fetch(`${base}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' },
      body: JSON.stringify(ADMIN),
    });
    if (!login.ok) throw new Error(`sign-in: ${login.status} ${await login.text()}`);
    const token = ((await login.json()) as { token: string }).token;
    // 100 article pages spread over the catalogue (the first of each 920 ids).
    const pages = Array.from({ length: 100 }, (_, i) => `/articles/${ids[i * Math.floor(ids.length / 100)].id}`);
    // Each page rendered once before the runs: the public cache keeps a page's render until the
    // catalogue changes, so the runs measure the pages as readers get them.
    for (const path of pages) {
      const res = await fetch(base + path);
      if (res.status !== 200) throw new Error(`${path}: ${res.status}`);
      await res.arrayBuffer();
    }
    await settle(base);
    const scenario = { name: 'article page', path: pages[0], sequence: pages, randomOrder: true };

    const measure = async (label: string) => {
      await readProbe();
      const server0 = processCpuMs(server.child.pid!);
      const bench0 = processCpuMs(process.pid);
      const pg0 = await postgresCpuMs(db);
      const loadBefore = loadAverage();
      const t0 = performance.now();
      const r = await load(base, scenario, { seconds: DURATION, connections: CONNECTIONS });
      const seconds = (performance.now() - t0) / 1000;
      const serverMs = (processCpuMs(server.child.pid!) ?? 0) - (server0 ?? 0);
      const benchMs = (processCpuMs(process.pid) ?? 0) - (bench0 ?? 0);
      const pgMs = cpuBetween(pg0, await postgresCpuMs(db));
      const probe = await readProbe();
      return { label, r, serverMs, benchMs, pgMs, loadBefore, probe, seconds };
    };

    // The stream's posts, made before the runs (decision 0115): the driver shares the machine's two
    // cores with the server, and generating 5,000 views and their JSON each second was the bench's
    // own cost inside the measure. Enough distinct views for a run's warm-up and measure (no view
    // repeats within its 30 s double-click window); each by one of 200,000 readers.
    const rand = random(7);
    const CHUNK = Math.min(5_000, RATE);
    const bodies = Array.from({ length: Math.ceil(((WARM_STREAM_S + DURATION + 15) * RATE) / CHUNK) }, () =>
      JSON.stringify({
        hits: Array.from({ length: CHUNK }, () => {
          const reader = Math.floor(rand() * 200_000);
          return {
            articleId: ids[Math.floor(rand() * rand() * ids.length)].id,
            ip: `10.${reader >> 16}.${(reader >> 8) & 255}.${reader & 255}`,
          };
        }),
      }),
    );
    let next = 0;
    // The stream: every whole second, the views due (RATE a second since it began) in posts of
    // CHUNK views (the route takes at most 5,000), more when behind; then a sleep to the next second.
    let sent = 0;
    let streaming = false;
    let failures = 0;
    const stream = async () => {
      streaming = true;
      const start = performance.now();
      sent = 0;
      while (streaming) {
        const due = Math.floor(((performance.now() - start) / 1000) * RATE);
        while (due - sent >= CHUNK) {
          const res = await fetch(`${base}/api/test/usage/hits`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
            body: bodies[next++ % bodies.length],
          });
          if (res.status !== 202) failures += 1;
          await res.arrayBuffer();
          sent += CHUNK;
        }
        const elapsed = performance.now() - start;
        await new Promise((r) => setTimeout(r, Math.ceil((elapsed + 1) / 1000) * 1000 - elapsed));
      }
    };

    type Run = Awaited<ReturnType<typeof measure>> & { reached?: number };
    const runs: Run[] = [];
    let intakeLine = '';
    for (let pair = 0; pair < PAIRS; pair++) {
      runs.push(await measure(`without usage (${pair + 1})`));
      const streamDone = stream();
      // The intake alone (first pair): the server's and PostgreSQL's CPU per 1,000 views over the
      // stream's warm-up (its last 30 s, once the writes of views 30 s old have begun).
      await new Promise((r) => setTimeout(r, (WARM_STREAM_S - 30) * 1000));
      const intake0 = {
        server: processCpuMs(server.child.pid!),
        bench: processCpuMs(process.pid),
        pg: await postgresCpuMs(db),
        sent,
      };
      await new Promise((r) => setTimeout(r, 30_000));
      if (pair === 0) {
        const views = sent - intake0.sent;
        const per = (ms: number | null) => (ms === null ? '–' : ((ms / Math.max(1, views)) * 1000).toFixed(1));
        intakeLine =
          `intake alone (stream, no page load, 30 s): ${views.toLocaleString('en')} views = ${Math.round(views / 30).toLocaleString('en')} views/s; ` +
          `CPU per 1,000 views: server ${per((processCpuMs(server.child.pid!) ?? 0) - (intake0.server ?? 0))} ms (the route's parsing, recording, resolving, the double-click filter, the writes), ` +
          `PostgreSQL ${per(cpuBetween(intake0.pg, await postgresCpuMs(db)))} ms, the bench's driver ${per((processCpuMs(process.pid) ?? 0) - (intake0.bench ?? 0))} ms`;
      }
      const sentBefore = sent;
      const t1 = performance.now();
      const run: Run = await measure(`with ${RATE.toLocaleString('en')} views/s (${pair + 1})`);
      run.reached = (sent - sentBefore) / ((performance.now() - t1) / 1000);
      runs.push(run);
      streaming = false;
      await streamDone;
      // Let the intake write what the stream left (30 s window + a flush).
      await new Promise((r) => setTimeout(r, 36_000));
    }
    runs.push(await measure(`without usage (${PAIRS + 1})`));

    console.log(
      `\nArticle page (100 pages in random order, ${CONNECTIONS} connections, ${DURATION} s each; runs in the order made)`,
    );
    console.log(
      '| run | load before | req/s | p50 ms | p95 ms | p99 ms | server CPU ms/req | PostgreSQL CPU ms/req | server GC ms/s (major) | event-loop delay p99 / max ms | stalls ≥ 10 ms | bench CPU ms/s | views/s | errors |',
    );
    console.log('| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
    for (const m of runs) {
      const per = (ms: number | null) => (ms === null ? '–' : (ms / Math.max(1, m.r.requests)).toFixed(3));
      const p = m.probe;
      const gc = p ? `${(p.gc.ms / m.seconds).toFixed(1)} (${((p.gc.byKind.major ?? 0) / m.seconds).toFixed(1)})` : '–';
      const eld = p ? `${p.eventLoopDelayMs.p99.toFixed(1)} / ${p.eventLoopDelayMs.max.toFixed(0)}` : '–';
      console.log(
        `| ${m.label} | ${m.loadBefore} | ${m.r.requestsPerSecond.toFixed(0)} | ${m.r.latencyMs.p50.toFixed(1)} | ${m.r.latencyMs.p95.toFixed(1)} | ${m.r.latencyMs.p99.toFixed(1)} | ${per(m.serverMs)} | ${per(m.pgMs)} | ${gc} | ${eld} | ${p?.stalls ?? '–'} | ${(m.benchMs / m.seconds).toFixed(0)} | ${m.reached === undefined ? '–' : Math.round(m.reached).toLocaleString('en')} | ${m.r.errors} |`,
      );
    }
    console.log(intakeLine);
    const median = (xs: number[]) => {
      const s = [...xs].sort((a, b) => a - b);
      return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
    };
    const p95s = (label: string) => runs.filter((m) => m.label.startsWith(label)).map((m) => m.r.latencyMs.p95);
    const without = p95s('without');
    const withStream = p95s('with ');
    const ratio = median(withStream) / median(without);
    // Each run with the stream against the mean of the runs without on either side of it.
    const local = runs
      .map((m, i) =>
        m.label.startsWith('with ')
          ? m.r.latencyMs.p95 / ((runs[i - 1].r.latencyMs.p95 + runs[i + 1].r.latencyMs.p95) / 2)
          : null,
      )
      .filter((x): x is number => x !== null);
    const range = (xs: number[]) => `${Math.min(...xs).toFixed(1)}–${Math.max(...xs).toFixed(1)}`;
    console.log(
      `p95 without: median ${median(without).toFixed(2)} ms (${without.length} runs, ${range(without)}); with the stream: median ${median(withStream).toFixed(2)} ms (${withStream.length} runs, ${range(withStream)}); ` +
        `${failures} failed batches\nratio of the medians of p95 (with / without) = ${ratio.toFixed(2)} (target ≤ 1.10: ${ratio <= 1.1 ? 'PASS' : 'MISS'}); ` +
        `each run with the stream against its neighbours without: ${local.map((x) => x.toFixed(2)).join(', ')}`,
    );
  } finally {
    await server.stop();
    await database.close();
    fs.rmSync(probeFile, { force: true });
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});

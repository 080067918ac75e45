/**
 * `npm run bench:office`: the editorial office at scale (docs/decisions/0073-office-at-scale.md).
 *
 * 1. The empty PostgreSQL database of BENCH_DATABASE_URL (else TEST_DATABASE_URL, which
 *    `node scripts/pg-cluster.mjs --` sets for a throwaway cluster: the npm script does that),
 *    migrated, then the synthetic office (bench/office-seed.ts: 50,000 submissions, 20,000
 *    accounts of which 5,000 reviewers), timed.
 * 2. The built server (dist/server/main.js, as `npm start` runs it; bench/server.ts) on that
 *    database, waited for until it has started; the bench signs in through `POST /api/login` as
 *    an editor of three journals and as the admin, and sends the access token the client sends
 *    (`Authorization: Bearer`, the session of the sign-in; a fresh one from `POST /api/refresh`
 *    with the refresh cookie before each scenario, as the client does, since tokens last 10 minutes).
 * 3. Each scenario checked once (status 200), warmed up for 1 s, then driven by autocannon at
 *    BENCH_CONNECTIONS (default 10) for BENCH_DURATION s (default 5), from a child process
 *    (bench/measure.ts). Printed: req/s, p50/p95/p99 and PASS/MISS against p95 ≤ 50 ms, and the
 *    load average of the machine before and after (it is shared).
 *
 * The editorial reports (decision 0086) are measured against their own target, p95 ≤ 200 ms.
 *
 * Environment: BENCH_DATABASE_URL, BENCH_DURATION, BENCH_CONNECTIONS, BENCH_ONLY (run only the
 * scenarios whose name holds it, and the floor), BENCH_KEEP=1 (keep the
 * database seeded by an earlier run: skip the seeding when it has submissions).
 */
import { execFileSync } from 'node:child_process';
import os from 'node:os';
import { sql } from 'drizzle-orm';
import { openDatabase, queryRows } from '../src/server/db/client';
import { load, probe, settle, type Row } from './measure';
import { OFFICE_ADMIN, OFFICE_EDITOR, OFFICE_SIZE, seedOffice, type OfficeReport } from './office-seed';
import { FLOOR, type Scenario } from './scenarios';
import { cpuBetween, postgresCpuMs, processCpuMs } from './cpu';
import { startBenchServer } from './server';

/** p95 target of every office scenario, in ms (issue's target for the office at scale). */
const TARGET_P95_MS = 50;

/** p95 target of the editorial reports, in ms (docs/decisions/0086-editorial-reports.md). */
const REPORTS_TARGET_P95_MS = 200;

/** An office scenario, with its own p95 target when not TARGET_P95_MS. */
type OfficeScenario = Scenario & { session: Session; targetMs?: number };

/** Met: answers came, all with the expected status (200; the floor's 404), and p95 within the target. */
const meets = (l: { requests: number; errors: number; latencyMs: { p95: number } }, targetMs = TARGET_P95_MS) =>
  l.requests > 0 && l.errors === 0 && l.latencyMs.p95 <= targetMs;
const WARMUP_SECONDS = 1;

function envNumber(name: string, fallback: number): number {
  const raw = process.env[name]?.trim();
  if (!raw) return fallback;
  const n = Number(raw);
  if (!(Number.isInteger(n) && n > 0)) throw new Error(`${name} must be a positive whole number, not "${raw}"`);
  return n;
}

/** Day `day` ('YYYY-MM-DD') plus `days`. */
const shiftDay = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

const loadAverage = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

/** A signed-in client: its access token, renewed from its refresh cookie. */
interface Session {
  token: string;
  renew(): Promise<void>;
}

async function signIn(base: string, who: { email: string; password: string }): Promise<Session> {
  const res = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' },
    body: JSON.stringify(who),
  });
  if (!res.ok) throw new Error(`sign-in of ${who.email}: ${res.status} ${await res.text()}`);
  let cookie = res.headers.getSetCookie().map((c) => c.split(';')[0]);
  const session: Session = {
    token: ((await res.json()) as { token: string }).token,
    async renew() {
      const r = await fetch(`${base}/api/refresh`, {
        method: 'POST',
        headers: { cookie: cookie.join('; '), 'sec-fetch-site': 'same-origin' },
      });
      if (!r.ok) throw new Error(`refresh of ${who.email}: ${r.status} ${await r.text()}`);
      cookie = r.headers.getSetCookie().map((c) => c.split(';')[0]);
      session.token = ((await r.json()) as { token: string }).token;
    },
  };
  return session;
}

/**
 * Makes the bench editor editor-in-chief of the first of its journals (by id), so that it may read
 * that journal's editorial reports (decision 0086); its other journals stay `editor`. Idempotent:
 * run on a fresh office and on one kept by BENCH_KEEP.
 */
async function chiefOfFirstJournal(database: Awaited<ReturnType<typeof openDatabase>>): Promise<void> {
  await database.db.execute(
    sql`update journal_editors set role = 'editor_in_chief'
        where user_id = (select id from users where email = ${OFFICE_EDITOR.email})
          and journal_id = (select min(journal_id) from journal_editors
                            where user_id = (select id from users where email = ${OFFICE_EDITOR.email}))`,
  );
}

async function seedOrReuse(url: string): Promise<OfficeReport> {
  const database = await openDatabase({ databaseUrl: url, poolSize: 2, statementTimeoutMs: 0 });
  try {
    const [{ n }] = await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from submissions`);
    if (n > 0) {
      if (process.env.BENCH_KEEP !== '1')
        throw new Error('BENCH_DATABASE_URL must name an empty database (or set BENCH_KEEP=1)');
      const [row] = await queryRows<{ editorId: number; submissionId: number }>(
        database.db,
        sql`select u.id as "editorId", (select s.id from submissions s where s.status = 'under_review'
              and s.handling_editor_id = u.id and exists (select 1 from invitations i where i.submission_id = s.id
              and i.round = s.round and i.status = 'submitted') order by s.id limit 1) as "submissionId"
            from users u where u.email = ${OFFICE_EDITOR.email}`,
      );
      console.log(`Reusing the office already in the database (${n} submissions).`);
      return { seconds: 0, counts: { submissions: n }, ...row };
    }
    console.log(
      `Seeding the office: ${OFFICE_SIZE.submissions} submissions, ${OFFICE_SIZE.accounts} accounts, ${OFFICE_SIZE.reviewers} reviewers…`,
    );
    let stepStarted = performance.now();
    let last = '';
    const report = await seedOffice(database.db, OFFICE_SIZE, (step) => {
      if (last) console.log(`  ${last}: ${((performance.now() - stepStarted) / 1000).toFixed(1)} s`);
      last = step;
      stepStarted = performance.now();
    });
    console.log(`  ${last}: ${((performance.now() - stepStarted) / 1000).toFixed(1)} s`);
    console.log(`  office built in ${report.seconds.toFixed(1)} s:`);
    for (const [table, count] of Object.entries(report.counts)) console.log(`    ${table.padEnd(20)} ${count}`);
    return report;
  } finally {
    await database.close();
  }
}

async function main(): Promise<void> {
  const url = (process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL)?.trim();
  if (!url)
    throw new Error(
      'PostgreSQL is needed: npm run bench:office starts a throwaway cluster; or set BENCH_DATABASE_URL to an empty database',
    );
  const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
  console.log(`Office bench, ${new Date().toISOString()}, commit ${commit}, load average ${loadAverage()}`);
  const seconds = envNumber('BENCH_DURATION', 5);
  const connections = envNumber('BENCH_CONNECTIONS', 10);
  const office = await seedOrReuse(url);
  const roles = await openDatabase({ databaseUrl: url, poolSize: 1, statementTimeoutMs: 0 });
  try {
    await chiefOfFirstJournal(roles);
  } finally {
    await roles.close();
  }
  if (!office.submissionId) throw new Error('no submission under review handled by the bench editor');

  const server = await startBenchServer('office', { DATABASE_URL: url }, { built: true });
  try {
    await server.started;
    await settle(server.base);
    const { base } = server;
    const editor = await signIn(base, OFFICE_EDITOR);
    const admin = await signIn(base, OFFICE_ADMIN);
    const [{ id: journalId }] = (await (
      await fetch(`${base}/api/editor/journals`, { headers: { authorization: `Bearer ${editor.token}` } })
    ).json()) as { id: number }[];
    const id = office.submissionId;

    const asEditor: OfficeScenario[] = [
      { name: 'editor queue, default', path: '/api/editor/submissions' },
      { name: 'editor queue, journal', path: `/api/editor/submissions?journalId=${journalId}` },
      { name: 'editor queue, status under review', path: '/api/editor/submissions?status=under_review' },
      { name: 'editor queue, assigned to me', path: '/api/editor/submissions?assigned=me' },
      { name: 'editor queue, overdue', path: '/api/editor/submissions?overdue=true' },
      { name: 'editor queue, search "kidney"', path: '/api/editor/submissions?q=kidney' },
      { name: 'editor queue, search an id', path: `/api/editor/submissions?q=%23${id}` },
      { name: 'reviewer search, first page', path: `/api/submissions/${id}/reviewer-candidates?page=1` },
      { name: 'reviewer search, name "Tanaka"', path: `/api/submissions/${id}/reviewer-candidates?q=Tanaka&page=1` },
      {
        name: 'reviewer search, keyword "nephrology"',
        path: `/api/submissions/${id}/reviewer-candidates?q=nephrology&page=1`,
      },
      { name: 'submission page: details', path: `/api/submissions/${id}` },
      { name: 'submission page: assignment', path: `/api/submissions/${id}/assignment` },
      { name: 'submission page: similarity check', path: `/api/submissions/${id}/similarity-check` },
      { name: 'submission page: mail record', path: `/api/submissions/${id}/mails` },
      {
        name: 'submission page, its 4 calls in turn',
        path: `/api/submissions/${id}`,
        sequence: [
          `/api/submissions/${id}`,
          `/api/submissions/${id}/assignment`,
          `/api/submissions/${id}/similarity-check`,
          `/api/submissions/${id}/mails`,
        ],
      },
    ].map((s) => ({ ...s, session: editor }));
    // The floor (bench/scenarios.ts): a JSON 404 of an unknown API path, no database work; what the
    // machine gives at all, first and last (on a shared machine, read the office's figures beside it).
    const floor: OfficeScenario = { ...FLOOR, session: editor };
    const asAdmin: OfficeScenario[] = [
      { name: 'users list, first page', path: '/api/admin/users?limit=20&offset=0', session: admin },
      {
        name: 'users list, deepest page the API serves (offset 10,000)',
        path: '/api/admin/users?limit=20&offset=10000',
        session: admin,
      },
    ];
    // The editorial reports (decision 0086): the bench editor is editor-in-chief of its first
    // journal (chiefOfFirstJournal); the last 12 months, and the admin's every journal.
    const to = new Date().toISOString().slice(0, 10);
    const from = new Date(Date.now() - 364 * 86_400_000).toISOString().slice(0, 10);
    const year = `from=${from}&to=${to}`;
    const reports: OfficeScenario[] = [
      { name: 'reports: editor-in-chief, journal, 12 months', path: `/api/reports/editorial?${year}`, session: editor },
      { name: 'reports: admin, every journal, 12 months', path: `/api/reports/editorial?${year}`, session: admin },
      {
        name: 'reports: admin, one journal and editor, 12 months',
        path: `/api/reports/editorial?${year}&journalId=${journalId}&editorId=${office.editorId}`,
        session: admin,
      },
      {
        name: 'reports: admin, every journal, 3 years',
        path: `/api/reports/editorial?from=${new Date(Date.now() - 3 * 365 * 86_400_000).toISOString().slice(0, 10)}&to=${to}`,
        session: admin,
      },
      {
        name: 'reports: CSV of the months, admin, 12 months',
        path: `/api/reports/editorial/csv?table=trends&${year}`,
        session: admin,
      },
      // Each request a period drawn from 2,000 (its first day 1–2,000 days earlier), so that nearly
      // every answer is computed, not served from the minute's cache (report-cache.ts).
      {
        name: 'reports: admin, every journal, 12 months, computed',
        path: `/api/reports/editorial?from=${from}&to=${to}`,
        sequence: Array.from(
          { length: 2000 },
          (_, i) => `/api/reports/editorial?from=${shiftDay(from, -1 - i)}&to=${to}`,
        ),
        randomOrder: true,
        session: admin,
      },
      {
        name: 'reports: editor-in-chief, journal, 12 months, computed',
        path: `/api/reports/editorial?from=${from}&to=${to}`,
        sequence: Array.from(
          { length: 2000 },
          (_, i) => `/api/reports/editorial?from=${shiftDay(from, -1 - i)}&to=${to}`,
        ),
        randomOrder: true,
        session: editor,
      },
      { name: 'reports: scope (journals and editors), admin', path: '/api/reports/scope', session: admin },
    ].map((s) => ({ ...s, targetMs: REPORTS_TARGET_P95_MS }));

    const loadBefore = loadAverage();
    console.log(`\nLoad average before the runs: ${loadBefore} (${os.cpus().length} cores)`);
    console.log(`${seconds} s per scenario at ${connections} connections (after ${WARMUP_SECONDS} s of warm-up)\n`);
    const rows: (Row & { targetMs?: number })[] = [];
    const only = process.env.BENCH_ONLY?.trim();
    const chosen = [...asEditor, ...asAdmin, ...reports].filter((s) => !only || s.name.includes(only));
    /** CPU milliseconds a request took, per scenario: the server's, and the database's processes'. */
    const cpu = new Map<string, CpuPerRequest>();
    // A connection of the bench's own, to read the database's process ids (pg_stat_activity).
    const watcher = await openDatabase({ databaseUrl: url, poolSize: 1, statementTimeoutMs: 0 });
    for (const scenario of [floor, ...chosen, { ...floor, name: `${floor.name}, again` }]) {
      await scenario.session.renew();
      const headers = { authorization: `Bearer ${scenario.session.token}` };
      const checked = await probe(base, scenario.sequence?.[0] ?? scenario.path, headers);
      if (checked.status !== (scenario.status ?? 200)) throw new Error(`${scenario.name}: ${checked.status}`);
      await load(base, scenario, { seconds: WARMUP_SECONDS, connections, headers });
      await settle(base);
      const serverBefore = processCpuMs(server.child.pid!);
      const databaseBefore = await postgresCpuMs(watcher.db);
      const result = await load(base, scenario, { seconds, connections, headers });
      const serverAfter = processCpuMs(server.child.pid!);
      const databaseAfter = await postgresCpuMs(watcher.db);
      await settle(base);
      const perRequest = (ms: number | null) => (ms === null || result.requests === 0 ? null : ms / result.requests);
      cpu.set(scenario.name, {
        server: perRequest(serverBefore === null || serverAfter === null ? null : serverAfter - serverBefore),
        database: perRequest(cpuBetween(databaseBefore, databaseAfter)),
      });
      rows.push({ scenario, cache: 'hot', probe: checked, load: result, ratio: 0, targetMs: scenario.targetMs });
      const { p50, p95, p99 } = result.latencyMs;
      console.log(
        `${scenario.name.padEnd(44)} ${result.requestsPerSecond.toFixed(0).padStart(6)} req/s  p50 ${p50.toFixed(1).padStart(6)}  p95 ${p95
          .toFixed(1)
          .padStart(
            6,
          )}  p99 ${p99.toFixed(1).padStart(6)} ms  ${meets(result, scenario.targetMs) ? 'PASS' : 'MISS'}  ${result.requests} answers${result.errors ? `  errors ${result.errors}` : ''}`,
      );
    }
    console.log(`\nLoad average after the runs: ${loadAverage()}\n`);
    console.log(officeTable(rows, cpu));
    await watcher.close();
  } finally {
    await server.stop();
  }
}

/** CPU milliseconds one request took: the server process's, and the database processes' (null: unreadable). */
interface CpuPerRequest {
  server: number | null;
  database: number | null;
}

/**
 * The results as a Markdown table: req/s, p50/p95/p99, answer size, the CPU milliseconds a request
 * took in the server and in the database (bench/cpu.ts: what the load of a shared machine changes
 * least), PASS/MISS (p95 ≤ each scenario's target).
 */
function officeTable(rows: (Row & { targetMs?: number })[], cpu: Map<string, CpuPerRequest>): string {
  const fmt = (n: number, digits = 1) =>
    n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
  const lines = [
    '| scenario | req/s | answers | p50 ms | p95 ms | p99 ms | bytes | gzip | server CPU ms/req | database CPU ms/req | errors | p95 target |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
  ];
  for (const { scenario, probe: p, load: l, targetMs = TARGET_P95_MS } of rows) {
    if (!p || !l) continue;
    lines.push(
      `| ${scenario.name} | ${fmt(l.requestsPerSecond)} | ${fmt(l.requests, 0)} | ${fmt(l.latencyMs.p50)} | ${fmt(l.latencyMs.p95)} | ${fmt(
        l.latencyMs.p99,
      )} | ${fmt(p.bytes, 0)} | ${fmt(p.wireBytes, 0)} | ${cpuCell(cpu.get(scenario.name)?.server)} | ${cpuCell(
        cpu.get(scenario.name)?.database,
      )} | ${l.errors} | ≤ ${targetMs} ms ${meets(l, targetMs) ? 'PASS' : '**MISS**'} |`,
    );
  }
  return lines.join('\n');
}

const cpuCell = (ms: number | null | undefined) => (ms === null || ms === undefined ? '–' : ms.toFixed(2));

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});

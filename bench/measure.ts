/**
 * Measuring one scenario (bench/scenarios.ts): a single checked request (probe), a timed run
 * with autocannon at N connections in a child process (load: requests/s, p50/p95/p99 from
 * every answer's time),
 * and the wait for what a run left in flight (settle). Requests accept gzip, as browsers do.
 */
import http from 'node:http';
import zlib from 'node:zlib';
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { WorkerInput, WorkerOutput } from './load-worker';
import type { Scenario } from './scenarios';

/** What a browser sends. */
const ACCEPT_ENCODING = 'gzip, deflate';

export interface Probe {
  status: number;
  /** Body size in bytes, uncompressed. */
  bytes: number;
  /** Body size on the wire with `Accept-Encoding: gzip, deflate`. */
  wireBytes: number;
  /** X-Total-Count, when the endpoint sends one. */
  total: number | null;
  ms: number;
}

/** One GET of `path` (gzip accepted, with `headers`): status, body sizes, total count and time. */
export function probe(baseUrl: string, path: string, headers: Record<string, string> = {}): Promise<Probe> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = http.get(
      baseUrl + path,
      { headers: { 'accept-encoding': ACCEPT_ENCODING, ...headers }, timeout: 30_000 },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', reject);
        res.on('end', () => {
          const wire = Buffer.concat(chunks);
          const encoding = res.headers['content-encoding'];
          const body =
            encoding === 'gzip' ? zlib.gunzipSync(wire) : encoding === 'deflate' ? zlib.inflateSync(wire) : wire;
          const total = res.headers['x-total-count'];
          resolve({
            status: res.statusCode ?? 0,
            bytes: body.byteLength,
            wireBytes: wire.byteLength,
            total: typeof total === 'string' ? Number(total) : null,
            ms: performance.now() - started,
          });
        });
      },
    );
    req.on('timeout', () => req.destroy(new Error(`GET ${path}: no answer in 30 s`)));
    req.on('error', reject);
  });
}

export interface Settled {
  /** Seconds until the server had worked off what the last run left in flight. */
  seconds: number;
}

/**
 * Waits (at most `maxSeconds`) until the requests a run left in flight are answered:
 * autocannon drops its sockets when time is up, but the server still runs what it received,
 * and with PGlite (one connection) those queries would queue ahead of the next scenario's.
 * Settled when /api/health, one database round trip, answers 200 within `quickMs`.
 */
export async function settle(baseUrl: string, maxSeconds = 60, quickMs = 100): Promise<Settled> {
  const started = performance.now();
  while (performance.now() - started < maxSeconds * 1000) {
    const p = await probe(baseUrl, '/api/health').catch(() => null);
    if (p?.status === 200 && p.ms < quickMs) break;
  }
  return { seconds: (performance.now() - started) / 1000 };
}

export interface LoadResult {
  requestsPerSecond: number;
  /** Percentiles of every answer's time, in ms. */
  latencyMs: { p50: number; p95: number; p99: number; max: number };
  requests: number;
  /** Connection errors, timeouts, and answers with another status than the scenario's. */
  errors: number;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/**
 * Drives `scenario` with `connections` concurrent connections for `seconds`, from a child
 * process (bench/load-worker.ts), so that the client's work is not the server's. `headers` go
 * with every request (bench/office.ts: the editor's bearer token). With `beforeEach`, it runs
 * before every request is sent (the cold-cache run invalidates there:
 * the worker asks for it just before sending).
 */
export async function load(
  baseUrl: string,
  scenario: Scenario,
  opts: { seconds: number; connections: number; beforeEach?: () => void; headers?: Record<string, string> },
): Promise<LoadResult> {
  const input: WorkerInput = {
    url: baseUrl + scenario.path,
    title: scenario.name,
    connections: opts.connections,
    seconds: opts.seconds,
    sequence: scenario.sequence,
    randomOrder: scenario.randomOrder,
    headers: { 'accept-encoding': ACCEPT_ENCODING, ...opts.headers },
    status: scenario.status ?? 200,
    cold: Boolean(opts.beforeEach),
  };
  // A child process, not a worker thread: autocannon in a worker thread reports raw
  // histograms for its own aggregation. The child is TypeScript too (tsx's loader).
  const child = fork(fileURLToPath(new URL('./load-worker.ts', import.meta.url)), [JSON.stringify(input)], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const output = await new Promise<WorkerOutput>((resolve, reject) => {
    child.on('message', (message: { invalidate?: true; done?: WorkerOutput }) => {
      if (message.invalidate) opts.beforeEach?.();
      if (message.done) resolve(message.done);
    });
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`the load generator exited (${code}) before its result`)));
  });
  child.kill();
  const times = output.times.sort((a, b) => a - b);
  return {
    requestsPerSecond: output.result.requests.average,
    latencyMs: {
      p50: percentile(times, 50),
      p95: percentile(times, 95),
      p99: percentile(times, 99),
      max: times.at(-1) ?? 0,
    },
    requests: output.result.requests.total,
    errors: output.result.errors + output.result.timeouts + output.wrongStatus,
  };
}

/** One line of the results. */
export interface Row {
  scenario: Scenario;
  /** 'hot' (cache kept), 'cold' (invalidated before every request), or 'skipped'. */
  cache: 'hot' | 'cold' | 'skipped';
  probe?: Probe;
  load?: LoadResult;
  /** Requests/s relative to the floor. */
  ratio?: number;
}

const fmt = (n: number, digits = 0) =>
  n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });

/** The results as a Markdown table (also readable as text). */
export function formatTable(rows: Row[]): string {
  const header = ['scenario', 'cache', 'req/s', 'p50 ms', 'p95 ms', 'x floor', 'bytes', 'gzip', 'total', 'errors'];
  const body = rows.map(({ scenario, cache, probe: p, load: l, ratio }) =>
    cache === 'skipped' || !l || !p
      ? [scenario.name, 'skipped', scenario.skipped ?? '', '', '', '', '', '', '', '']
      : [
          scenario.name,
          cache,
          fmt(l.requestsPerSecond, 1),
          fmt(l.latencyMs.p50, 1),
          fmt(l.latencyMs.p95, 1),
          (ratio ?? 0).toFixed(3),
          fmt(p.bytes),
          fmt(p.wireBytes),
          p.total === null ? '' : fmt(p.total),
          String(l.errors),
        ],
  );
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map((_, i) => (i === 0 || i === 1 ? '---' : '---:'))), ...body.map(line)].join(
    '\n',
  );
}

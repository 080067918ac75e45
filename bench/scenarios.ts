/**
 * The catalogue's load scenarios: the public read endpoints a visitor hits, each checked
 * once (status, body size) and then driven by autocannon for a fixed duration.
 */
import autocannon from 'autocannon';

export interface Scenario {
  name: string;
  /** Path and query, from the server's root. */
  path: string;
  /** Largest acceptable body in bytes, when the scenario has a budget. */
  maxBytes?: number;
}

/** A rare word of the corpus: "enkephalin" is in 3 of the 92k records, one in the first 2,000. */
export const RARE_TERM = 'enkephalin';
/** Budget of one header-search keystroke response. */
export const HEADER_SEARCH_MAX_BYTES = 10 * 1024;
export const HEALTH = 'health (baseline)';

/** The scenarios, in the order they are run; `articleId` is a real article. */
export function catalogueScenarios(articleId: number): Scenario[] {
  return [
    { name: HEALTH, path: '/api/health' },
    { name: 'list, first page', path: '/api/articles?limit=20' },
    { name: 'list, offset 50000', path: '/api/articles?limit=20&offset=50000' },
    { name: 'one article', path: `/api/articles/${articleId}` },
    {
      name: 'header search "neural network"',
      path: '/api/articles/search?q=neural%20network&limit=5',
      maxBytes: HEADER_SEARCH_MAX_BYTES,
    },
    { name: `search, rare "${RARE_TERM}"`, path: `/api/articles/search?q=${RARE_TERM}&limit=20` },
    { name: 'search, stop words "the of"', path: '/api/articles/search?q=the%20of' },
    { name: 'journals', path: '/api/journals' },
  ];
}

export interface Probe {
  status: number;
  /** Body size in bytes (no compression is configured). */
  bytes: number;
  /** X-Total-Count, when the endpoint sends one. */
  total: number | null;
  ms: number;
}

/** One request to `scenario`: status, body size, total count and time. */
export async function probe(baseUrl: string, scenario: Scenario): Promise<Probe> {
  const started = performance.now();
  const res = await fetch(baseUrl + scenario.path, { signal: AbortSignal.timeout(60_000) });
  const body = await res.arrayBuffer();
  const total = res.headers.get('x-total-count');
  return {
    status: res.status,
    bytes: body.byteLength,
    total: total === null ? null : Number(total),
    ms: performance.now() - started,
  };
}

export interface LoadResult {
  requestsPerSecond: number;
  latencyMs: { p50: number; p97_5: number; p99: number; max: number };
  requests: number;
  errors: number;
  timeouts: number;
  non2xx: number;
}

/** Drives `scenario` with `connections` concurrent connections for `seconds`. */
export async function load(
  baseUrl: string,
  scenario: Scenario,
  opts: { seconds: number; connections: number },
): Promise<LoadResult> {
  const r = await autocannon({
    url: baseUrl + scenario.path,
    title: scenario.name,
    connections: opts.connections,
    duration: opts.seconds,
    timeout: 30,
  });
  return {
    requestsPerSecond: r.requests.average,
    latencyMs: { p50: r.latency.p50, p97_5: r.latency.p97_5, p99: r.latency.p99, max: r.latency.max },
    requests: r.requests.total,
    errors: r.errors,
    timeouts: r.timeouts,
    non2xx: r.non2xx,
  };
}

export interface Row {
  scenario: Scenario;
  probe: Probe;
  load: LoadResult;
  /** Requests/s relative to the health baseline. */
  ratio: number;
}

const fmt = (n: number, digits = 0) =>
  n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });

/** The results as a fixed-width text table. */
export function formatTable(rows: Row[]): string {
  const header = ['scenario', 'req/s', 'p50 ms', 'p97.5 ms', 'p99 ms', 'bytes', 'total', 'x health', 'errors'];
  const body = rows.map(({ scenario, probe: p, load: l, ratio }) => [
    scenario.name,
    fmt(l.requestsPerSecond, 1),
    fmt(l.latencyMs.p50),
    fmt(l.latencyMs.p97_5),
    fmt(l.latencyMs.p99),
    fmt(p.bytes),
    p.total === null ? '' : fmt(p.total),
    ratio.toFixed(3),
    String(l.errors + l.timeouts + l.non2xx),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((r) => r[i].length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...body.map(line)].join('\n');
}

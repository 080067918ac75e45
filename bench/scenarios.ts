/**
 * The catalogue's load scenarios: the public read endpoints a visitor hits, each checked
 * once (status, body size) and then driven by autocannon for a fixed duration. Requests
 * accept gzip like a browser does (the app compresses bodies of 1 KB and more).
 */
import http from 'node:http';
import zlib from 'node:zlib';
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
/**
 * The header search's common queries (issue 15; bench/README.md): "neural network" and five
 * more, each with 600–15,000 title matches and 1,300–47,000 matches in all at 92k.
 */
export const COMMON_QUERIES = [
  'neural network',
  'deep learning',
  'machine learning',
  'time series',
  'language models',
  'model',
];
/** More header searches (issue 15): a prefix being typed, a DOI URL, an author, a journal title, a rare word. */
const OTHER_HEADER_QUERIES = [
  'neural netw',
  // The corpus's first record (so also in BENCH_LIMIT runs).
  'https://doi.org/10.1209/0295-5075/22/3/002',
  'Yuko Okamoto',
  'arXiv',
  RARE_TERM,
];

/** What the header dropdown sends (client features/articles/search/api/search-articles.ts). */
function headerSearch(q: string): Scenario {
  return {
    name: `header search "${q}"`,
    path: `/api/articles/search?q=${encodeURIComponent(q)}&limit=5&offset=0&view=compact`,
    maxBytes: HEADER_SEARCH_MAX_BYTES,
  };
}
/** What a browser sends: the app answers gzip (or deflate) for bodies of 1 KB and more. */
const ACCEPT_ENCODING = 'gzip, deflate';
/** Budget of one header-search keystroke response (JSON bytes, before compression). */
export const HEADER_SEARCH_MAX_BYTES = 10 * 1024;
export const HEALTH = 'health (baseline)';
/** A list position deep in the arXiv corpus: after the articles of 2015-01-01 and later. */
export const DEEP_CURSOR = '2015-01-01_2147483647';

/** The scenarios, in the order they are run; `articleId` is a real article. */
export function catalogueScenarios(articleId: number): Scenario[] {
  return [
    { name: HEALTH, path: '/api/health' },
    { name: 'list, first page', path: '/api/articles?limit=20' },
    // The deepest offset the API serves (issue 15: deeper pages go by cursor).
    { name: 'list, offset 10000 (the cap)', path: '/api/articles?limit=20&offset=10000' },
    // A deep page by keyset: after every article published on or after 2015-01-01 (a
    // cursor as the Link rel="next" headers give, see docs/decisions/0020).
    { name: 'list, deep page by cursor', path: `/api/articles?limit=20&cursor=${DEEP_CURSOR}` },
    { name: 'one article', path: `/api/articles/${articleId}` },
    ...[...COMMON_QUERIES, ...OTHER_HEADER_QUERIES].map(headerSearch),
    { name: 'search "neural network", full', path: '/api/articles/search?q=neural%20network&limit=5' },
    { name: `search, rare "${RARE_TERM}"`, path: `/api/articles/search?q=${RARE_TERM}&limit=20` },
    { name: 'search, stop words "the of"', path: '/api/articles/search?q=the%20of' },
    { name: 'journals', path: '/api/journals' },
  ];
}

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

/** One request to `scenario` (gzip accepted): status, body sizes, total count and time. */
export function probe(baseUrl: string, scenario: Scenario): Promise<Probe> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = http.get(
      baseUrl + scenario.path,
      { headers: { 'accept-encoding': ACCEPT_ENCODING }, timeout: 30_000 },
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
    req.on('timeout', () => req.destroy(new Error(`GET ${scenario.path}: no answer in 30 s`)));
    req.on('error', reject);
  });
}

export interface Settled {
  /** Seconds until the server had worked off what the last run left in flight. */
  seconds: number;
  /** Health checks answered 503 meanwhile (its database ping gives up after 2 s). */
  healthUnavailable: number;
}

/**
 * Waits (at most `maxSeconds`) until the requests a run left in flight are answered:
 * autocannon drops its sockets when time is up, but the server still runs what it received,
 * and with PGlite (one connection) those queries would queue ahead of the next scenario's.
 * Settled when /api/health, one database round trip, answers 200 within `quickMs`.
 */
export async function settle(baseUrl: string, maxSeconds = 60, quickMs = 100): Promise<Settled> {
  const started = performance.now();
  let healthUnavailable = 0;
  while (performance.now() - started < maxSeconds * 1000) {
    const p = await probe(baseUrl, { name: 'settle', path: '/api/health' }).catch(() => null);
    if (p?.status === 503) healthUnavailable += 1;
    if (p?.status === 200 && p.ms < quickMs) break;
  }
  return { seconds: (performance.now() - started) / 1000, healthUnavailable };
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
    headers: { 'accept-encoding': ACCEPT_ENCODING },
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
  settled: Settled;
  /** Requests/s relative to the health baseline. */
  ratio: number;
}

const fmt = (n: number, digits = 0) =>
  n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });

/** The results as a fixed-width text table. */
export function formatTable(rows: Row[]): string {
  const header = ['scenario', 'req/s', 'p50 ms', 'p97.5 ms', 'p99 ms', 'bytes', 'gzip', 'total', 'x health', 'errors'];
  const body = rows.map(({ scenario, probe: p, load: l, ratio }) => [
    scenario.name,
    fmt(l.requestsPerSecond, 1),
    fmt(l.latencyMs.p50),
    fmt(l.latencyMs.p97_5),
    fmt(l.latencyMs.p99),
    fmt(p.bytes),
    fmt(p.wireBytes),
    p.total === null ? '' : fmt(p.total),
    ratio.toFixed(3),
    String(l.errors + l.timeouts + l.non2xx),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((r) => r[i].length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...body.map(line)].join('\n');
}

/**
 * What sessions cost (decision 0008): a sign-in (argon2id, 19 MiB, t = 2) and the per-request
 * authentication of a guarded call (JWT check + one session/user lookup), as ratios to the
 * health endpoint, from one run. Starts the real server (`src/server/main.ts`) on a fresh
 * embedded database with TRUST_PROXY on the loopback addresses, so each request can come "from" its own address
 * (X-Forwarded-For) and the per-address rate limits stay out of the measurement.
 *
 *   npm run bench:sessions            (BENCH_SECONDS per scenario, default 10;
 *                                      BENCH_CONCURRENCY, default 8)
 *
 * Scenarios: health (baseline); GET /api/me with a bearer token; GET /api/admin/users as
 * the admin (auth + policy + a page of accounts); POST /api/login, each request a
 * different account (so the 5-per-15-minutes throttle of one e-mail is not hit).
 */
import { startBenchServer } from './server';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);
const USERS = 150;
const PASSWORD = 'Bench-Password-1';
const ADMIN = { email: 'admin@bench.example.org', password: 'Orchid-Lantern-Bench-7' };

let ipCounter = 0;
/** A fresh client address per request (the server trusts X-Forwarded-For in this bench). */
const nextIp = () => {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
};

interface Outcome {
  ok: number;
  failed: number;
  /** Latencies in ms. */
  latencies: number[];
}

/** Runs `request` from CONCURRENCY workers for SECONDS; counts 2xx and the rest. */
async function drive(request: (i: number) => Promise<Response>): Promise<Outcome> {
  const outcome: Outcome = { ok: 0, failed: 0, latencies: [] };
  const end = performance.now() + SECONDS * 1000;
  let n = 0;
  const worker = async () => {
    while (performance.now() < end) {
      const started = performance.now();
      const res = await request(n++);
      await res.arrayBuffer();
      outcome.latencies.push(performance.now() - started);
      if (res.ok) outcome.ok += 1;
      else outcome.failed += 1;
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return outcome;
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};

async function main(): Promise<void> {
  const server = await startBenchServer('sessions', {
    TRUST_PROXY: '127.0.0.1,::1',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
  });
  const { base } = server;
  try {
    const post = (url: string, body: unknown, headers: Record<string, string> = {}) =>
      fetch(`${base}${url}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': nextIp(), ...headers },
        body: JSON.stringify(body),
      });

    console.log(`Creating ${USERS} accounts…`);
    const emails: string[] = [];
    for (let i = 0; i < USERS; i++) {
      const email = `bench.${i}.${Date.now()}@example.org`;
      const res = await post('/api/signup', { name: `Bench Author ${i}`, email, password: PASSWORD });
      if (res.status !== 201) throw new Error(`signup ${res.status}: ${await res.text()}`);
      emails.push(email);
    }
    const adminLogin = await post('/api/login', ADMIN);
    if (!adminLogin.ok) throw new Error(`admin login ${adminLogin.status}`);
    const adminToken = ((await adminLogin.json()) as { token: string }).token;
    const authorToken = (
      (await (await post('/api/login', { email: emails[0], password: PASSWORD })).json()) as { token: string }
    ).token;

    const scenarios: [string, (i: number) => Promise<Response>][] = [
      ['health (baseline)', () => fetch(`${base}/api/health`)],
      [
        'GET /api/me (bearer token)',
        () => fetch(`${base}/api/me`, { headers: { authorization: `Bearer ${authorToken}` } }),
      ],
      [
        'GET /api/admin/users (admin)',
        () => fetch(`${base}/api/admin/users?limit=20`, { headers: { authorization: `Bearer ${adminToken}` } }),
      ],
      ['POST /api/login (argon2id)', (i) => post('/api/login', { email: emails[(i + 1) % USERS], password: PASSWORD })],
    ];
    console.log(`\n${SECONDS} s per scenario, ${CONCURRENCY} concurrent requests:\n`);
    const rows: { name: string; rps: number; p50: number; p99: number; failed: number }[] = [];
    for (const [name, request] of scenarios) {
      await drive(request); // warm-up: the same length, not counted (JIT, caches)
      const o = await drive(request);
      rows.push({
        name,
        rps: o.ok / SECONDS,
        p50: percentile(o.latencies, 50),
        p99: percentile(o.latencies, 99),
        failed: o.failed,
      });
    }
    const baseline = rows[0].rps;
    console.log('scenario                          req/s   ratio   p50 ms   p99 ms   non-2xx');
    for (const r of rows) {
      console.log(
        `${r.name.padEnd(32)} ${r.rps.toFixed(0).padStart(6)}  ${(r.rps / baseline).toFixed(3).padStart(6)}  ${r.p50.toFixed(1).padStart(7)}  ${r.p99.toFixed(1).padStart(7)}  ${String(r.failed).padStart(8)}`,
      );
    }
  } finally {
    await server.stop();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});

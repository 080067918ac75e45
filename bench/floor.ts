/**
 * `npm run bench:floor -- <base URL>…`: the server's floor side by side (decision 0061).
 *
 * Drives each given server (a base URL such as http://127.0.0.1:3471, started apart: one per
 * checkout to compare) with the same load generator, alternately, for several rounds: the
 * order of the servers turns each round, so that a burst of load from elsewhere on a shared
 * machine falls on each in turn. Each run is `wrk -t1 -c<connections> -d<seconds>s --latency`
 * when wrk is on PATH, else autocannon (in this process) with the same connections and time.
 *
 * Paths: the floor, `GET /api/does-not-exist` (an unknown API path: the JSON 404 of the whole
 * plugin pipeline, no database), and `/api/health`, unless `--paths` names others.
 *
 * Prints, per server and path, every round's req/s, the median req/s and p99, the ratio of the
 * median to the first server's, and, when the server listens on this machine (found with `ss`)
 * the server's CPU time per 1,000 answers (from /proc: user + system of its process during the
 * runs; steadier than req/s when other work shares the cores).
 *
 * Options: `--rounds=N` (default 3), `--seconds=S` (default 10), `--connections=C` (default 10),
 * `--paths=/a,/b`. Output: a Markdown table on stdout.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import autocannon from 'autocannon';

/** The floor and the health check: the default paths. */
const DEFAULT_PATHS = ['/api/does-not-exist', '/api/health'];

/** One run's figures. */
interface Run {
  requestsPerSecond: number;
  /** 99th percentile latency, in ms. */
  p99Ms: number;
  requests: number;
  /** Server CPU (user + system) during the run, in ms; null when its process is not known. */
  cpuMs: number | null;
}

/** The value of `--name=value`, or `fallback`. */
function option(args: string[], name: string, fallback: string): string {
  const found = args.find((a) => a.startsWith(`--${name}=`));
  return found ? found.slice(name.length + 3) : fallback;
}

/** True when `wrk` runs here. */
function hasWrk(): boolean {
  return spawnSync('wrk', ['--version'], { stdio: 'ignore' }).error === undefined;
}

/** wrk's latency with its unit (`850.00us`, `3.21ms`, `1.02s`), in ms. */
function wrkMs(text: string): number {
  const match = /^([\d.]+)(us|ms|s|m)$/.exec(text);
  if (!match) throw new Error(`wrk latency not understood: ${text}`);
  const scale = { us: 0.001, ms: 1, s: 1000, m: 60_000 }[match[2] as 'us' | 'ms' | 's' | 'm'];
  return Number(match[1]) * scale;
}

/** One wrk run against `url`. */
function runWrk(url: string, seconds: number, connections: number): Omit<Run, 'cpuMs'> {
  const out = execFileSync('wrk', ['-t1', `-c${connections}`, `-d${seconds}s`, '--latency', url], {
    encoding: 'utf8',
  });
  const rps = /Requests\/sec:\s+([\d.]+)/.exec(out);
  const p99 = /^\s+99%\s+(\S+)/m.exec(out);
  const total = /(\d+) requests in/.exec(out);
  if (!rps || !p99 || !total) throw new Error(`wrk output not understood:\n${out}`);
  return { requestsPerSecond: Number(rps[1]), p99Ms: wrkMs(p99[1]), requests: Number(total[1]) };
}

/** One autocannon run against `url` (when wrk is missing). */
async function runAutocannon(url: string, seconds: number, connections: number): Promise<Omit<Run, 'cpuMs'>> {
  const result = await autocannon({ url, connections, duration: seconds });
  return {
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
  };
}

/** The pid of the process listening on `url`'s port on this machine, or null. */
function listenerPid(url: string): number | null {
  const { hostname, port } = new URL(url);
  if (!['127.0.0.1', 'localhost', '[::1]', os.hostname()].includes(hostname)) return null;
  const out = spawnSync('ss', ['-ltnpH', `sport = :${port}`], { encoding: 'utf8' }).stdout ?? '';
  const match = /pid=(\d+)/.exec(out);
  return match ? Number(match[1]) : null;
}

/** CPU time (user + system) of process `pid` so far, in ms, or null when unreadable. */
function cpuMsOf(pid: number | null): number | null {
  if (pid === null) return null;
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces) start after its closing parenthesis.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]);
    return (ticks * 1000) / 100; // USER_HZ is 100 on Linux
  } catch {
    return null;
  }
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

async function main() {
  const args = process.argv.slice(2);
  const bases = args.filter((a) => !a.startsWith('--')).map((a) => a.replace(/\/+$/, ''));
  if (bases.length === 0) {
    console.error(
      'usage: npm run bench:floor -- [--rounds=3] [--seconds=10] [--connections=10] [--paths=/a,/b] <base URL>…',
    );
    process.exit(2);
  }
  const rounds = Number(option(args, 'rounds', '3'));
  const seconds = Number(option(args, 'seconds', '10'));
  const connections = Number(option(args, 'connections', '10'));
  const paths = option(args, 'paths', DEFAULT_PATHS.join(',')).split(',');
  const wrk = hasWrk();
  const pids = new Map(bases.map((b) => [b, listenerPid(b)]));
  console.log(
    `Load: ${wrk ? `wrk -t1 -c${connections} -d${seconds}s` : `autocannon, ${connections} connections, ${seconds} s`}; ` +
      `${rounds} rounds, servers alternating; load average ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
  );
  for (const base of bases) {
    const probe = await fetch(base + paths[0]).catch((err: unknown) => err as Error);
    if (probe instanceof Error) throw new Error(`${base}${paths[0]}: ${probe.message}`);
  }

  const runs = new Map<string, Run[]>();
  for (let round = 0; round < rounds; round++) {
    // The order turns each round: the first server of one round is the last of the next.
    const order = bases.map((_, i) => bases[(i + round) % bases.length]);
    for (const path of paths) {
      for (const base of order) {
        const url = base + path;
        const pid = pids.get(base) ?? null;
        const before = cpuMsOf(pid);
        const result = wrk ? runWrk(url, seconds, connections) : await runAutocannon(url, seconds, connections);
        const after = cpuMsOf(pid);
        const run = { ...result, cpuMs: before !== null && after !== null ? after - before : null };
        runs.set(url, [...(runs.get(url) ?? []), run]);
        const cpu = run.cpuMs === null ? '' : `, ${((run.cpuMs * 1000) / run.requests).toFixed(0)} ms CPU / 1k`;
        console.log(
          `  round ${round + 1} ${url}: ${run.requestsPerSecond.toFixed(0)} req/s, p99 ${run.p99Ms.toFixed(2)} ms${cpu}`,
        );
      }
    }
  }

  console.log(`\n| server | path | req/s by round | median req/s | × first | median p99 ms | CPU ms / 1k answers |`);
  console.log('| --- | --- | --- | ---: | ---: | ---: | ---: |');
  for (const path of paths) {
    const first = median(runs.get(bases[0] + path)!.map((r) => r.requestsPerSecond));
    for (const base of bases) {
      const mine = runs.get(base + path)!;
      const rps = median(mine.map((r) => r.requestsPerSecond));
      const cpu = mine.every((r) => r.cpuMs !== null)
        ? median(mine.map((r) => (r.cpuMs! * 1000) / r.requests)).toFixed(0)
        : '';
      console.log(
        `| ${base} | ${path} | ${mine.map((r) => r.requestsPerSecond.toFixed(0)).join(', ')} | ${rps.toFixed(0)} | ` +
          `${(rps / first).toFixed(2)} | ${median(mine.map((r) => r.p99Ms)).toFixed(2)} | ${cpu} |`,
      );
    }
  }
}

main().catch((err: unknown) => {
  console.error(`bench:floor failed: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});

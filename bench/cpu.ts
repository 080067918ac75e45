/**
 * CPU time spent by processes, read from Linux's /proc (utime + stime of /proc/<pid>/stat, in
 * clock ticks of 10 ms): what a request costs the server and the database whatever else the
 * machine is doing. A shared machine makes latencies vary with its load; the CPU a request
 * takes varies far less (bench/README.md "Office at scale").
 */
import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../src/server/db/client';

/** Milliseconds of a clock tick (USER_HZ, 100 on Linux). */
const TICK_MS = 10;

/** The CPU milliseconds (user + system) `pid` has used so far, or null off Linux or once it has exited. */
export function processCpuMs(pid: number): number | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces) in parentheses: utime is the 14th field, stime the 15th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
  } catch {
    return null;
  }
}

/**
 * The CPU milliseconds used so far by the PostgreSQL processes of `db`'s server that run now
 * (backends and background processes, from pg_stat_activity), keyed by process id, or null when
 * they cannot be read (another machine, or no permission).
 */
export async function postgresCpuMs(db: Db): Promise<Map<number, number> | null> {
  const rows = await queryRows<{ pid: number }>(db, sql`select pid from pg_stat_activity`);
  const byPid = new Map<number, number>();
  for (const { pid } of rows) {
    const ms = processCpuMs(pid);
    if (ms !== null) byPid.set(pid, ms);
  }
  return byPid.size > 0 ? byPid : null;
}

/** The CPU milliseconds the processes present in both readings used between them. */
export function cpuBetween(before: Map<number, number> | null, after: Map<number, number> | null): number | null {
  if (!before || !after) return null;
  let total = 0;
  for (const [pid, ms] of after) {
    const earlier = before.get(pid);
    if (earlier !== undefined) total += ms - earlier;
  }
  return total;
}

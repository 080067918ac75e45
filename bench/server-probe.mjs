/**
 * A preload for a bench's server (`node --import ./bench/server-probe.mjs …`, bench/usage.ts phase
 * `page`): what the server's own thread lived through, read from outside without touching the
 * product's code (decision 0115).
 *
 * - **GC pauses** (perf_hooks `gc` entries): count, total and longest pause in ms, by kind
 *   (minor = scavenge, major = mark-sweep-compact, incremental, weak callbacks).
 * - **Event-loop delay** (perf_hooks `monitorEventLoopDelay`, 1 ms resolution): p50, p95, p99 and
 *   max in ms, and the number of turns delayed by 10 ms or more (`stalls`, from a 5 ms timer's drift).
 *
 * On SIGWINCH (a signal the server leaves alone: it shuts down on SIGUSR2) it writes the figures
 * since the last SIGWINCH (or the start) to BENCH_PROBE_FILE as one JSON object, `seq` counting the
 * writes, then starts again from zero. Without BENCH_PROBE_FILE it does nothing.
 *
 * With BENCH_PROBE_PROFILE (a directory) it also profiles the server's CPU (node:inspector) between
 * two SIGWINCH: each is written as `{seq}.cpuprofile` (the self time of each function; the bench's
 * runs are the even segments, its pauses between runs the odd ones).
 */
import fs from 'node:fs';
import path from 'node:path';
import { Session } from 'node:inspector';
import { monitorEventLoopDelay, PerformanceObserver, constants } from 'node:perf_hooks';

const file = process.env.BENCH_PROBE_FILE;
if (file) {
  const KINDS = {
    [constants.NODE_PERFORMANCE_GC_MINOR]: 'minor',
    [constants.NODE_PERFORMANCE_GC_MAJOR]: 'major',
    [constants.NODE_PERFORMANCE_GC_INCREMENTAL]: 'incremental',
    [constants.NODE_PERFORMANCE_GC_WEAKCB]: 'weakcb',
  };
  let gc = { count: 0, ms: 0, maxMs: 0, byKind: {} };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const kind = KINDS[entry.detail?.kind] ?? 'other';
      gc.count += 1;
      gc.ms += entry.duration;
      gc.maxMs = Math.max(gc.maxMs, entry.duration);
      gc.byKind[kind] = (gc.byKind[kind] ?? 0) + entry.duration;
    }
  }).observe({ entryTypes: ['gc'] });

  const delay = monitorEventLoopDelay({ resolution: 1 });
  delay.enable();
  // Turns late by 10 ms or more, from a 5 ms timer's drift (the histogram has no timeline).
  let stalls = 0;
  let last = performance.now();
  setInterval(() => {
    const now = performance.now();
    if (now - last - 5 >= 10) stalls += 1;
    last = now;
  }, 5).unref();

  const profileDir = process.env.BENCH_PROBE_PROFILE;
  const session = profileDir ? new Session() : null;
  if (session) {
    session.connect();
    session.post('Profiler.enable', () => session.post('Profiler.start'));
  }

  let seq = 0;
  process.on('SIGWINCH', () => {
    if (session) {
      const n = seq + 1;
      session.post('Profiler.stop', (err, result) => {
        if (!err) fs.writeFileSync(path.join(profileDir, `${n}.cpuprofile`), JSON.stringify(result.profile));
        session.post('Profiler.start');
      });
    }
    const ms = (ns) => Number((ns / 1e6).toFixed(2));
    seq += 1;
    const out = {
      seq,
      gc: { ...gc, ms: Number(gc.ms.toFixed(1)), maxMs: Number(gc.maxMs.toFixed(1)) },
      eventLoopDelayMs: {
        p50: ms(delay.percentile(50)),
        p95: ms(delay.percentile(95)),
        p99: ms(delay.percentile(99)),
        max: ms(delay.max),
      },
      stalls,
    };
    fs.writeFileSync(file, JSON.stringify(out));
    gc = { count: 0, ms: 0, maxMs: 0, byKind: {} };
    delay.reset();
    stalls = 0;
  });
}

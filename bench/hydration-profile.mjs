#!/usr/bin/env node
/**
 * Long tasks of a public page's load and hydration (decision 0034), from a Chromium
 * performance trace: less sensitive to a loaded machine than Lighthouse, and it says what the
 * long tasks run.
 *
 * Usage: node bench/hydration-profile.mjs --base http://127.0.0.1:3471 [--runs 3] [--pages /,/articles/8]
 *          [--simulate 4] [--throttle 1] [--settle 4000] [--dist dist/client] [--top 12] [--json out.json]
 *
 * Needs a running production server (`node scripts/build.mjs --sourcemap`, then the server,
 * README) and Debian's Chromium (/usr/bin/chromium, or CHROMIUM). Default pages: home and
 * the newest article. For each page and run: a fresh browser context (412×823, mobile),
 * tracing (timeline + V8 sampling profiler) from before navigation until `--settle` ms after
 * the load event (a fixed wait: a polling wait would add Playwright's own tasks; the run
 * reports a page not hydrated by then).
 *
 * A task's duration is its main-thread CPU time (`tdur` of the renderer's `RunTask`) times
 * `--simulate` (4): Lighthouse's simulated 4× slowdown, applied to CPU time instead of wall
 * time so that other processes on the machine count less. `--throttle N` adds Chromium's own
 * CPU throttling (`Emulation.setCPUThrottlingRate`; its wall clock figures are printed too,
 * but on a shared machine they mostly measure the load). A long task is one over 50 ms, its
 * blocking time `duration − 50 ms`; as in Lighthouse's TBT, only time after first contentful
 * paint counts. Prints per run the long tasks and their total blocking time, the median run
 * per page, and for the median run the JavaScript self time in long tasks by source file and
 * by function (wall-clock samples scaled to the task's CPU-based duration; source maps
 * `*.js.map` in `--dist`, written by `node scripts/build.mjs --sourcemap`; without them the
 * minified chunk and position).
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright';
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping';

function arg(name, fallback) {
  const at = process.argv.indexOf(`--${name}`);
  return at === -1 ? fallback : process.argv[at + 1];
}

const base = arg('base', process.env.BASE_URL ?? 'http://127.0.0.1:3400');
const runs = Number(arg('runs', 3));
const throttle = Number(arg('throttle', 1));
/** Multiplier on a task's main-thread CPU time: Lighthouse's simulated 4× slowdown, on CPU time. */
const simulate = Number(arg('simulate', 4));
const dist = path.resolve(arg('dist', 'dist/client'));
const top = Number(arg('top', 12));
const jsonOut = arg('json', null);
const LONG_MS = 50;
const settleMs = Number(arg('settle', 4000));

async function defaultPages() {
  const response = await fetch(`${base}/api/articles?limit=1`);
  const [newest] = await response.json();
  return ['/', `/articles/${newest.id}`];
}

const maps = new Map();
/** The source position of a minified frame (0-based line/column), or null without a map. */
function original(url, line, column) {
  let file;
  try {
    file = path.join(dist, new URL(url).pathname);
  } catch {
    return null;
  }
  if (!maps.has(file)) {
    const mapFile = `${file}.map`;
    maps.set(file, fs.existsSync(mapFile) ? new TraceMap(fs.readFileSync(mapFile, 'utf8')) : null);
  }
  const map = maps.get(file);
  if (!map) return null;
  let position;
  try {
    position = originalPositionFor(map, { line: line + 1, column });
  } catch {
    return null; // a position outside the map (an inline script)
  }
  if (!position.source) return null;
  const source = position.source.replace(/^(\.\.\/)+/, '').replace(/^.*node_modules\//, 'node_modules/');
  return { source, line: position.line, name: position.name };
}

/** Reassembles the sampling profile(s) of one thread from the trace's Profile/ProfileChunk events. */
function samplesOf(events, pid, tid) {
  const profiles = new Map();
  for (const e of events) {
    if (e.pid !== pid) continue;
    if (e.name === 'Profile' && e.tid === tid) {
      profiles.set(e.id, { start: e.args.data.startTime, nodes: new Map(), samples: [], deltas: [] });
    } else if (e.name === 'ProfileChunk' && profiles.has(e.id)) {
      const profile = profiles.get(e.id);
      const data = e.args.data;
      for (const node of data.cpuProfile?.nodes ?? []) profile.nodes.set(node.id, node);
      profile.samples.push(...(data.cpuProfile?.samples ?? []));
      profile.deltas.push(...(data.timeDeltas ?? []));
    }
  }
  const out = [];
  for (const profile of profiles.values()) {
    let t = profile.start;
    profile.samples.forEach((id, i) => {
      t += profile.deltas[i] ?? 0;
      out.push({ ts: t, node: profile.nodes.get(id) });
    });
  }
  return out.sort((a, b) => a.ts - b.ts);
}

function frameLabel(node) {
  const frame = node?.callFrame ?? {};
  if (!frame.url) return { file: frame.functionName || '(native)', fn: frame.functionName || '(native)' };
  const mapped = original(frame.url, frame.lineNumber, frame.columnNumber);
  if (mapped) return { file: mapped.source, fn: `${mapped.source}:${mapped.line} ${frame.functionName || ''}`.trim() };
  const chunk = frame.url.replace(/^.*\//, '');
  return { file: chunk, fn: `${chunk}:${frame.lineNumber + 1}:${frame.columnNumber} ${frame.functionName}` };
}

/** Long tasks of the renderer's main thread and what they ran. */
function analyse(trace) {
  const events = trace.traceEvents;
  const names = events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  let best = null;
  for (const t of names) {
    const tasks = events.filter((e) => e.pid === t.pid && e.tid === t.tid && e.name === 'RunTask' && e.ph === 'X');
    const busy = tasks.reduce((s, e) => s + (e.dur ?? 0), 0);
    if (!best || busy > best.busy) best = { pid: t.pid, tid: t.tid, tasks, busy };
  }
  // Like Lighthouse's TBT, tasks before first contentful paint do not count (the first layout
  // of the server's HTML); a task across it counts from it.
  const fcp = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === best.pid)?.ts ?? 0;
  const est = (e) => ((e.tdur ?? e.dur) / 1000) * simulate * Math.min(1, (e.ts + e.dur - fcp) / e.dur);
  const long = best.tasks.filter((e) => e.ts + e.dur > fcp && est(e) > LONG_MS).sort((a, b) => a.ts - b.ts);
  const wallLong = best.tasks.filter((e) => e.ts >= fcp && e.dur / 1000 > LONG_MS);
  const wallBlocking = wallLong.reduce((s, e) => s + (e.dur / 1000 - LONG_MS), 0);
  const samples = samplesOf(events, best.pid, best.tid);
  const byFile = new Map();
  const byFn = new Map();
  const firstTs = best.tasks.reduce((m, e) => Math.min(m, e.ts), Infinity);
  const taskRows = long.map((task) => {
    const end = task.ts + task.dur;
    const inside = samples.filter((s) => s.ts >= task.ts && s.ts < end);
    // Samples are wall-clock; scale them to the task's estimated (CPU-time) duration.
    const scale = inside.length ? est(task) / (task.dur / 1000) : 1;
    const taskFiles = new Map();
    for (let i = 0; i < inside.length; i += 1) {
      const next = inside[i + 1]?.ts ?? end;
      const ms = ((next - inside[i].ts) / 1000) * scale;
      const { file, fn } = frameLabel(inside[i].node);
      byFile.set(file, (byFile.get(file) ?? 0) + ms);
      byFn.set(fn, (byFn.get(fn) ?? 0) + ms);
      taskFiles.set(file, (taskFiles.get(file) ?? 0) + ms);
    }
    const children = events.filter(
      (e) => e.pid === best.pid && e.tid === best.tid && e.ph === 'X' && e.ts >= task.ts && e.ts < end && e !== task,
    );
    const kinds = new Map();
    for (const e of children) {
      if (
        [
          'EvaluateScript',
          'FunctionCall',
          'ParseHTML',
          'Layout',
          'UpdateLayoutTree',
          'v8.compile',
          'TimerFire',
          'V8.GC_SCAVENGER',
          'MajorGC',
          'MinorGC',
          'v8.run',
          'EventDispatch',
          'RunMicrotasks',
          'v8.evaluateModule',
        ].includes(e.name)
      )
        kinds.set(e.name, (kinds.get(e.name) ?? 0) + e.dur / 1000);
    }
    return {
      atMs: Math.round((task.ts - firstTs) / 1000),
      ms: Math.round(est(task)),
      wallMs: Math.round(task.dur / 1000),
      top: [...taskFiles]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 4)
        .map(([f, ms]) => `${f} ${Math.round(ms)}`),
      kinds: Object.fromEntries([...kinds].map(([k, v]) => [k, Math.round(v)])),
    };
  });
  const blocking = long.reduce((s, e) => s + (est(e) - LONG_MS), 0);
  return {
    long: taskRows,
    count: long.length,
    blockingMs: Math.round(blocking),
    wallCount: wallLong.length,
    wallBlockingMs: Math.round(wallBlocking),
    byFile,
    byFn,
  };
}

async function profile(browser, url) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const errors = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
  await browser.startTracing(page, {
    categories: [
      'devtools.timeline',
      'disabled-by-default-devtools.timeline',
      'v8.execute',
      'v8',
      'disabled-by-default-v8.cpu_profiler',
      'toplevel',
      'blink.user_timing',
      'loading',
    ],
  });
  await page.goto(url, { waitUntil: 'load' });
  // A fixed wait, not a polling `waitForSelector`: Playwright's injected script would add tasks.
  await new Promise((resolve) => setTimeout(resolve, settleMs));
  const buffer = await browser.stopTracing();
  if (!(await page.locator('html[data-hydrated]').count())) errors.push(`not hydrated ${settleMs} ms after load`);
  await context.close();
  return { trace: JSON.parse(buffer.toString('utf8')), errors };
}

const pages = arg('pages', null)?.split(',') ?? (await defaultPages());
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-dev-shm-usage'],
});
const report = [];
try {
  for (const pagePath of pages) {
    const results = [];
    for (let i = 0; i < runs; i += 1) {
      const { trace, errors } = await profile(browser, `${base}${pagePath}`);
      const result = analyse(trace);
      results.push(result);
      console.log(
        `${pagePath} run ${i + 1}: ${result.count} long tasks [${result.long.map((t) => t.ms).join(', ')}] ms, blocking ${result.blockingMs} ms (wall clock: ${result.wallCount} long, ${result.wallBlockingMs} ms)${errors.length ? `, console errors: ${errors.join(' | ')}` : ''}`,
      );
    }
    const sorted = [...results].sort((a, b) => a.blockingMs - b.blockingMs);
    const median = sorted[Math.floor(sorted.length / 2)];
    const counts = results.map((r) => r.count).sort((a, b) => a - b);
    console.log(
      `${pagePath} median: blocking ${median.blockingMs} ms (runs ${results.map((r) => r.blockingMs).join('/')}), long tasks ${counts[Math.floor(counts.length / 2)]} (runs ${results.map((r) => r.count).join('/')})`,
    );
    for (const t of median.long)
      console.log(
        `  task at ${t.atMs} ms: ${t.ms} ms (wall ${t.wallMs})  ${t.top.join(', ')}  ${JSON.stringify(t.kinds)}`,
      );
    console.log('  JS self time in long tasks by file (ms):');
    for (const [f, ms] of [...median.byFile].sort((a, b) => b[1] - a[1]).slice(0, top))
      console.log(`    ${Math.round(ms).toString().padStart(5)}  ${f}`);
    console.log('  by function (ms):');
    for (const [f, ms] of [...median.byFn].sort((a, b) => b[1] - a[1]).slice(0, top))
      console.log(`    ${Math.round(ms).toString().padStart(5)}  ${f}`);
    report.push({
      page: pagePath,
      throttle,
      simulate,
      runs: results.map((r) => ({
        count: r.count,
        blockingMs: r.blockingMs,
        wallBlockingMs: r.wallBlockingMs,
        tasks: r.long,
      })),
      medianBlockingMs: median.blockingMs,
    });
  }
} finally {
  await browser.close();
}
if (jsonOut) fs.writeFileSync(jsonOut, `${JSON.stringify(report, null, 2)}\n`);

#!/usr/bin/env node
/**
 * The one gate behind `npm test` (and CI's `.ci/run`). Its steps:
 *
 *   build   0. scripts/build.mjs  (the production client, its server render entry, and the server
 *              bundle dist/server that the e2e and deployment steps run: decision 0062); first
 *   static  1. typecheck   tsgo --noEmit --singleThreaded -p tsconfig.json (TypeScript's native
 *                          compiler, same tsconfig and errors as tsc; `npm run typecheck:tsc` runs
 *                          tsc: decision 0108)
 *           2. lint        eslint --max-warnings=0 .
 *              format      prettier --check (after lint; npm run format writes it)
 *   unit    3. vitest run on PGlite (TEST_DATABASE_URL unset): the client projects, the server
 *              files that reach no database, the engine-specific database files and PGLITE_ONLY;
 *              the engine-independent database files too when no PostgreSQL pass is to run
 *   pg      4. vitest run on a throwaway PostgreSQL cluster (scripts/pg-cluster.mjs),
 *              TEST_DATABASE_URL=<its url>, the server projects only (the client project
 *              has no database to vary), and of it the files whose imports reach the test
 *              database less PGLITE_ONLY: the engine-specific ones (their second engine) and the
 *              engine-independent ones (their only run; scripts/database-test-files.mjs
 *              `postgresPassFiles`, decision 0050); skipped, with a clear line, when no
 *              PostgreSQL binaries are installed
 *   e2e     5. playwright test (against the built app on the real server)
 *   deploy  6. scripts/deploy-test.mjs (`npm run test:deploy`, decision 0049): PostgreSQL, Redis, the
 *              S3 stand-in, two servers and nginx with TLS; e2e-deploy/ through nginx while one
 *              server is killed and restarted (docs/deploy.md); skipped, with a clear line, when
 *              nginx, redis-server or PostgreSQL is not installed
 *
 * After the build, two branches run side by side, each one's steps in turn: typecheck → lint →
 * format under `nice -n 19`, then the client projects' tests (step 3's client half) on one
 * worker at normal priority, then the PGlite pass of the server projects (step 3's server half)
 * on one worker at normal priority, each step run whatever the one before gave; and e2e → deploy
 * (a failing e2e ends that branch). The browser steps have time limits and get a core when they
 * need one; the static checks, single-threaded and without time limits, take what is left; the
 * vitest passes beside them take the core the browser steps leave (decision 0050, amendment
 * "The client tests beside the browser steps"; decision 0100 moved the PGlite pass there: the
 * browser branch is the longer one). Then the PostgreSQL pass, with the machine to itself (its
 * tests have time limits too, and a pass at the lowest priority beside the browser missed
 * them); it runs even when a browser step or a vitest pass beside it failed, so that one run
 * names every failure (decision 0050, amendment "Browser steps beside the static checks").
 * Each step's output is printed whole when it ends, and each keeps its own time. With --only or
 * --skip-e2e leaving out both browser steps, the typecheck runs beside lint and format, then
 * the vitest passes.
 *
 * After each vitest pass: its ten slowest files (scripts/vitest-file-times.mts, whole per-file
 * time). At the end: one summary line per step with its wall time, the failed tests by name
 * (file › title: the first line of the error; CI shows only the end of the output), the gate's
 * total wall time, then the closing line CI reads, e.g.
 *   tests: 123 passed, 0 failed, 4 skipped
 * (summed over the three test passes; printed on failure too). Exit code 0 only when every
 * step that ran passed.
 *
 * Flags (for developers; CI runs everything):
 *   --skip-pg            skip the PostgreSQL pass
 *   --skip-e2e           skip the Playwright pass (the build still runs: it is a check too)
 *   --only=STEPS         run only these, comma-separated: static, unit, pg, build, e2e
 *                        (e2e implies build, since it serves the built client)
 *   e.g. `npm test -- --only=static`, `npm test -- --only=unit,pg`, `npm test -- --skip-e2e`
 * Anything after `--` is passed to both vitest passes (e.g. `--only=unit -- src/server`).
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';
import { postgresPassFiles } from './database-test-files.mjs';
import { findPgBinaries, startCluster } from './pg-cluster.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const BIN = path.join(ROOT, 'node_modules', '.bin');
const STEP_GROUPS = ['static', 'unit', 'pg', 'build', 'e2e', 'deploy'];
/** What Prettier formats (.prettierrc.json; .prettierignore leaves out generated files and prose). */
const FORMATTED = ['**/*.{ts,tsx,mts,js,mjs,cjs,json,css}'];
/**
 * The vitest projects of the server's tests (vitest.config.ts), which the PostgreSQL pass runs:
 * `server` (one module graph per worker) and `server-isolated` (a fresh one per file, the files
 * of scripts/isolated-test-files.mjs).
 */
const SERVER_PROJECTS = ['server', 'server-isolated'];

// ---------------------------------------------------------------- arguments
const argv = process.argv.slice(2);
const dashdash = argv.indexOf('--');
const flags = dashdash === -1 ? argv : argv.slice(0, dashdash);
const vitestExtra = dashdash === -1 ? [] : argv.slice(dashdash + 1);

let only = null;
let skipPg = false;
let skipE2e = false;
for (const flag of flags) {
  if (flag === '--skip-pg') skipPg = true;
  else if (flag === '--skip-e2e') skipE2e = true;
  else if (flag.startsWith('--only=')) {
    only = new Set(flag.slice('--only='.length).split(',').filter(Boolean));
    for (const name of only) {
      if (!STEP_GROUPS.includes(name)) usage(`unknown step '${name}' in ${flag}`);
    }
    if (only.has('e2e') || only.has('deploy')) only.add('build');
  } else if (flag === '--help' || flag === '-h') usage();
  else usage(`unknown flag '${flag}'`);
}

function usage(error) {
  const source = readFileSync(fileURLToPath(import.meta.url), 'utf8');
  const text = source.slice(source.indexOf('/**'), source.indexOf('*/'));
  if (error) process.stderr.write(`test.mjs: ${error}\n\n`);
  process.stderr.write(`${text.replace(/^\/\*\*|^ \* ?/gm, '')}\n`);
  process.exit(error ? 2 : 0);
}

/** True when `tool` is on PATH or in /usr/sbin (Debian's nginx is there). */
const installed = (tool) => spawnSync('sh', ['-c', `command -v ${tool} || test -x /usr/sbin/${tool}`]).status === 0;

const wants = (group) => (only ? only.has(group) : true);

// ---------------------------------------------------------------- running
const gateStarted = Date.now();
const gateCpuBefore = machineCpu();
const tmp = mkdtempSync(path.join(os.tmpdir(), 'genesis-test-'));
/** The commands running now (two at once in the static step). */
const running = new Set();
let interrupted = null;

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    interrupted = signal;
    for (const child of running) if (child.exitCode === null) child.kill(signal);
  });
}

function bin(name) {
  const local = path.join(BIN, name);
  return existsSync(local) ? local : name;
}

/**
 * Runs a command with inherited stdio; with `{ buffered: true }` its output is collected and
 * printed whole when it ends (for commands run side by side, so that their lines do not mix);
 * with `{ nice: n }` it runs under `nice -n n` (its children too: they inherit the priority).
 * @returns {Promise<number>} its exit code (128+n for a signal, 127 when it cannot start)
 */
function run(command, args, env = process.env, { buffered = false, nice = 0 } = {}) {
  return new Promise((resolve) => {
    const line = `\n$ ${nice ? `nice -n ${nice} ` : ''}${[path.relative(ROOT, command) || command, ...args].join(' ')}\n`;
    const chunks = [];
    if (!buffered) process.stdout.write(line);
    if (nice) [command, args] = ['nice', ['-n', String(nice), command, ...args]];
    const child = spawn(command, args, { cwd: ROOT, env, stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    running.add(child);
    if (buffered) {
      child.stdout.on('data', (chunk) => chunks.push(chunk));
      child.stderr.on('data', (chunk) => chunks.push(chunk));
    }
    let settled = false;
    const settle = (code) => {
      if (settled) return;
      settled = true;
      running.delete(child);
      if (buffered) process.stdout.write(`${line}${Buffer.concat(chunks).toString()}`);
      resolve(code);
    };
    child.on('error', (error) => {
      chunks.push(Buffer.from(`cannot run ${command}: ${error.message}\n`));
      if (!buffered) process.stderr.write(`cannot run ${command}: ${error.message}\n`);
      settle(127);
    });
    child.on('close', (code, signal) => settle(code ?? (signal ? 128 + (os.constants.signals[signal] ?? 0) : 1)));
  });
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/** Counts from vitest's json reporter (a file that failed to load counts as one failure). */
function vitestCounts(file) {
  const report = readJson(file);
  if (!report) return null;
  let failed = report.numFailedTests ?? 0;
  const failures = [];
  for (const suite of report.testResults ?? []) {
    const file = path.relative(ROOT, suite.name ?? '');
    const failedTests = (suite.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failedTests) {
      failures.push(`${file} › ${test.fullName ?? test.title}: ${firstLine(test.failureMessages?.[0])}`);
    }
    if (suite.status === 'failed' && failedTests.length === 0) {
      failed += 1;
      failures.push(`${file}: ${firstLine(suite.message)}`);
    }
  }
  return {
    passed: report.numPassedTests ?? 0,
    failed,
    skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
    failures,
  };
}

/** The first non-empty line of an error message, without colour codes, at most 160 characters. */
function firstLine(message) {
  const line =
    stripVTControlCharacters(String(message ?? ''))
      .split('\n')
      .find((l) => l.trim() !== '') ?? '';
  return line.trim().slice(0, 160);
}

/**
 * A failed Playwright test's error in one line: its first line, where it was thrown (the
 * assertion's file and line, often in a support file rather than the spec) and the assertion's
 * Locator / Expected / Received lines, so CI's tail alone tells which step failed and how.
 */
function playwrightError(error) {
  const lines = stripVTControlCharacters(String(error?.message ?? '')).split('\n');
  const detail = lines
    .map((l) => l.trim())
    .filter((l) => /^(Locator|Expected|Received)\b/.test(l))
    .map((l) => l.slice(0, 120));
  const where = error?.location ? ` at ${path.basename(error.location.file)}:${error.location.line}` : '';
  return [firstLine(error?.message) + where, ...detail].join('; ');
}

/** Counts from playwright's json reporter (global errors count as one failure). */
function playwrightCounts(file) {
  const report = readJson(file);
  if (!report?.stats) return null;
  const { expected = 0, unexpected = 0, flaky = 0, skipped = 0 } = report.stats;
  const globalErrors = (report.errors ?? []).length > 0 && unexpected === 0 ? 1 : 0;
  const failures = (report.errors ?? []).map((error) => `global: ${firstLine(error.message)}`);
  /** Walks a file's suites (titled by their describe blocks) for the specs whose outcome was unexpected. */
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected') continue;
        const error = test.results?.at(-1)?.error;
        failures.push(`${spec.file}:${spec.line} › ${[...titles, spec.title].join(' › ')}: ${playwrightError(error)}`);
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  return { passed: expected + flaky, failed: unexpected + globalErrors, skipped, failures };
}

/**
 * @type {Array<{ name: string, status: 'passed'|'failed'|'skipped', note?: string,
 *   counts?: {passed:number, failed:number, skipped:number}, seconds?: number }>}
 */
const results = [];
let failedStep = null;

/**
 * Runs one step unless an earlier one failed.
 * @param {string} name
 * @param {() => Promise<{ code: number, counts?: object, note?: string, skipped?: boolean }>} body
 */
async function step(name, body) {
  if (failedStep || interrupted) return;
  process.stdout.write(`\n━━━ ${name} ━━━\n`);
  record(name, await timed(body));
}

/**
 * Runs branches of steps side by side, unless an earlier step failed: the steps of one branch in
 * turn (a failure ends its branch unless `goOnAfterFailure[i]` says otherwise for branch i), the
 * branches at once. Each step keeps its own time; their
 * bodies must print through `run(..., { buffered: true })`. Recorded in the order given.
 * @param {Array<Array<[string, () => Promise<{ code: number, note?: string }>]>>} branches
 */
async function stepsSideBySide(branches, { goOnAfterFailure = [] } = {}) {
  if (failedStep || interrupted) return;
  const names = branches.map((branch) => branch.map(([name]) => name).join(', then '));
  process.stdout.write(`\n━━━ side by side: ${names.join(' | ')} ━━━\n`);
  const outcomes = await Promise.all(
    branches.map(async (branch, index) => {
      const done = [];
      for (const [name, body] of branch) {
        const outcome = await timed(body);
        done.push([name, outcome]);
        if (interrupted || (outcome.code !== 0 && !goOnAfterFailure[index])) break;
      }
      return done;
    }),
  );
  for (const [name, outcome] of outcomes.flat()) record(name, outcome);
}

/**
 * The machine's CPU time so far from /proc/stat's first line (all cores; USER_HZ = 100 ticks a
 * second): `busy` (user, nice, system, irq, softirq, steal) and `all` (busy + idle + iowait), in
 * seconds; null where /proc/stat does not exist. Tells whether a step was short of cores or
 * waiting (decision 0050: where the gate's time goes).
 */
function machineCpu() {
  try {
    const [, ...ticks] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).map(Number);
    const [user, nice, system, idle, iowait, irq = 0, softirq = 0, steal = 0] = ticks;
    const busy = user + nice + system + irq + softirq + steal;
    return { busy: busy / 100, all: (busy + idle + iowait) / 100 };
  } catch {
    return null;
  }
}

/** "N CPU-s busy of M (P %)" between two machineCpu() readings, or '' without them. */
function cpuNote(before, after) {
  if (!before || !after || after.all <= before.all) return '';
  const busy = after.busy - before.busy;
  const all = after.all - before.all;
  return `machine ${busy.toFixed(0)} CPU-s busy of ${all.toFixed(0)} (${((100 * busy) / all).toFixed(0)} %)`;
}

/** The outcome of a step's body, its wall time in seconds and the machine's CPU over it. */
async function timed(body) {
  const started = Date.now();
  const cpuBefore = machineCpu();
  let outcome;
  try {
    outcome = await body();
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : error}\n`);
    outcome = { code: 1, note: error instanceof Error ? error.message.split('\n')[0] : String(error) };
  }
  return { ...outcome, seconds: (Date.now() - started) / 1000, cpu: cpuNote(cpuBefore, machineCpu()) };
}

function record(name, outcome) {
  const { seconds } = outcome;
  if (outcome.skipped) {
    results.push({ name, status: 'skipped', note: outcome.note, seconds });
    return;
  }
  const cpu = outcome.cpu;
  let counts = outcome.counts;
  if (outcome.code !== 0 && counts && counts.failed === 0) {
    // The runner failed without reporting a failing test (crash, setup error): count it.
    counts = {
      ...counts,
      failed: 1,
      failures: [`the runner exited ${outcome.code} without a failing test (see its output)`],
    };
  }
  const status = outcome.code === 0 && !interrupted ? 'passed' : 'failed';
  results.push({ name, status, note: outcome.note, counts, seconds, cpu });
  if (status === 'failed' && !failedStep) failedStep = name;
}

/**
 * Prints the slowest files of a vitest pass (scripts/vitest-file-times.mts: whole per-file time,
 * hooks included), the figures that scripts/vitest-sequencer.mts's SLOW_FILES orders by.
 */
function printSlowest(label, timesFile, count = 10) {
  const times = readJson(timesFile);
  if (!times) return;
  const entries = Object.entries(times);
  const sum = entries.reduce((total, [, ms]) => total + ms, 0);
  process.stdout.write(
    `\nslowest files of the ${label} pass (${entries.length} files, ${(sum / 1000).toFixed(0)} s summed):\n`,
  );
  for (const [file, ms] of entries.slice(0, count))
    process.stdout.write(`  ${(ms / 1000).toFixed(1).padStart(7)} s  ${file}\n`);
}

/**
 * One vitest run; `projects` limits it to those vitest projects (vitest.config.ts), `files` to
 * those test files (ignored when the developer gave vitest arguments after `--`).
 */
async function vitestPass(label, extraEnv, projects = [], files = [], exclude = [], runOptions = {}, extraArgs = []) {
  const output = path.join(tmp, `vitest-${label}.json`);
  const timesFile = path.join(tmp, `vitest-${label}-file-times.json`);
  // The server projects set an `exclude` of their own, which replaces `--exclude` for them: the
  // files to leave out go to vitest.config.ts through GENESIS_VITEST_EXCLUDE as well.
  // (Files named after `--` replace both, as they replace `--exclude`.)
  const runExclude = vitestExtra.length > 0 ? [] : exclude;
  const env = {
    ...process.env,
    ...extraEnv,
    VITEST_FILE_TIMES: timesFile,
    GENESIS_VITEST_EXCLUDE: runExclude.join('\n'),
  };
  if (!('TEST_DATABASE_URL' in extraEnv)) delete env.TEST_DATABASE_URL;
  const code = await run(
    bin('vitest'),
    [
      'run',
      '--reporter=default',
      '--reporter=json',
      `--outputFile=${output}`,
      '--reporter=./scripts/vitest-file-times.mts',
      ...projects.flatMap((name) => ['--project', name]),
      ...extraArgs,
      ...(vitestExtra.length > 0 ? vitestExtra : [...files, ...exclude.flatMap((file) => ['--exclude', file])]),
    ],
    env,
    runOptions,
  );
  const counts = vitestCounts(output) ?? { passed: 0, failed: 0, skipped: 0 };
  printSlowest(label, timesFile);
  return { code, counts, note: vitestCounts(output) ? undefined : 'no json report written' };
}

// ---------------------------------------------------------------- the steps
// The browser steps (e2e, then deployment) spend much of their time waiting on the browser, the
// server and the mail sink, and have time limits a starved browser can miss; the static checks
// are single-threaded and have none. So the static checks run beside the browser steps, at the
// lowest priority (nice 19), and the vitest passes, CPU-bound on both cores with tests that have
// time limits of their own, run after them with the machine to themselves (decision 0050,
// amendment "Browser steps beside the static checks"). Outputs are printed whole as each step
// ends, so the branches never mix.
const sideBySide = wants('static') && (wants('e2e') || wants('deploy')) && !skipE2e;
const staticRun = sideBySide ? { buffered: true, nice: 19 } : { buffered: true };
const browserRun = sideBySide ? { buffered: true } : {};

/** Steps 1–2: single-threaded tools, each on a core of its own (decision 0050). */
const typecheckStep = [
  'typecheck',
  async () => ({
    code: await run(bin('tsgo'), ['--noEmit', '--singleThreaded', '-p', 'tsconfig.json'], undefined, staticRun),
  }),
];
const lintSteps = [
  ['lint', async () => ({ code: await run(bin('eslint'), ['--max-warnings=0', '.'], undefined, staticRun) })],
  ['format', async () => ({ code: await run(bin('prettier'), ['--check', ...FORMATTED], undefined, staticRun) })],
];

/**
 * The vitest projects of the client's tests (vitest.config.ts): `client` (one module graph and
 * one jsdom per worker, reset after each file: decision 0109) and `client-isolated` (a fresh one
 * per file, the files of ISOLATED_CLIENT_FILES in scripts/isolated-test-files.mjs).
 */
const CLIENT_PROJECTS = ['client', 'client-isolated'];

/**
 * Step 3a, beside the browser steps: the client projects (jsdom, MSW; no database, no server) on
 * one worker at normal priority, so that it and the browser steps each have a core (decision
 * 0050, amendment "The client tests beside the browser steps").
 */
async function clientBody() {
  return vitestPass('client', {}, CLIENT_PROJECTS, [], [], { buffered: true }, ['--maxWorkers=1']);
}

/**
 * Step 3: the PGlite pass; without the client project when it ran beside the browser steps.
 * @param projects the vitest projects to run (all when empty)
 */
async function unitBody(projects = [], runOptions = {}, extraArgs = []) {
  // The engine-independent database files (`once`) run in the PostgreSQL pass when there will
  // be one, and here otherwise; the engine-specific ones run in both (decision 0050).
  const pgPass = wants('pg') && !skipPg && findPgBinaries() !== null;
  const exclude = pgPass ? postgresPassFiles(ROOT).once : [];
  return vitestPass('pglite', {}, projects, [], exclude, runOptions, extraArgs);
}

/** Step 4: the PostgreSQL pass, on a throwaway cluster. */
async function pgBody() {
  if (skipPg) return { skipped: true, code: 0, note: 'skipped by --skip-pg' };
  const cluster = await startCluster({ log: (line) => process.stdout.write(`[pg-cluster] ${line}\n`) });
  if (!cluster) {
    process.stdout.write('PostgreSQL pass skipped: no initdb/pg_ctl found\n');
    return { skipped: true, code: 0, note: 'PostgreSQL pass skipped: no initdb/pg_ctl found' };
  }
  try {
    const { postgres, bothEngines, once, pgliteOnly, databaseFree } = postgresPassFiles(ROOT);
    process.stdout.write(
      `${postgres.length + pgliteOnly.length} server test files use the database (${databaseFree.length} do not): ` +
        `${bothEngines.length} engine-specific run on both engines, ${once.length} engine-independent ` +
        `run here only, ${pgliteOnly.length} (PGLITE_ONLY) on PGlite only\n`,
    );
    return await vitestPass('postgres', { TEST_DATABASE_URL: cluster.url }, SERVER_PROJECTS, postgres, []);
  } finally {
    await cluster.stop();
    process.stdout.write('[pg-cluster] stopped and removed\n');
  }
}

/**
 * Runs a Playwright command with the list and json reporters; its counts come from the json
 * report written to `label`.json (a missing report counts nothing and says so).
 */
async function playwrightStep(label, command, args) {
  const output = path.join(tmp, `${label}.json`);
  const code = await run(
    command,
    [...args, '--reporter=list,json'],
    { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: output },
    browserRun,
  );
  const counts = playwrightCounts(output);
  return {
    code,
    counts: counts ?? { passed: 0, failed: 0, skipped: 0 },
    note: counts ? undefined : 'no json report written',
  };
}

/** Step 5: Playwright against the built app. */
async function e2eBody() {
  if (skipE2e) return { skipped: true, code: 0, note: 'skipped by --skip-e2e' };
  return playwrightStep('playwright', bin('playwright'), ['test']);
}

/** Step 6: two servers behind nginx. */
async function deployBody() {
  if (skipE2e) return { skipped: true, code: 0, note: 'skipped by --skip-e2e' };
  const missing = ['nginx', 'redis-server', 'openssl'].filter((name) => !installed(name));
  if (!findPgBinaries()) missing.push('PostgreSQL (initdb, pg_ctl)');
  // CI (.ci/run) installs them: there a missing one fails the step instead of skipping it.
  if (missing.length > 0 && !process.env.CI) {
    const note = `deployment run skipped: ${missing.join(', ')} not installed`;
    process.stdout.write(`${note}\n`);
    return { skipped: true, code: 0, note };
  }
  return playwrightStep('playwright-deploy', process.execPath, [path.join(ROOT, 'scripts/deploy-test.mjs')]);
}

if (wants('build')) {
  // Before the tests: the e2e and deployment steps serve this build.
  const buildScript = path.join(ROOT, 'scripts/build.mjs');
  await step('build', async () => ({ code: await run(process.execPath, [buildScript]) }));
}

const browserBranch = [];
if (wants('e2e')) browserBranch.push(['e2e (Playwright)', e2eBody]);
if (wants('deploy')) browserBranch.push(['deployment (two servers behind nginx)', deployBody]);
// With the browser steps, the client project runs beside them after the static checks, and then
// the PGlite pass of the server projects, on one worker at normal priority too (decision 0100):
// the browser steps are the longer branch, and the PGlite pass fills the time the static branch
// left idle instead of running after both; only the PostgreSQL pass runs after them.
const clientBeside = sideBySide && wants('unit');
const PGLITE_BESIDE = 'unit tests (PGlite, server, beside the browser)';
const vitestBranch = [];
if (!clientBeside && wants('unit')) vitestBranch.push(['unit tests (PGlite)', () => unitBody()]);
if (wants('pg')) vitestBranch.push(['integration tests (PostgreSQL)', pgBody]);
if (sideBySide) {
  const staticBranch = [typecheckStep, ...lintSteps];
  if (clientBeside) {
    staticBranch.push(['unit tests (client, beside the browser)', clientBody]);
    staticBranch.push([PGLITE_BESIDE, () => unitBody(SERVER_PROJECTS, { buffered: true }, ['--maxWorkers=1'])]);
  }
  await stepsSideBySide([staticBranch, browserBranch], { goOnAfterFailure: [true, false] });
} else {
  // The typecheck on one core while lint and then format use the other; the summary keeps each
  // one's own time.
  if (wants('static')) await stepsSideBySide([[typecheckStep], lintSteps]);
  for (const [name, body] of browserBranch) await step(name, body);
}
// The vitest passes run even when a browser step failed, so that one run names every failure.
// So do they when the client pass beside the browser failed (a test pass too, not a static check).
const testPassesBeside = [
  ...browserBranch.map(([name]) => name),
  'unit tests (client, beside the browser)',
  PGLITE_BESIDE,
];
const browserFailed = failedStep !== null && testPassesBeside.includes(failedStep);
if (browserFailed) failedStep = null;
for (const [name, body] of vitestBranch) await step(name, body);
if (browserFailed) failedStep = results.find((r) => r.status === 'failed')?.name ?? failedStep;

// ---------------------------------------------------------------- summary
rmSync(tmp, { recursive: true, force: true });

const total = { passed: 0, failed: 0, skipped: 0 };
process.stdout.write('\n━━━ summary ━━━\n');
for (const result of results) {
  const time = result.seconds === undefined ? '' : ` (${result.seconds.toFixed(1)} s)`;
  let line = `[${result.status}] ${result.name}${time}`;
  if (result.counts) {
    total.passed += result.counts.passed;
    total.failed += result.counts.failed;
    total.skipped += result.counts.skipped;
    line += ` · ${result.counts.passed} passed · ${result.counts.failed} failed · ${result.counts.skipped} skipped`;
  }
  if (result.note) line += ` · ${result.note}`;
  if (result.cpu) line += ` · ${result.cpu}`;
  process.stdout.write(`${line}\n`);
}
// The failed tests by name, last before the totals: CI shows the end of the output.
const failures = results.flatMap((result) => (result.counts?.failures ?? []).map((line) => `${result.name}: ${line}`));
if (failures.length > 0) {
  process.stdout.write(`failed tests (${failures.length}):\n`);
  for (const line of failures.slice(0, 12)) process.stdout.write(`  ✗ ${line}\n`);
  if (failures.length > 12) process.stdout.write(`  … and ${failures.length - 12} more above\n`);
}
const gateCpu = cpuNote(gateCpuBefore, machineCpu());
process.stdout.write(
  `total: ${((Date.now() - gateStarted) / 1000).toFixed(1)} s wall${gateCpu ? ` · ${gateCpu}` : ''}\n`,
);
if (failedStep) process.stdout.write(`FAILED at step: ${failedStep}\n`);
if (interrupted) process.stdout.write(`interrupted by ${interrupted}\n`);
process.stdout.write(`tests: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped\n`);
process.exitCode = failedStep || interrupted ? 1 : 0;

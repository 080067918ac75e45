/**
 * The job runner (decision 0043): one per server,
 * over the jobs table (queue.ts). Handlers are registered by kind; every `intervalMs` a pass
 * enqueues the current period of each periodic job (once per period across servers: a unique
 * key), then claims due jobs one at a time and runs their handlers. A handler that throws is
 * retried after its kind's backoff, and after the job's last attempt the job is 'dead'.
 * Errors are logged, never thrown out of the timer; the timer is unref'd.
 */
import type { Db } from '../../db/client';
import {
  backoffMs,
  claimNextJob,
  completeJob,
  DEFAULT_LEASE_MS,
  enqueueJob,
  failJob,
  pruneDoneJobs,
  type JobRow,
} from './queue';

/** The logger calls the runner makes (pino's shape). */
export interface JobLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/** What a handler is told about the attempt it runs. */
export interface JobContext {
  /** The claimed row (`attempts` counts this attempt, from 1). */
  job: JobRow;
  /** True when a failure now makes the job dead. */
  lastAttempt: boolean;
}

/**
 * Does a job's work. Resolving marks the job done; throwing fails the attempt (the error's
 * message is kept as `last_error`: it must not carry secrets). An error with a numeric
 * `retryInMs` property sets the delay before the retry, instead of the kind's backoff.
 */
export type JobHandler = (payload: unknown, context: JobContext) => Promise<void>;

export interface JobKindOptions {
  /** Backoff after n failed attempts, in ms (default {@link backoffMs}). */
  retryDelay?: (attempts: number) => number;
  /** Lease of a claimed job, in ms (default 5 min; must exceed the handler's longest run). */
  leaseMs?: number;
  /**
   * 'slow': the kind runs in a lane of its own (plugins/jobs.ts), so that its long runs (an
   * article's figures converted for a minute) never hold back the others (a mail, a deposit).
   * 'import': the OJS import screen's preview and import (decision 0101), in a lane of their own
   * too, so that an admin's preview does not wait behind the figures of a whole catalogue, nor
   * those behind an hour's import.
   * Read by the jobs plugin; a runner of its own ignores it. Default: the common lane.
   */
  lane?: 'slow' | 'import';
}

export interface PeriodicJobOptions extends JobKindOptions {
  /** Attempts within one period before that period's job is dead (default 3). */
  maxAttempts?: number;
}

/** Outcomes counted per kind since the runner was created (the metrics' failures counter). */
export type JobOutcome = 'done' | 'retried' | 'dead';

export interface JobRunnerOptions {
  db: Db;
  log: JobLog;
  /** Pause between passes, in ms (default 1000). */
  intervalMs?: number;
  /** Most jobs per pass (default 20); a full pass is followed at once by the next. */
  batchSize?: number;
  /** No new job is claimed once a pass has run this long, in ms (default 30,000). */
  batchTimeMs?: number;
  /** Done jobs are deleted this long after they finished, in ms (default 7 days; 0 keeps them). */
  keepDoneMs?: number;
  /** Clock for periods, in ms since the epoch (default Date.now; tests move it). */
  now?: () => number;
}

export interface JobRunner {
  /**
   * Registers the handler of `kind`. One handler per kind.
   * @throws Error when `kind` already has one
   */
  register(kind: string, handler: JobHandler, options?: JobKindOptions): void;
  /**
   * Registers a job run once per period of `everyMs` ms across all servers: each pass enqueues
   * `kind` with key `<kind>@<period number>` (period n = [n·everyMs, (n+1)·everyMs) since the
   * epoch) and payload `{ period: n }`; the first server to do so wins, the others' inserts do
   * nothing. The first pass after start runs the current period's job if no server has yet.
   * @throws Error when `kind` already has a handler, or `everyMs` < 1000
   */
  registerPeriodic(kind: string, everyMs: number, handler: JobHandler, options?: PeriodicJobOptions): void;
  /** Adds work run at the start of every pass, before jobs are claimed (errors fail that pass only). */
  beforePass(task: () => Promise<void>): void;
  /**
   * Runs one pass now (after any pass in flight), claiming only jobs of `kinds` (default every
   * registered kind), and resolves with the number of jobs done in it; 0 once stopped.
   * @throws when the database fails (handler failures are recorded, not thrown)
   */
  runOnce(kinds?: readonly string[]): Promise<number>;
  /** Outcomes by kind since creation (read by the metrics plugin). */
  outcomes(): Map<string, Record<JobOutcome, number>>;
  /** Starts the timer, if neither started nor stopped. */
  start(): void;
  /** Stops the timer and resolves once the pass in flight (if any) has finished. Idempotent. */
  stop(): Promise<void>;
}

interface Kind extends JobKindOptions {
  handler: JobHandler;
  periodic?: { everyMs: number; maxAttempts: number };
}

/** A short, secret-free description of a handler's error. */
export function describeJobError(err: unknown): string {
  if (err instanceof Error) {
    const cause = (err as { cause?: unknown }).cause;
    const detail = cause instanceof Error ? `: ${cause.message}` : '';
    return `${err.name}: ${err.message}${detail}`.slice(0, 2000);
  }
  return String(err).slice(0, 2000);
}

/** Kind of the built-in daily job deleting old done jobs. */
export const PRUNE_KIND = 'jobs.prune';

/**
 * Creates a runner over the jobs table of `db` (stopped; call `start()`).
 * @returns its controls; the caller must `stop()` it before closing the database
 */
export function createJobRunner(options: JobRunnerOptions): JobRunner {
  const { db, log } = options;
  const intervalMs = options.intervalMs ?? 1000;
  const batchSize = options.batchSize ?? 20;
  const batchTimeMs = options.batchTimeMs ?? 30_000;
  const keepDoneMs = options.keepDoneMs ?? 7 * 24 * 3_600_000;
  const now = options.now ?? (() => Date.now());
  const kinds = new Map<string, Kind>();
  const tasks: (() => Promise<void>)[] = [];
  const counts = new Map<string, Record<JobOutcome, number>>();
  let stopped = false;
  let started = false;
  let timer: NodeJS.Timeout | undefined;
  /** The last pass queued; never rejects, so `stop()` and the next pass can wait on it. */
  let chain: Promise<unknown> = Promise.resolve();

  function count(kind: string, outcome: JobOutcome): void {
    const c = counts.get(kind) ?? { done: 0, retried: 0, dead: 0 };
    c[outcome]++;
    counts.set(kind, c);
  }

  function register(kind: string, handler: JobHandler, opts: JobKindOptions = {}): void {
    if (kinds.has(kind)) throw new Error(`Job kind ${kind} already has a handler`);
    kinds.set(kind, { ...opts, handler });
  }

  async function run(row: JobRow, kind: Kind): Promise<boolean> {
    const about = { jobId: row.id, kind: row.kind, attempts: row.attempts };
    try {
      await kind.handler(row.payload, { job: row, lastAttempt: row.attempts >= row.maxAttempts });
    } catch (err) {
      const error = describeJobError(err);
      const asked = (err as { retryInMs?: unknown } | null)?.retryInMs;
      const delayMs = typeof asked === 'number' && asked >= 0 ? asked : (kind.retryDelay ?? backoffMs)(row.attempts);
      const status = await failJob(db, row, error, delayMs);
      if (status === 'dead') {
        count(row.kind, 'dead');
        log.error({ ...about, error }, 'job failed for the last time; dead');
      } else if (status === 'pending') {
        count(row.kind, 'retried');
        log.warn({ ...about, error, retryInMs: delayMs }, 'job failed; will retry');
      } else log.warn(about, 'job failed after its claim was lost');
      return false;
    }
    const recorded = await completeJob(db, row);
    if (recorded) count(row.kind, 'done');
    else log.warn(about, 'job finished after its claim was lost (it may run twice)');
    return recorded;
  }

  async function enqueuePeriods(only: readonly string[]): Promise<void> {
    for (const [kind, k] of kinds) {
      if (!k.periodic || !only.includes(kind)) continue;
      const period = Math.floor(now() / k.periodic.everyMs);
      await enqueueJob(db, kind, { period }, { key: `${kind}@${period}`, maxAttempts: k.periodic.maxAttempts });
    }
  }

  async function pass(only: readonly string[]): Promise<number> {
    for (const task of tasks) if (!stopped) await task();
    if (!stopped) await enqueuePeriods(only);
    const begun = Date.now();
    let done = 0;
    for (let n = 0; n < batchSize && !stopped && Date.now() - begun < batchTimeMs; n++) {
      // One lease for the claim; a kind's own lease applies from its next claim on.
      const leaseMs = Math.max(...only.map((k) => kinds.get(k)?.leaseMs ?? DEFAULT_LEASE_MS), 0);
      const row = await claimNextJob(db, only, leaseMs || DEFAULT_LEASE_MS);
      if (!row) break;
      if (await run(row, kinds.get(row.kind)!)) done++;
    }
    return done;
  }

  function runOnce(only?: readonly string[]): Promise<number> {
    const selected = (only ?? [...kinds.keys()]).filter((k) => kinds.has(k));
    const next = chain.then(() => (stopped ? 0 : pass(selected)));
    chain = next.catch(() => undefined);
    return next;
  }

  function schedule(delayMs: number): void {
    if (stopped) return;
    timer = setTimeout(() => void tick(), delayMs);
    timer.unref();
  }

  async function tick(): Promise<void> {
    timer = undefined;
    let done = 0;
    try {
      done = await runOnce();
    } catch (err) {
      log.error({ error: describeJobError(err) }, 'job pass failed; will try again');
    }
    schedule(done >= batchSize ? 0 : intervalMs);
  }

  const runner: JobRunner = {
    register,
    registerPeriodic(kind, everyMs, handler, opts = {}) {
      if (!(everyMs >= 1000)) throw new Error(`Periodic job ${kind}: everyMs must be at least 1000`);
      register(kind, handler, opts);
      kinds.get(kind)!.periodic = { everyMs, maxAttempts: opts.maxAttempts ?? 3 };
    },
    beforePass(task) {
      tasks.push(task);
    },
    runOnce,
    outcomes: () => counts,
    start() {
      if (started || stopped) return;
      started = true;
      schedule(0);
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = undefined;
      await chain;
    },
  };
  if (keepDoneMs > 0) {
    runner.registerPeriodic(PRUNE_KIND, 24 * 3_600_000, async () => {
      const deleted = await pruneDoneJobs(db, keepDoneMs);
      if (deleted) log.info({ deleted }, `deleted ${deleted} done job(s)`);
    });
  }
  return runner;
}

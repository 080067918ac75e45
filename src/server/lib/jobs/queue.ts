/**
 * The jobs table's queries (decision 0043).
 *
 * Enqueue within the caller's transaction (the outbox's property: no job if it rolls back).
 * Claim: one atomic `UPDATE … WHERE id = (SELECT … LIMIT 1 FOR UPDATE SKIP LOCKED) RETURNING *`
 * (an InitPlan run once; see lib/mailer/outbox.ts for why not `IN (…)`) that counts the attempt,
 * sets `running` and leases the job, so with several servers a job has one runner at a time.
 * No transaction is held while the handler runs; a runner that dies leaves the job due again
 * when its lease ends (at-least-once). The claimed `attempts` is the fencing token: an outcome
 * is recorded only if nobody has claimed the job again since.
 */
import { and, eq, inArray, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { jobs } from '../../db/schema';

/** A row of the jobs table. */
export type JobRow = typeof jobs.$inferSelect;

/** Attempts before a job is dead, unless its kind or the enqueue says otherwise. */
export const DEFAULT_MAX_ATTEMPTS = 5;

/** How long a claimed job is reserved for its runner, in ms (default; longer than any handler may take). */
export const DEFAULT_LEASE_MS = 5 * 60_000;

/** First retry delay of the default backoff, in ms; it doubles per attempt. */
export const BASE_RETRY_MS = 30_000;

/** Longest retry delay of the default backoff, in ms (6 h). */
export const MAX_RETRY_MS = 6 * 3_600_000;

export interface EnqueueOptions {
  /** When the job is first due (default now, the database's clock). */
  runAt?: Date;
  /**
   * "Once only" key: when a job with this key exists (in any status, until pruned), nothing is
   * enqueued and the result is null. E.g. `reminder:invitation:42:due-soon`.
   */
  key?: string;
  /** Attempts before the job is dead (default {@link DEFAULT_MAX_ATTEMPTS}, ≥ 1). */
  maxAttempts?: number;
}

/**
 * Puts a job of `kind` with `payload` (JSON) in the queue, status 'pending'. Call it with the
 * transaction that writes the record causing the job: if that transaction rolls back, the job
 * is gone too. A handler must be registered for `kind` on the runner (jobs of unknown kinds
 * wait, untouched).
 * @param tx the caller's transaction, or the database
 * @returns the job's id, or null when `options.key` is already taken
 * @throws RangeError when `maxAttempts` < 1 or `kind` is empty
 */
export async function enqueueJob(
  tx: DbOrTx,
  kind: string,
  payload: unknown = {},
  options: EnqueueOptions = {},
): Promise<{ id: number } | null> {
  if (!kind) throw new RangeError('A job needs a kind');
  const maxAttempts = options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
  if (!Number.isInteger(maxAttempts) || maxAttempts < 1) throw new RangeError('maxAttempts must be an integer ≥ 1');
  const [row] = await tx
    .insert(jobs)
    .values({
      kind,
      payload: payload ?? {},
      maxAttempts,
      key: options.key ?? null,
      ...(options.runAt ? { runAt: options.runAt } : {}),
    })
    .onConflictDoNothing()
    .returning({ id: jobs.id });
  return row ?? null;
}

/**
 * Default backoff before the next attempt, in ms, after `attempts` failed ones (≥ 1):
 * {@link BASE_RETRY_MS} doubled per attempt (30 s, 1 min, 2 min, …), at most
 * {@link MAX_RETRY_MS}, plus up to 20 % jitter so that runners recovering from an outage do
 * not all retry at once.
 */
export function backoffMs(attempts: number, random: () => number = Math.random): number {
  const step = Math.min(BASE_RETRY_MS * 2 ** (Math.max(attempts, 1) - 1), MAX_RETRY_MS);
  return Math.round(step * (1 + 0.2 * random()));
}

/** `now() + ms` in SQL (the database clock, shared by every server). */
function nowPlus(ms: number): SQL {
  return sql`now() + ${ms}::double precision * interval '1 millisecond'`;
}

/** Due: pending and its time has come, or running with its lease run out (its runner died). */
const isDue = () =>
  or(
    and(eq(jobs.status, 'pending'), lte(jobs.runAt, sql`now()`)),
    and(eq(jobs.status, 'running'), lt(jobs.lockedUntil, sql`now()`)),
  );

/**
 * Claims the next due job of one of `kinds` (oldest due first): counts the attempt, sets
 * 'running' and leases it for `leaseMs` ms. Rows locked by a concurrent claim are skipped.
 * @returns the claimed row (attempts already incremented), or undefined when none is due
 */
export async function claimNextJob(
  db: Db,
  kinds: readonly string[],
  leaseMs: number = DEFAULT_LEASE_MS,
): Promise<JobRow | undefined> {
  if (kinds.length === 0) return undefined;
  const due = () => and(inArray(jobs.kind, [...kinds]), isDue());
  const next = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(due())
    .orderBy(jobs.runAt, jobs.id)
    .limit(1)
    .for('update', { skipLocked: true });
  const [row] = await db
    .update(jobs)
    .set({ status: 'running', attempts: sql`${jobs.attempts} + 1`, lockedUntil: nowPlus(leaseMs) })
    .where(and(eq(jobs.id, sql`${next}`), due()))
    .returning();
  return row;
}

/** Only the claim that produced `row` may record its outcome. */
const stillClaimed = (row: JobRow) =>
  and(eq(jobs.id, row.id), eq(jobs.attempts, row.attempts), eq(jobs.status, 'running'));

/**
 * Records a job that succeeded: 'done', `finished_at` now.
 * @returns false when the claim was lost (the lease ran out and another runner claimed it)
 */
export async function completeJob(db: Db, row: JobRow): Promise<boolean> {
  const updated = await db
    .update(jobs)
    .set({ status: 'done', finishedAt: sql`now()`, lockedUntil: null, lastError: null })
    .where(stillClaimed(row))
    .returning({ id: jobs.id });
  return updated.length === 1;
}

/**
 * Records a failed attempt: `last_error` = `error`, and either a retry in `delayMs` ms
 * ('pending') or, once `row.attempts` reaches its `max_attempts`, 'dead' (the dead letter).
 * @returns the new status, or null when the claim was lost
 */
export async function failJob(db: Db, row: JobRow, error: string, delayMs: number): Promise<'pending' | 'dead' | null> {
  const status = row.attempts >= row.maxAttempts ? 'dead' : 'pending';
  const updated = await db
    .update(jobs)
    .set({
      status,
      lastError: error.slice(0, 2000),
      lockedUntil: null,
      runAt: status === 'dead' ? sql`${jobs.runAt}` : nowPlus(delayMs),
      finishedAt: status === 'dead' ? sql`now()` : null,
    })
    .where(stillClaimed(row))
    .returning({ id: jobs.id });
  return updated.length === 1 ? status : null;
}

/**
 * Deletes 'done' jobs finished more than `olderThanMs` ms ago (their keys become free again:
 * keys of periodic jobs name a past period, so none is run twice).
 * @returns how many were deleted
 */
export async function pruneDoneJobs(db: Db, olderThanMs: number): Promise<number> {
  const deleted = await db
    .delete(jobs)
    .where(and(eq(jobs.status, 'done'), lt(jobs.finishedAt, nowPlus(-olderThanMs))))
    .returning({ id: jobs.id });
  return deleted.length;
}

/**
 * Decision 0043: jobs are enqueued in the causing transaction, run
 * by the handler of their kind, retried with backoff, and dead after their last attempt; a
 * periodic job runs once per period; a "once only" key enqueues once. (Races between servers:
 * race.test.ts, on PostgreSQL.)
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { queryRows, type Database } from '../../db/client';
import { jobs, outbox } from '../../db/schema';
import { createTestDatabase } from '../../test/db';
import { backoffMs, BASE_RETRY_MS, createJobRunner, enqueueJob, MAX_RETRY_MS, type JobLog } from './index';

const silent: JobLog = { info() {}, warn() {}, error() {} };
let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});
beforeEach(async () => {
  await database.db.delete(jobs);
});

async function jobRow(id: number) {
  const [row] = await database.db.select().from(jobs).where(eq(jobs.id, id));
  return row;
}

/** Makes job `id` due now (as if its backoff had passed). */
async function makeDue(id: number) {
  await database.db
    .update(jobs)
    .set({ runAt: sql`now() - interval '1 second'` })
    .where(eq(jobs.id, id));
}

describe('enqueueJob', () => {
  it('enqueues in the caller’s transaction: no job when it rolls back', async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await tx.insert(outbox).values({ to: 'a@example.org', subject: 's', text: 't', kind: 'test' });
        await enqueueJob(tx, 'test.rollback', { n: 1 });
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await database.db.select().from(jobs)).toEqual([]);
    const queued = await database.db.transaction((tx) => enqueueJob(tx, 'test.commit', { n: 2 }));
    expect((await jobRow(queued!.id)).payload).toEqual({ n: 2 });
  });

  it('enqueues a keyed job once only', async () => {
    expect(await enqueueJob(database.db, 'test.once', {}, { key: 'once:1' })).not.toBeNull();
    expect(await enqueueJob(database.db, 'test.once', {}, { key: 'once:1' })).toBeNull();
    expect(await enqueueJob(database.db, 'test.once', {}, { key: 'once:2' })).not.toBeNull();
    expect(await database.db.select().from(jobs)).toHaveLength(2);
  });

  it('rejects a job that could never run', async () => {
    await expect(enqueueJob(database.db, 'test.x', {}, { maxAttempts: 0 })).rejects.toThrow(RangeError);
    await expect(enqueueJob(database.db, '', {})).rejects.toThrow(RangeError);
  });
});

describe('the runner', () => {
  it('runs a due job with its payload once, and marks it done', async () => {
    const runner = createJobRunner({ db: database.db, log: silent, keepDoneMs: 0 });
    const seen: unknown[] = [];
    runner.register('test.echo', async (payload) => void seen.push(payload));
    const { id } = (await enqueueJob(database.db, 'test.echo', { article: 42 }))!;
    const later = (await enqueueJob(
      database.db,
      'test.echo',
      { article: 43 },
      { runAt: new Date(Date.now() + 3_600_000) },
    ))!;
    expect(await runner.runOnce()).toBe(1);
    expect(await runner.runOnce()).toBe(0);
    expect(seen).toEqual([{ article: 42 }]);
    const row = await jobRow(id);
    expect(row.status).toBe('done');
    expect(row.attempts).toBe(1);
    expect(row.finishedAt).not.toBeNull();
    expect((await jobRow(later.id)).status).toBe('pending');
    await runner.stop();
  });

  it('retries a failing job after its backoff, then gives it up as dead after the last attempt', async () => {
    const runner = createJobRunner({ db: database.db, log: silent, keepDoneMs: 0 });
    let calls = 0;
    runner.register(
      'test.fail',
      async () => {
        calls++;
        throw new Error('Crossref answered HTTP 503');
      },
      { retryDelay: (n) => n * 60_000 },
    );
    const { id } = (await enqueueJob(database.db, 'test.fail', {}, { maxAttempts: 3 }))!;
    expect(await runner.runOnce()).toBe(0);
    let row = await jobRow(id);
    expect(row).toMatchObject({ status: 'pending', attempts: 1, lastError: 'Error: Crossref answered HTTP 503' });
    const [{ delay }] = await queryRows<{ delay: number }>(
      database.db,
      sql`select extract(epoch from (${jobs.runAt} - now())) * 1000 as delay from ${jobs} where ${jobs.id} = ${id}`,
    );
    expect(Number(delay)).toBeGreaterThan(55_000);
    expect(Number(delay)).toBeLessThanOrEqual(60_000);
    // Not due before its backoff has passed.
    expect(await runner.runOnce()).toBe(0);
    expect(calls).toBe(1);
    await makeDue(id);
    await runner.runOnce();
    expect(await jobRow(id)).toMatchObject({ status: 'pending', attempts: 2 });
    await makeDue(id);
    await runner.runOnce();
    row = await jobRow(id);
    expect(row).toMatchObject({ status: 'dead', attempts: 3, lastError: 'Error: Crossref answered HTTP 503' });
    expect(row.finishedAt).not.toBeNull();
    // A dead job is never claimed again.
    await makeDue(id);
    await runner.runOnce();
    expect(calls).toBe(3);
    expect(runner.outcomes().get('test.fail')).toEqual({ done: 0, retried: 2, dead: 1 });
    await runner.stop();
  });

  it('tells the handler which attempt is the last', async () => {
    const runner = createJobRunner({ db: database.db, log: silent, keepDoneMs: 0 });
    const last: boolean[] = [];
    runner.register('test.last', async (_p, { lastAttempt }) => {
      last.push(lastAttempt);
      throw new Error('no');
    });
    const { id } = (await enqueueJob(database.db, 'test.last', {}, { maxAttempts: 2 }))!;
    await runner.runOnce();
    await makeDue(id);
    await runner.runOnce();
    expect(last).toEqual([false, true]);
    await runner.stop();
  });

  it('claims again a job whose runner died (its lease ran out)', async () => {
    const runner = createJobRunner({ db: database.db, log: silent, keepDoneMs: 0 });
    let calls = 0;
    runner.register('test.lease', async () => void calls++);
    const { id } = (await enqueueJob(database.db, 'test.lease', {}))!;
    await database.db
      .update(jobs)
      .set({ status: 'running', attempts: 1, lockedUntil: sql`now() + interval '1 minute'` })
      .where(eq(jobs.id, id));
    expect(await runner.runOnce()).toBe(0);
    await database.db
      .update(jobs)
      .set({ lockedUntil: sql`now() - interval '1 second'` })
      .where(eq(jobs.id, id));
    expect(await runner.runOnce()).toBe(1);
    expect(calls).toBe(1);
    expect(await jobRow(id)).toMatchObject({ status: 'done', attempts: 2 });
    await runner.stop();
  });

  it('leaves jobs of kinds it has no handler for untouched', async () => {
    const runner = createJobRunner({ db: database.db, log: silent, keepDoneMs: 0 });
    runner.register('test.known', async () => undefined);
    const { id } = (await enqueueJob(database.db, 'test.unknown', {}))!;
    expect(await runner.runOnce()).toBe(0);
    expect(await jobRow(id)).toMatchObject({ status: 'pending', attempts: 0 });
    await runner.stop();
  });

  it('runs a periodic job once per period, and again in the next period', async () => {
    let clock = 10 * 3_600_000 + 5;
    const runner = createJobRunner({ db: database.db, log: silent, keepDoneMs: 0, now: () => clock });
    const periods: unknown[] = [];
    runner.registerPeriodic('test.hourly', 3_600_000, async (payload) => void periods.push(payload));
    await runner.runOnce();
    await runner.runOnce();
    clock += 3_599_000;
    await runner.runOnce();
    expect(periods).toEqual([{ period: 10 }]);
    clock += 1_000;
    await runner.runOnce();
    await runner.runOnce();
    expect(periods).toEqual([{ period: 10 }, { period: 11 }]);
    await runner.stop();
  });

  it('refuses a second handler for one kind', () => {
    const runner = createJobRunner({ db: database.db, log: silent, keepDoneMs: 0 });
    runner.register('test.dup', async () => undefined);
    expect(() => runner.register('test.dup', async () => undefined)).toThrow(/already/);
  });
});

describe('backoffMs', () => {
  it('doubles from 30 s per attempt, up to 6 h, with at most 20 % jitter', () => {
    expect([1, 2, 3, 4].map((n) => backoffMs(n, () => 0))).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(BASE_RETRY_MS).toBe(30_000);
    expect(backoffMs(30, () => 0)).toBe(MAX_RETRY_MS);
    expect(MAX_RETRY_MS).toBe(6 * 3_600_000);
    expect(backoffMs(1, () => 0.999)).toBeGreaterThan(35_000);
    expect(backoffMs(1, () => 0.999)).toBeLessThanOrEqual(36_000);
  });
});

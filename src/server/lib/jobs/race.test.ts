/**
 * Decision 0043: exactly one runner per job across servers. Two runners, each on its own
 * connection pool to one PostgreSQL database (as two app servers), race for the same jobs and
 * the same periodic job. Races are tested on PostgreSQL (skipped on PGlite, one connection):
 * `node scripts/pg-cluster.mjs -- sh -c 'TEST_DATABASE_URL="$TEST_DATABASE_URL" npx vitest run
 * --project server src/server/lib/jobs/race.test.ts'`.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { jobs } from '../../db/schema';
import { createSharedTestDatabase, testDatabaseKind } from '../../test/db';
import { claimNextJob, createJobRunner, enqueueJob, type JobLog, type JobRunner } from './index';

const silent: JobLog = { info() {}, warn() {}, error() {} };
const onPostgres = testDatabaseKind() === 'postgres';
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(!onPostgres)('two runners on one PostgreSQL (skipped on PGlite)', () => {
  let servers: [Database, Database];
  let runners: JobRunner[] = [];
  beforeAll(async () => {
    servers = await createSharedTestDatabase();
  });
  afterAll(async () => {
    await Promise.all(servers?.map((s) => s.close()) ?? []);
  });
  beforeEach(async () => {
    await Promise.all(runners.map((r) => r.stop()));
    runners = [];
    await servers[0].db.delete(jobs);
  });

  it('never hands one job to two concurrent claims', async () => {
    const ids: number[] = [];
    for (let n = 0; n < 20; n++) ids.push((await enqueueJob(servers[0].db, 'test.claim', { n }))!.id);
    const claims = await Promise.all(
      Array.from({ length: 40 }, (_, i) => claimNextJob(servers[i % 2].db, ['test.claim'], 60_000)),
    );
    const claimed = claims.filter((c) => c !== undefined).map((c) => c.id);
    expect(claimed.sort((a, b) => a - b)).toEqual(ids);
  });

  it('runs every job exactly once, both runners taking part', async () => {
    const runs = new Map<number, string[]>();
    runners = servers.map((server) => createJobRunner({ db: server.db, log: silent, batchSize: 100, keepDoneMs: 0 }));
    runners.forEach((runner, i) =>
      runner.register('test.race', async (payload) => {
        const n = (payload as { n: number }).n;
        runs.set(n, [...(runs.get(n) ?? []), `runner ${i}`]);
        await pause(3); // holds the job while the other runner claims
      }),
    );
    for (let n = 0; n < 40; n++) await enqueueJob(servers[0].db, 'test.race', { n });
    const done = await Promise.all(runners.map((r) => r.runOnce()));
    expect(done[0] + done[1]).toBe(40);
    expect(Math.min(...done)).toBeGreaterThan(0);
    expect([...runs.keys()].sort((a, b) => a - b)).toEqual(Array.from({ length: 40 }, (_, n) => n));
    expect([...runs.values()].every((by) => by.length === 1)).toBe(true);
    const rows = await servers[1].db.select().from(jobs);
    expect(rows.every((r) => r.status === 'done' && r.attempts === 1)).toBe(true);
  });

  it('runs a periodic job once per period, with two runners passing at once', async () => {
    let clock = 1_000 * 60_000 + 123;
    const periods: { period: unknown; by: number }[] = [];
    runners = servers.map((server) => createJobRunner({ db: server.db, log: silent, keepDoneMs: 0, now: () => clock }));
    runners.forEach((runner, by) =>
      runner.registerPeriodic('test.minutely', 60_000, async (payload) => {
        periods.push({ period: (payload as { period: number }).period, by });
        await pause(5);
      }),
    );
    for (let round = 0; round < 5; round++) await Promise.all(runners.map((r) => r.runOnce()));
    expect(periods.map((p) => p.period)).toEqual([1000]);
    clock += 60_000;
    for (let round = 0; round < 5; round++) await Promise.all(runners.map((r) => r.runOnce()));
    expect(periods.map((p) => p.period)).toEqual([1000, 1001]);
    const rows = await servers[0].db.select().from(jobs).where(eq(jobs.kind, 'test.minutely'));
    expect(rows.map((r) => [r.key, r.status, r.attempts])).toEqual(
      expect.arrayContaining([
        ['test.minutely@1000', 'done', 1],
        ['test.minutely@1001', 'done', 1],
      ]),
    );
    expect(rows).toHaveLength(2);
  });
});

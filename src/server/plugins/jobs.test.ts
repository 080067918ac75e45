/**
 * The jobs plugin's lanes (plugins/jobs.ts): a kind registered with `lane: 'slow'` runs on a
 * runner of its own, so that a long job (an article's figures converted) never holds back a job
 * of the common lane, such as a mail (the reader waiting for the confirmation link). The daily
 * prune of done jobs is one lane's (decision 0110): a pass over every lane enqueues its period once.
 */

// The runners' enqueueing, watched (each call goes through to the real one).
vi.mock('../lib/jobs/queue', async (importOriginal) => {
  const real = await importOriginal<typeof import('../lib/jobs/queue')>();
  return { ...real, enqueueJob: vi.fn(real.enqueueJob) };
});
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { enqueueJob, PRUNE_KIND } from '../lib/jobs';
import * as queue from '../lib/jobs/queue';
import { createTestApp, type TestApp } from '../test/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** Resolves with true when `promise` settles within `ms`, false otherwise. */
const within = (promise: Promise<unknown>, ms: number) =>
  Promise.race([promise.then(() => true), new Promise<boolean>((r) => setTimeout(() => r(false), ms))]);

describe('app.jobs lanes', () => {
  it('runs a job of the common lane while a job of the slow lane is still running', async () => {
    let release!: () => void;
    const released = new Promise<void>((r) => (release = r));
    let slowStarted!: () => void;
    const started = new Promise<void>((r) => (slowStarted = r));
    let quickRan!: () => void;
    const ran = new Promise<void>((r) => (quickRan = r));
    t.app.jobs.register(
      'test.lanes.slow',
      async () => {
        slowStarted();
        await released;
      },
      { lane: 'slow' },
    );
    t.app.jobs.register('test.lanes.quick', async () => quickRan());
    await enqueueJob(t.app.db, 'test.lanes.slow', {});
    await enqueueJob(t.app.db, 'test.lanes.quick', {});

    const slowPass = t.app.jobs.runOnce(['test.lanes.slow']);
    await started;
    const quickPass = t.app.jobs.runOnce(['test.lanes.quick']);
    try {
      expect(await within(ran, 5_000)).toBe(true);
    } finally {
      release();
    }
    expect(await slowPass).toBe(1);
    await quickPass;
    expect(t.app.jobs.outcomes().get('test.lanes.slow')?.done).toBe(1);
    expect(t.app.jobs.outcomes().get('test.lanes.quick')?.done).toBe(1);
  });

  it('enqueues the prune of done jobs once per pass over the three lanes, and runs it once a period', async () => {
    const enqueue = vi.mocked(queue.enqueueJob);
    enqueue.mockClear();
    await t.app.jobs.runOnce();
    const pruneCalls = () => enqueue.mock.calls.filter(([, kind]) => kind === PRUNE_KIND).length;
    expect(pruneCalls()).toBe(1);
    await t.app.jobs.runOnce();
    expect(pruneCalls()).toBe(2);
    expect(t.app.jobs.outcomes().get(PRUNE_KIND)?.done).toBe(1);
  });
});

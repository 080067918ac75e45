/**
 * The jobs plugin's lanes (plugins/jobs.ts): a kind registered with `lane: 'slow'` runs on a
 * runner of its own, so that a long job (an article's figures converted) never holds back a job
 * of the common lane, such as a mail (the reader waiting for the confirmation link).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enqueueJob } from '../lib/jobs';
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
});

/**
 * Crossref deposits as jobs (docs/decisions/0027-dois-and-deposits.md; retries, backoff and a
 * dead-letter state as in docs/decisions/0052-deposit-jobs.md): a deposit is
 * queued with its `deposit.send` job in one transaction and sent once by the job runner; a
 * failing answer (HTTP 500) is kept and retried after the backoff, then the deposit is sent;
 * after the last attempt the job is dead and the admin sees the deposit 'failed'; a network
 * failure is recorded without the password. Deposit jobs are counted in the job metrics.
 * (Two runners on one PostgreSQL: race.test.ts.)
 */
import net from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { deposits, jobs } from '../../db/schema';
import { createJobRunner } from '../../lib/jobs';
import { signInAs } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/app';
import { startCrossrefEndpoint, type CrossrefEndpoint } from '../../test/crossref-endpoint';
import { createArticle, createJournal } from '../../test/factories';
import { crossrefSender } from './crossref-client';
import { depositJob } from './delivery';
import { DEPOSIT_JOB, enqueueDeposit } from './queue';

const METRICS_TOKEN = 'a-metrics-token-of-32-characters';
let t: TestApp;
let endpoint: CrossrefEndpoint;
let admin: { authorization: string };
let journalId: number;

beforeAll(async () => {
  endpoint = await startCrossrefEndpoint();
  t = await createTestApp({
    DOI_PREFIX: '10.55555',
    CROSSREF_USER: 'genesis-test',
    CROSSREF_PASSWORD: 'pa55-word',
    CROSSREF_DEPOSIT_URL: endpoint.url,
    METRICS_TOKEN,
  });
  admin = (await signInAs(t.app, 'admin')).auth;
  journalId = (await createJournal(t.app.db)).id;
}, 60_000);
afterAll(async () => {
  await t?.close();
  await endpoint?.close();
});
beforeEach(() => {
  endpoint.received.length = 0;
  endpoint.answers.length = 0;
});

/** A new article with a queued deposit (and its job); the ids. */
async function queued(): Promise<{ articleId: number; depositId: number }> {
  const article = await createArticle(t.app.db, journalId);
  const { id } = await t.app.db.transaction((tx) => enqueueDeposit(tx, article.id, article.doi!));
  return { articleId: article.id, depositId: id };
}

const depositRow = async (id: number) => (await t.app.db.select().from(deposits).where(eq(deposits.id, id)))[0];
const jobOf = async (depositId: number) =>
  (
    await t.app.db
      .select()
      .from(jobs)
      .where(sql`${jobs.payload} ->> 'depositId' = ${String(depositId)}`)
  )[0];

/** Makes the deposit's job due now, as if its backoff had passed. */
async function makeDue(depositId: number) {
  const job = await jobOf(depositId);
  await t.app.db
    .update(jobs)
    .set({ runAt: sql`now() - interval '1 second'` })
    .where(eq(jobs.id, job.id));
}

/** The deposit numbers Crossref received the file of, from the batch ids. */
const sentDeposits = () => endpoint.received.map((r) => Number(/-deposit-(\d+)-/.exec(r.file!.filename)![1]));

describe('deposit.send jobs', () => {
  it('queues the deposit and its job in one transaction: neither when it rolls back', async () => {
    const article = await createArticle(t.app.db, journalId);
    await expect(
      t.app.db.transaction(async (tx) => {
        await enqueueDeposit(tx, article.id, article.doi!);
        throw new Error('publish failed');
      }),
    ).rejects.toThrow('publish failed');
    expect(await t.app.db.select().from(deposits).where(eq(deposits.articleId, article.id))).toEqual([]);
    expect(await t.app.deposits.runOnce()).toBe(0);
    expect(endpoint.received).toHaveLength(0);
  });

  it('sends a queued deposit once', async () => {
    const { depositId } = await queued();
    expect(await jobOf(depositId)).toMatchObject({ kind: DEPOSIT_JOB, status: 'pending', attempts: 0, maxAttempts: 8 });
    expect(await t.app.deposits.runOnce()).toBe(1);
    expect(await t.app.deposits.runOnce()).toBe(0);
    expect(sentDeposits()).toEqual([depositId]);
    expect(await depositRow(depositId)).toMatchObject({ status: 'sent', attempts: 1, responseStatus: 200 });
    expect(await jobOf(depositId)).toMatchObject({ status: 'done', attempts: 1 });
  });

  it('keeps a 500 answer, retries after the backoff, then sends', async () => {
    const { depositId } = await queued();
    endpoint.answers.push({ status: 500, body: 'Internal error' });
    expect(await t.app.deposits.runOnce()).toBe(0);
    const failed = await depositRow(depositId);
    expect(failed).toMatchObject({
      status: 'pending',
      attempts: 1,
      responseStatus: 500,
      responseBody: 'Internal error',
    });
    expect(failed.lastError).toBe('Crossref answered HTTP 500');
    // The outbox's first backoff step: 1 minute (+ ≤10 % jitter), on the deposit and its job alike.
    expect(failed.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 50_000);
    const job = await jobOf(depositId);
    expect(job).toMatchObject({ status: 'pending', attempts: 1 });
    expect(job.lastError).toContain('Crossref answered HTTP 500');
    expect(Math.abs(job.runAt.getTime() - failed.nextAttemptAt.getTime())).toBeLessThan(1000);

    expect(await t.app.deposits.runOnce()).toBe(0); // not due yet
    expect(endpoint.received).toHaveLength(1);
    await makeDue(depositId);
    expect(await t.app.deposits.runOnce()).toBe(1);
    expect(sentDeposits()).toEqual([depositId, depositId]);
    expect(await depositRow(depositId)).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
    expect(await jobOf(depositId)).toMatchObject({ status: 'done', attempts: 2 });
  });

  it('after the last attempt, the job is dead and the admin sees the deposit failed; counted in the metrics', async () => {
    const { articleId, depositId } = await queued();
    for (let attempt = 1; attempt <= 8; attempt++) {
      endpoint.answers.push({ status: 500, body: `Internal error ${attempt}` });
      await makeDue(depositId);
      expect(await t.app.deposits.runOnce()).toBe(0);
    }
    expect(endpoint.received).toHaveLength(8);
    expect(await jobOf(depositId)).toMatchObject({ status: 'dead', attempts: 8 });
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/admin/deposits?articleId=${articleId}`,
      headers: admin,
    });
    expect(list.json()).toMatchObject([
      { id: depositId, status: 'failed', attempts: 8, responseStatus: 500, lastError: 'Crossref answered HTTP 500' },
    ]);
    const failed = await t.app.inject({ method: 'GET', url: '/api/admin/deposits?status=failed', headers: admin });
    expect(failed.json().map((d: { id: number }) => d.id)).toContain(depositId);
    // Never sent again.
    await makeDue(depositId);
    expect(await t.app.deposits.runOnce()).toBe(0);
    expect(endpoint.received).toHaveLength(8);

    const metrics = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(metrics.body).toContain(`genesis_jobs{kind="${DEPOSIT_JOB}",status="dead"} 1`);
    expect(metrics.body).toMatch(/genesis_job_failures_total\{kind="deposit\.send",outcome="dead"\} 1\n/);
    // 7 retries here, and the 500 of the test before.
    expect(metrics.body).toMatch(/genesis_job_failures_total\{kind="deposit\.send",outcome="retried"\} 8\n/);
    expect(metrics.body).toMatch(/genesis_crossref_deposits\{status="failed"\} 1\n/);

    // The admin's redeposit queues a new deposit with a new job, sent by the runner.
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/admin/deposits/articles/${articleId}/redeposit`,
      headers: admin,
    });
    expect(again.statusCode).toBe(201);
    expect(await jobOf(again.json().id)).toMatchObject({ kind: DEPOSIT_JOB, status: 'pending' });
    expect(await t.app.deposits.runOnce()).toBe(1);
    expect(await depositRow(again.json().id)).toMatchObject({ status: 'sent', attempts: 1 });
  });
});

/** A loopback port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('deposit.send network failures', () => {
  it('records a network failure without the password, and retries later', async () => {
    const logged: { msg: string; obj: object }[] = [];
    const log = {
      info: (obj: object, msg: string) => void logged.push({ obj, msg }),
      warn: (obj: object, msg: string) => void logged.push({ obj, msg }),
      error: (obj: object, msg: string) => void logged.push({ obj, msg }),
    };
    const password = 'Secret-Pa55-Word';
    const runner = createJobRunner({ db: t.app.db, log, keepDoneMs: 0 });
    const job = depositJob({
      db: t.app.db,
      storage: t.app.storage,
      send: crossrefSender({ user: 'genesis', password, depositUrl: `http://127.0.0.1:${await closedPort()}/deposit` }),
      publicUrl: t.config.publicUrl,
      depositor: t.config.depositor,
      log,
    });
    runner.register(DEPOSIT_JOB, job.handler, job.options);
    try {
      const { depositId } = await queued();
      expect(await runner.runOnce()).toBe(0);
      const row = await depositRow(depositId);
      expect(row).toMatchObject({ status: 'pending', attempts: 1, responseStatus: null, responseBody: null });
      expect(row.lastError).toMatch(/fetch failed|ECONNREFUSED/);
      expect(row.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 30_000);
      const jobRow = await jobOf(depositId);
      expect(jobRow.status).toBe('pending');
      expect(JSON.stringify([row, jobRow])).not.toContain(password);
      expect(JSON.stringify(logged)).not.toContain(password);
      expect(logged.map((l) => l.msg)).toContain('Crossref deposit failed; will retry');
    } finally {
      await runner.stop();
    }
  });
});

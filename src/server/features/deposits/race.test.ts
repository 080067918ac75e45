/**
 * Decision 0027: DOI numbers and deposit claims under concurrency (races are tested on PostgreSQL:
 * `node scripts/pg-cluster.mjs -- sh -c 'TEST_DATABASE_URL="$TEST_DATABASE_URL" npx vitest
 * run --project server src/server/features/deposits/race.test.ts'`). Two publishes at once in
 * one journal get two different numbers; many transactions asking at once get 1…n each once;
 * two servers running deposit jobs at once never send one deposit twice (decision 0052);
 * redeposits of one article asked for at once queue one deposit, the others answering 409.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { deposits, jobs } from '../../db/schema';
import { createJobRunner, type JobLog, type JobRunner } from '../../lib/jobs';
import type { Storage } from '../../lib/storage';
import { signInAs } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/app';
import { approvedProof } from '../../test/approved-proof';
import { createSharedTestDatabase, testDatabaseKind } from '../../test/db';
import { createArticle, createJournal } from '../../test/factories';
import { workflowCalls } from '../../test/workflow-calls';
import type { WorkflowSuite } from '../../test/workflow-suite';
import type { DepositSender } from './crossref-client';
import { depositJob } from './delivery';
import { assignDoi } from './doi';
import { DEPOSIT_JOB, enqueueDeposit } from './queue';

const suite = { t: {}, journal: {}, as: { author: {}, editor: {} } } as WorkflowSuite<'author' | 'editor'>;
const calls = workflowCalls(suite);
const year = new Date().getUTCFullYear();

beforeAll(async () => {
  Object.assign(suite.t, await createTestApp({ DOI_PREFIX: '10.55555' }));
  Object.assign(suite.journal, {
    id: (await createJournal(suite.t.app.db, { isHouse: true, abbreviation: 'RACE' })).id,
  });
  Object.assign(suite.as.author, await signInAs(suite.t.app, 'author'));
  Object.assign(suite.as.editor, await signInAs(suite.t.app, 'editor'));
}, 60_000);
afterAll(async () => {
  await suite.t.close?.();
});

describe('DOI numbers under concurrent publishing', () => {
  it('gives two publishes at once in one journal two different numbers', async () => {
    const ids = [await approvedProof(suite, calls), await approvedProof(suite, calls)];
    const answers = await Promise.all(
      ids.map((id) => calls.post(`/api/submissions/${id}/publish`, suite.as.editor.auth)),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    const dois = await Promise.all(
      answers.map(async (a) => (await calls.get(`/api/articles/${a.json().articleId}`, null)).json().doi as string),
    );
    expect(dois.sort()).toEqual([`10.55555/race.${year}.1`, `10.55555/race.${year}.2`]);
  }, 120_000);

  it('gives 1…n once each to n transactions asking at once', async () => {
    const { id } = await createJournal(suite.t.app.db, { abbreviation: 'MANY' });
    const journal = { id, abbreviation: 'MANY' };
    const dois = await Promise.all(
      Array.from({ length: 8 }, () =>
        suite.t.app.db.transaction(async (tx) => {
          const doi = await assignDoi(tx, '10.55555', journal, 2030);
          // Hold the transaction open a moment, as a publish does while it writes the article.
          await new Promise((resolve) => setTimeout(resolve, 20));
          return doi;
        }),
      ),
    );
    expect(dois.sort((a, b) => Number(a!.split('.').at(-1)) - Number(b!.split('.').at(-1)))).toEqual(
      Array.from({ length: 8 }, (_, i) => `10.55555/many.2030.${i + 1}`),
    );
  });

  it('gives back the number of a rolled-back publish, never one an article holds', async () => {
    const { id } = await createJournal(suite.t.app.db, { abbreviation: 'BACK' });
    const journal = { id, abbreviation: 'BACK' };
    await expect(
      suite.t.app.db.transaction(async (tx) => {
        expect(await assignDoi(tx, '10.55555', journal, 2031)).toBe('10.55555/back.2031.1');
        throw new Error('publish failed');
      }),
    ).rejects.toThrow('publish failed');
    // An imported article already holds number 1 (in other letter case): it is skipped.
    await createArticle(suite.t.app.db, id, { doi: '10.55555/BACK.2031.1' });
    const doi = await suite.t.app.db.transaction((tx) => assignDoi(tx, '10.55555', journal, 2031));
    expect(doi).toBe('10.55555/back.2031.2');
  });
});

describe('redeposits of one article at once', () => {
  let t: TestApp | undefined;
  afterAll(async () => {
    await t?.close?.();
  });

  it('queue one deposit; the others answer 409 "already waiting"', async () => {
    // Crossref configured (the route refuses without it); nothing listens at the URL, and no
    // job is run here: the deposits stay pending.
    t = await createTestApp({
      DOI_PREFIX: '10.55555',
      CROSSREF_USER: 'genesis-test',
      CROSSREF_PASSWORD: 'pa55-word',
      CROSSREF_DEPOSIT_URL: 'http://127.0.0.1:9/deposit',
      CROSSREF_DEPOSITOR_NAME: 'Genesis Press',
      CROSSREF_DEPOSITOR_EMAIL: 'doi@genesis.example',
    });
    const app = t.app;
    const admin = (await signInAs(app, 'admin')).auth;
    const journal = await createJournal(app.db, { abbreviation: 'REDO' });
    const article = await createArticle(app.db, journal.id, { doi: '10.55555/redo.2030.1' });
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        app.inject({ method: 'POST', url: `/api/admin/deposits/articles/${article.id}/redeposit`, headers: admin }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    for (const a of answers.filter((x) => x.statusCode === 409))
      expect(a.json().message).toBe('A deposit of this article is already waiting to be sent');
    const rows = await app.db.select().from(deposits).where(eq(deposits.articleId, article.id));
    expect(rows.map((r) => r.status)).toEqual(['pending']);
  }, 60_000);
});

const onPostgres = testDatabaseKind() === 'postgres';

describe.skipIf(!onPostgres)('deposit jobs run by two servers on one PostgreSQL (skipped on PGlite)', () => {
  let servers: [Database, Database];
  let runners: JobRunner[] = [];
  beforeAll(async () => {
    servers = await createSharedTestDatabase();
  });
  afterAll(async () => {
    await Promise.all(runners.map((r) => r.stop()));
    await Promise.all(servers?.map((s) => s.close()) ?? []);
  });

  it('never sends one deposit twice', async () => {
    const silent: JobLog = { info() {}, warn() {}, error() {} };
    // Articles without a stored JATS: the record is read from the database only.
    const storage = {} as Storage;
    const sent: { depositId: number; by: number }[] = [];
    // Four runners on each server's pool (as eight servers), all claiming at once.
    runners = Array.from({ length: 8 }, (_, by) => {
      const server = servers[by % 2];
      const send: DepositSender = async (_xml, filename) => {
        sent.push({ depositId: Number(/-deposit-(\d+)-/.exec(filename)![1]), by });
        await new Promise((resolve) => setTimeout(resolve, 3)); // Crossref answering, while the others claim
        return { ok: true, status: 200, body: 'SUCCESS' };
      };
      const job = depositJob({
        db: server.db,
        storage,
        send,
        publicUrl: 'https://journals.example.org',
        depositor: suite.t.config.depositor,
        log: silent,
      });
      const runner = createJobRunner({ db: server.db, log: silent, batchSize: 100, keepDoneMs: 0 });
      runner.register(DEPOSIT_JOB, job.handler, job.options);
      return runner;
    });
    const [a] = servers;
    const journal = await createJournal(a.db);
    const queued: number[] = [];
    for (let i = 0; i < 30; i++) {
      const article = await createArticle(a.db, journal.id);
      queued.push((await a.db.transaction((tx) => enqueueDeposit(tx, article.id, article.doi!))).id);
    }
    const done = await Promise.all(runners.map((r) => r.runOnce()));
    expect(done.reduce((x, y) => x + y)).toBe(30);
    expect(new Set(sent.map((s) => s.by % 2))).toEqual(new Set([0, 1])); // both servers took part
    expect(sent.map((s) => s.depositId).sort((x, y) => x - y)).toEqual(queued);
    const rows = await a.db.select().from(deposits);
    expect(rows.map((r) => [r.status, r.attempts])).toEqual(queued.map(() => ['sent', 1]));
    const jobRows = await a.db.select().from(jobs);
    expect(jobRows.map((r) => [r.kind, r.status, r.attempts])).toEqual(queued.map(() => [DEPOSIT_JOB, 'done', 1]));
  });
});

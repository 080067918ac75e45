/**
 * Decision 0052: deposits queued before deposits became jobs (a database from before the
 * migration `*_i20_deposit_jobs.sql`) get their `deposit.send` job from that migration, due
 * when the deposit was, with the attempts already made, and are then sent by the job runner;
 * deposits already sent or failed get none. Applying the statement again adds nothing.
 */
import fs from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from '../../db/client';
import { deposits, jobs } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { startCrossrefEndpoint, type CrossrefEndpoint } from '../../test/crossref-endpoint';
import { createArticle, createJournal } from '../../test/factories';
import { DEPOSIT_JOB } from './queue';

let t: TestApp;
let endpoint: CrossrefEndpoint;

beforeAll(async () => {
  endpoint = await startCrossrefEndpoint();
  t = await createTestApp({
    CROSSREF_USER: 'genesis-test',
    CROSSREF_PASSWORD: 'pa55-word',
    CROSSREF_DEPOSIT_URL: endpoint.url,
  });
}, 60_000);
afterAll(async () => {
  await t?.close();
  await endpoint?.close();
});

/** The migration's SQL (found by name: the lead may renumber it). */
function migrationSql(): string {
  const name = fs.readdirSync(MIGRATIONS_DIR).find((f) => f.endsWith('_i20_deposit_jobs.sql'));
  if (!name) throw new Error('no *_i20_deposit_jobs.sql migration');
  return fs.readFileSync(path.join(MIGRATIONS_DIR, name), 'utf8');
}

describe('deposits queued before the job queue', () => {
  it('get their deposit.send job from the migration and are sent by the runner', async () => {
    const journal = await createJournal(t.app.db);
    const old = async (values: Partial<typeof deposits.$inferInsert>) => {
      const article = await createArticle(t.app.db, journal.id);
      // As the deposit loop left them: a row of the deposits table, no job.
      const [row] = await t.app.db
        .insert(deposits)
        .values({ articleId: article.id, doi: article.doi!, ...values })
        .returning();
      return row;
    };
    const due = await old({});
    const retrying = await old({ attempts: 3, nextAttemptAt: new Date(Date.now() + 3_600_000) });
    const sent = await old({ status: 'sent', attempts: 1, sentAt: new Date() });
    const failed = await old({ status: 'failed', attempts: 8 });

    await t.app.db.execute(sql.raw(migrationSql()));
    await t.app.db.execute(sql.raw(migrationSql()));
    const made = await t.app.db.select().from(jobs).where(eq(jobs.kind, DEPOSIT_JOB)).orderBy(jobs.id);
    expect(made.map((j) => [j.payload, j.status, j.attempts, j.maxAttempts])).toEqual([
      [{ depositId: due.id }, 'pending', 0, 8],
      [{ depositId: retrying.id }, 'pending', 3, 8],
    ]);
    expect(made[1].runAt.getTime()).toBe(retrying.nextAttemptAt.getTime());

    expect(await t.app.deposits.runOnce()).toBe(1);
    expect(endpoint.received.map((r) => r.file!.filename)).toEqual([
      `genesis-article-${due.articleId}-deposit-${due.id}-attempt-1.xml`,
    ]);
    const after = await t.app.db.select().from(deposits).orderBy(deposits.id);
    expect(after.map((d) => [d.id, d.status, d.attempts])).toEqual([
      [due.id, 'sent', 1],
      [retrying.id, 'pending', 3],
      [sent.id, 'sent', 1],
      [failed.id, 'failed', 8],
    ]);
  });
});

/**
 * Several app servers deliver from one outbox: a mail's job is claimed, and the mail sent, by
 * one of them only. On PostgreSQL (TEST_DATABASE_URL) the claims race on separate connections; on
 * PGlite (one connection) they are serialized, and the same assertions must hold.
 */
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { jobs, outbox } from '../../db/schema';
import { claimNextJob } from '../jobs';
import { createTestApp, type TestApp } from '../../test/app';
import { enqueueMail, MAIL_JOB, startMailDelivery, type MailLog, type MailTransport } from './index';

const silent = { info() {}, warn() {}, error() {} } as unknown as MailLog;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});
beforeEach(async () => {
  await t.app.db.delete(outbox);
  await t.app.db.delete(jobs);
});

async function enqueueMany(n: number): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < n; i++) {
    const { id } = await enqueueMail(t.app.db, {
      to: `reader${i}@example.org`,
      subject: `Mail ${i}`,
      text: `Body ${i}`,
      kind: 'test.concurrency',
    });
    ids.push(id);
  }
  return ids;
}

describe('concurrent delivery', () => {
  it('concurrent claims never return the same mail twice', async () => {
    const ids = await enqueueMany(5);
    const claims = await Promise.all(Array.from({ length: 10 }, () => claimNextJob(t.app.db, [MAIL_JOB])));
    const claimed = claims.filter((c) => c !== undefined).map((c) => (c.payload as { outboxId: number }).outboxId);
    expect(claimed.sort((a, b) => a - b)).toEqual(ids);
    expect(claims.filter((c) => c === undefined)).toHaveLength(5);
  });

  it('two delivery loops running at once send every mail exactly once', async () => {
    const ids = await enqueueMany(30);
    const sends = new Map<number, number>();
    const transport: MailTransport = {
      deliveredStatus: 'sent',
      description: 'counting',
      async send(mail) {
        sends.set(mail.id, (sends.get(mail.id) ?? 0) + 1);
        await new Promise((resolve) => setTimeout(resolve, 2));
      },
      close() {},
    };
    const loops = [1, 2].map(() =>
      startMailDelivery({ db: t.app.db, transport, log: silent, autoStart: false, batchSize: 100 }),
    );
    try {
      const delivered = await Promise.all([loops[0].runOnce(), loops[1].runOnce()]);
      expect(delivered[0] + delivered[1]).toBe(30);
      expect(Math.min(...delivered)).toBeGreaterThan(0); // both loops did take part
      expect([...sends.keys()].sort((a, b) => a - b)).toEqual(ids);
      expect([...sends.values()].every((n) => n === 1)).toBe(true);
      const rows = await t.app.db.select().from(outbox).where(inArray(outbox.id, ids));
      expect(rows.every((r) => r.status === 'sent' && r.attempts === 1)).toBe(true);
      expect(await Promise.all(loops.map((l) => l.runOnce()))).toEqual([0, 0]);
    } finally {
      await Promise.all(loops.map((l) => l.stop()));
    }
  });
});

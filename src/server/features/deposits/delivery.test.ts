/**
 * The deposit loop's failure paths (issue 17 "with retries (like the mail outbox)"): a network
 * failure is recorded without the password and retried later; after the last attempt the
 * deposit is 'failed' and never claimed again.
 */
import net from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deposits } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { createArticle, createJournal } from '../../test/factories';
import { crossrefSender } from './crossref-client';
import { createDepositDelivery } from './delivery';
import { enqueueDeposit } from './queue';

let t: TestApp;
const logged: { msg: string; obj: object }[] = [];
const log = {
  info: (obj: object, msg: string) => void logged.push({ obj, msg }),
  warn: (obj: object, msg: string) => void logged.push({ obj, msg }),
  error: (obj: object, msg: string) => void logged.push({ obj, msg }),
};

/** A loopback port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(async () => {
  await t?.close();
});

describe('deposit loop failures', () => {
  it('records a network failure without the password, retries later, and gives up after the last attempt', async () => {
    const journal = await createJournal(t.app.db);
    const article = await createArticle(t.app.db, journal.id);
    const { id } = await enqueueDeposit(t.app.db, article.id, article.doi!);
    const password = 'Secret-Pa55-Word';
    const delivery = createDepositDelivery({
      db: t.app.db,
      storage: t.app.storage,
      send: crossrefSender({
        user: 'genesis',
        password,
        depositUrl: `http://127.0.0.1:${await closedPort()}/servlet/deposit`,
      }),
      publicUrl: t.config.publicUrl,
      depositor: t.config.depositor,
      log,
      maxAttempts: 2,
      retryDelay: () => 60_000,
    });
    try {
      expect(await delivery.runOnce()).toBe(0);
      const [first] = await t.app.db.select().from(deposits).where(eq(deposits.id, id));
      expect(first).toMatchObject({ status: 'pending', attempts: 1, responseStatus: null, responseBody: null });
      expect(first.lastError).toMatch(/fetch failed|ECONNREFUSED/);
      expect(first.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 30_000);
      expect(JSON.stringify(first)).not.toContain(password);
      expect(JSON.stringify(logged)).not.toContain(password);
      expect(logged.map((l) => l.msg)).toEqual(['Crossref deposit failed; will retry']);

      await t.app.db
        .update(deposits)
        .set({ nextAttemptAt: new Date(Date.now() - 1000) })
        .where(eq(deposits.id, id));
      expect(await delivery.runOnce()).toBe(0);
      const [last] = await t.app.db.select().from(deposits).where(eq(deposits.id, id));
      expect(last).toMatchObject({ status: 'failed', attempts: 2 });
      expect(logged.at(-1)!.msg).toBe('Crossref deposit failed; given up');

      await t.app.db
        .update(deposits)
        .set({ nextAttemptAt: new Date(Date.now() - 1000) })
        .where(eq(deposits.id, id));
      expect(await delivery.runOnce()).toBe(0);
      const [still] = await t.app.db.select().from(deposits).where(eq(deposits.id, id));
      expect(still.attempts).toBe(2);
    } finally {
      await delivery.stop();
    }
  });
});

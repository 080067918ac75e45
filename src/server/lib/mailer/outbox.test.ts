import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { journals, outbox } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { MailMessageError, MAX_ATTEMPTS, RETRY_DELAYS_MS, retryDelayMs, type MailMessage } from './index';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});
beforeEach(async () => {
  await t.app.db.delete(outbox);
});

const ack = (overrides: Partial<MailMessage> = {}): MailMessage => ({
  to: 'author@example.org',
  subject: 'We received your manuscript',
  text: 'Thank you. Follow it at https://journals.example.org/track/abc',
  kind: 'intake.ack',
  ref: 'manuscript:42',
  ...overrides,
});

describe('app.mailer.enqueue', () => {
  it('writes the mail in the same transaction as the record that causes it', async () => {
    const { db, mailer } = t.app;
    const { id } = await db.transaction(async (tx) => {
      await tx.insert(journals).values({ title: 'Outbox Journal', abbreviation: 'OBJ-1', slug: 'outbox-journal-1' });
      return mailer.enqueue(tx, ack({ html: '<p>Thank you.</p>' }));
    });
    const rows = await db.select().from(outbox);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      id,
      to: 'author@example.org',
      subject: 'We received your manuscript',
      text: 'Thank you. Follow it at https://journals.example.org/track/abc',
      html: '<p>Thank you.</p>',
      kind: 'intake.ack',
      ref: 'manuscript:42',
      status: 'pending',
      attempts: 0,
      lastError: null,
      sentAt: null,
    });
    expect(rows[0].nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
  });

  it('leaves no mail when the transaction rolls back', async () => {
    const { db, mailer } = t.app;
    await expect(
      db.transaction(async (tx) => {
        await tx.insert(journals).values({ title: 'Rolled Back', abbreviation: 'OBJ-2', slug: 'outbox-journal-2' });
        await mailer.enqueue(tx, ack());
        throw new Error('the intake failed after the mail was enqueued');
      }),
    ).rejects.toThrow('the intake failed');
    expect(await db.select().from(outbox)).toHaveLength(0);
    expect(await db.select().from(journals).where(eq(journals.slug, 'outbox-journal-2'))).toHaveLength(0);
  });

  it.each([
    ['to', { to: 'author@example.org\r\nBcc: victim@example.org' }],
    ['to', { to: 'author@example.org, other@example.org' }],
    ['to', { to: 'Author <author@example.org>' }],
    ['to', { to: 'not-an-address' }],
    ['subject', { subject: 'Hello\r\nBcc: victim@example.org' }],
    ['subject', { subject: 'Hello\nX-Injected: 1' }],
    ['subject', { subject: '   ' }],
    ['text', { text: '' }],
    ['kind', { kind: 'Intake Ack' }],
    ['ref', { ref: 'manuscript:42\nX-Injected: 1' }],
  ] as const)('refuses a bad %s (header injection, more recipients, empty) and stores nothing', async (field, bad) => {
    const { db, mailer } = t.app;
    const attempt = mailer.enqueue(db, ack(bad));
    await expect(attempt).rejects.toBeInstanceOf(MailMessageError);
    await expect(attempt).rejects.toThrow(new RegExp(`^Invalid mail: ${field}: `));
    expect(await db.select().from(outbox)).toHaveLength(0);
  });
});

describe('retryDelayMs', () => {
  it('backs off 1 min, 5 min, 30 min, 2 h, then 12 h, with at most 10 % jitter', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map((n) => retryDelayMs(n, () => 0))).toEqual([
      60_000, 300_000, 1_800_000, 7_200_000, 43_200_000, 43_200_000, 43_200_000,
    ]);
    expect(retryDelayMs(1, () => 0.999)).toBeLessThan(66_000);
    expect(retryDelayMs(1, () => 0.999)).toBeGreaterThan(65_000);
    expect(RETRY_DELAYS_MS).toHaveLength(5);
    expect(MAX_ATTEMPTS).toBe(8);
  });
});

/**
 * Without SMTP_URL, mail stays in the outbox and is written to the log once (decision 0008): the
 * log line is where an embedded server's operator reads the mail and its links.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../db/schema';
import { createLoggedTestApp, type LoggedTestApp } from './testing';

const LINK = 'https://journals.example.org/track/unique-link-7f3a';

let t: LoggedTestApp;
beforeAll(async () => {
  t = await createLoggedTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('mail without SMTP_URL', () => {
  it('logs each mail once, with its recipient, subject and text, and marks it logged', async () => {
    const { db, mailer } = t.app;
    const { id } = await db.transaction((tx) =>
      mailer.enqueue(tx, {
        to: 'editorial@journals.example.org',
        subject: 'New manuscript submitted',
        text: `A manuscript was submitted.\nOpen it: ${LINK}\n`,
        html: `<p>Open it: <a href="${LINK}">${LINK}</a></p>`,
        kind: 'intake.notice',
        ref: 'manuscript:7',
      }),
    );
    expect(await mailer.runOnce()).toBe(1);

    const [row] = await db.select().from(outbox).where(eq(outbox.id, id));
    expect(row).toMatchObject({ status: 'logged', attempts: 1, lastError: null });
    expect(row.sentAt).toBeInstanceOf(Date);

    const lines = t.logs().filter((l) => JSON.stringify(l).includes(LINK));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 30,
      component: 'mailer',
      msg: 'mail kept in the outbox (no SMTP_URL), logged instead of sent',
      mail: {
        id,
        to: 'editorial@journals.example.org',
        subject: 'New manuscript submitted',
        kind: 'intake.notice',
        ref: 'manuscript:7',
        text: `A manuscript was submitted.\nOpen it: ${LINK}\n`,
      },
    });
    expect(lines[0]).not.toHaveProperty('mail.html');

    // Logged once: later passes neither log it again nor count it.
    expect(await mailer.runOnce()).toBe(0);
    expect(await mailer.runOnce()).toBe(0);
    expect(t.logText().split(LINK).length - 1).toBe(1);
  });
});

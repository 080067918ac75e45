/**
 * Real SMTP delivery through nodemailer to smtp-server on loopback: delivery, a server that
 * answers 4xx, a closed port, the last attempt, credentials kept out of logs and errors,
 * and closing the app while a pass is in flight.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { jobs, outbox } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { createSmtpTransport, MAX_ATTEMPTS, startMailDelivery, type MailLog, type MailMessage } from './index';
import { closedPort, createLoggedTestApp, startTestSmtpServer, type TestSmtpServer } from './testing';

const mail = (overrides: Partial<MailMessage> = {}): MailMessage => ({
  to: 'author@example.org',
  subject: 'Manuscript received: On the Outbox Pattern',
  text: 'Dear author,\nwe received your manuscript.\nTrack it at https://journals.example.org/track/m42\n',
  kind: 'intake.ack',
  ref: 'manuscript:42',
  ...overrides,
});

/** A logger that records what the mailer logs (for tests that drive the loop directly). */
function recordingLog() {
  const lines: string[] = [];
  const record = (...args: unknown[]) => void lines.push(JSON.stringify(args));
  const log = { info: record, warn: record, error: record } as MailLog;
  return { log, text: () => lines.join('\n') };
}

let smtp: TestSmtpServer;
let t: TestApp;
beforeAll(async () => {
  smtp = await startTestSmtpServer();
  t = await createTestApp({
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    MAIL_FROM: 'Genesis Journals <no-reply@journals.example.org>',
  });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});
beforeEach(async () => {
  await t.app.db.delete(outbox);
  smtp.received.length = 0;
  smtp.reject = null;
  smtp.delayMs = 0;
});

async function row(id: number) {
  const [r] = await t.app.db.select().from(outbox).where(eq(outbox.id, id));
  return r;
}

describe('SMTP delivery (SMTP_URL)', () => {
  it('delivers a pending mail: the server receives its recipient, subject and text; the row is sent', async () => {
    const { id } = await t.app.mailer.enqueue(t.app.db, mail({ html: '<p>We received your manuscript.</p>' }));
    expect(await t.app.mailer.runOnce()).toBe(1);

    expect(smtp.received).toHaveLength(1);
    const [received] = smtp.received;
    expect(received.to).toEqual(['author@example.org']);
    expect(received.raw).toMatch(/^To: author@example\.org\r$/m);
    expect(received.raw).toMatch(/^From: Genesis Journals <no-reply@journals\.example\.org>\r$/m);
    expect(received.raw).toMatch(/^Subject: Manuscript received: On the Outbox Pattern\r$/m);
    expect(received.raw).toMatch(/^Message-ID: <outbox\.\d+\.\d+@journals\.example\.org>\r$/m);
    expect(received.raw).toContain('Track it at https://journals.example.org/track/m42');
    expect(received.raw).toContain('<p>We received your manuscript.</p>');

    const sent = await row(id);
    expect(sent).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
    expect(sent.sentAt).toBeInstanceOf(Date);
    expect(await t.app.mailer.runOnce()).toBe(0);
    expect(smtp.received).toHaveLength(1);
  });

  it('records a 4xx answer: attempt 1, retried in about a minute, last_error set, nothing delivered', async () => {
    smtp.reject = { code: 451, message: 'Mailbox busy, try again later' };
    const { id } = await t.app.mailer.enqueue(t.app.db, mail());
    const before = Date.now();
    expect(await t.app.mailer.runOnce()).toBe(0);

    const failed = await row(id);
    expect(failed).toMatchObject({ status: 'pending', attempts: 1, sentAt: null });
    expect(failed.lastError).toMatch(/451 Mailbox busy/);
    const delay = failed.nextAttemptAt.getTime() - before;
    expect(delay).toBeGreaterThan(55_000);
    expect(delay).toBeLessThan(70_000);
    // Not due yet: another pass leaves it alone.
    expect(await t.app.mailer.runOnce()).toBe(0);
    expect((await row(id)).attempts).toBe(1);
    expect(smtp.received).toHaveLength(0);
  });

  it(`gives up after ${MAX_ATTEMPTS} attempts: status failed, never claimed again`, async () => {
    smtp.reject = { code: 550, message: 'Mailbox unavailable' };
    const { id } = await t.app.mailer.enqueue(t.app.db, mail());
    // As if MAX_ATTEMPTS - 1 attempts had failed: the mail's job (lib/jobs) is due for its last.
    await t.app.db
      .update(jobs)
      .set({ attempts: MAX_ATTEMPTS - 1, runAt: sql`now() - interval '1 second'` })
      .where(sql`${jobs.payload} ->> 'outboxId' = ${String(id)}`);
    expect(await t.app.mailer.runOnce()).toBe(0);
    const failed = await row(id);
    expect(failed).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS });
    expect(failed.lastError).toMatch(/550 Mailbox unavailable/);

    smtp.reject = null;
    await t.app.db
      .update(jobs)
      .set({ runAt: sql`now() - interval '1 day'` })
      .where(sql`${jobs.payload} ->> 'outboxId' = ${String(id)}`);
    expect(await t.app.mailer.runOnce()).toBe(0);
    expect(smtp.received).toHaveLength(0);
  });

  it('records a refused connection (closed port) as a failed attempt with its reason', async () => {
    const port = await closedPort();
    const { log, text } = recordingLog();
    const transport = createSmtpTransport({ url: `smtp://127.0.0.1:${port}`, from: 'no-reply@journals.example.org' });
    const delivery = startMailDelivery({ db: t.app.db, transport, log, autoStart: false });
    const { id } = await t.app.mailer.enqueue(t.app.db, mail());
    expect(await delivery.runOnce()).toBe(0);
    await delivery.stop();
    transport.close();
    const failed = await row(id);
    expect(failed).toMatchObject({ status: 'pending', attempts: 1 });
    expect(failed.lastError).toMatch(/ECONNREFUSED/);
    expect(text()).toContain('mail delivery failed; will retry');
  });

  it('never writes the SMTP password to last_error or the log', async () => {
    const password = 'Wr0ng-s3cret-pw';
    const guarded = await startTestSmtpServer({
      allowInsecureAuth: true,
      onAuth(auth, _session, callback) {
        if (auth.username === 'mailer' && auth.password === 'right-pw') callback(null, { user: 'mailer' });
        else callback(Object.assign(new Error('Invalid username or password'), { responseCode: 535 }));
      },
    });
    const { log, text } = recordingLog();
    const transport = createSmtpTransport({
      url: `smtp://mailer:${password}@127.0.0.1:${guarded.port}`,
      from: 'no-reply@journals.example.org',
    });
    const delivery = startMailDelivery({ db: t.app.db, transport, log, autoStart: false });
    try {
      const { id } = await t.app.mailer.enqueue(t.app.db, mail());
      expect(await delivery.runOnce()).toBe(0);
      const failed = await row(id);
      expect(failed.lastError).toMatch(/535/);
      expect(failed.lastError).not.toContain(password);
      expect(text()).toMatch(/535/);
      expect(text()).not.toContain(password);
      expect(transport.description).toBe(`smtp://mailer:redacted@127.0.0.1:${guarded.port}`);
    } finally {
      await delivery.stop();
      transport.close();
      await guarded.close();
    }
  });
});

describe('the delivery loop of a listening server', () => {
  it('starts on listen with a redacted URL in the log, delivers with credentials, and finishes its pass before the database closes', async () => {
    const guarded = await startTestSmtpServer({
      allowInsecureAuth: true,
      onAuth(auth, _session, callback) {
        if (auth.username === 'mailer' && auth.password === 'right-pw') callback(null, { user: 'mailer' });
        else callback(new Error('Invalid username or password'));
      },
    });
    guarded.delayMs = 300;
    const logged = await createLoggedTestApp(
      { SMTP_URL: `smtp://mailer:right-pw@127.0.0.1:${guarded.port}` },
      { mailDelivery: true },
    );
    try {
      await logged.app.mailer.enqueue(logged.app.db, mail());
      const dataStarted = guarded.nextData();
      await logged.app.listen({ port: 0, host: '127.0.0.1' });
      await dataStarted; // the loop's first pass is sending, slowly
      const closing = logged.close();
      const inFlight = logged.app.mailer.runOnce(); // queued after the pass in flight: stopped → 0
      await closing;
      expect(await inFlight).toBe(0);
      expect(guarded.received).toHaveLength(1);
      const messages = logged.logs().map((l) => l.msg);
      expect(messages).toContain('mail delivery started');
      expect(messages).toContain('mail sent'); // recorded in the database before it closed
      expect(logged.logText()).toContain(`smtp://mailer:redacted@127.0.0.1:${guarded.port}`);
      expect(logged.logText()).not.toContain('right-pw');
      expect(logged.logText()).not.toContain('track/m42');
    } finally {
      await logged.close();
      await guarded.close();
    }
  });
});

/**
 * Mail delivery as jobs (decisions 0007 and 0043): every outbox mail has a
 * `mail.deliver` job (enqueued with it, outbox.ts) run by the job runner (lib/jobs), which
 * claims each job on one server only, retries it with the outbox's backoff (1 min, 5 min,
 * 30 min, 2 h, then 12 h, with jitter) and gives it up after {@link MAX_ATTEMPTS} attempts. The
 * outbox row stays the record of the mail: its status ('pending', 'sent', 'logged', 'failed'),
 * attempts, last error, next attempt and sent time mirror the job's.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { outbox } from '../../db/schema';
import { createJobRunner, type JobHandler, type JobKindOptions } from '../jobs';
import { markAttemptStarted, markDelivered, markMailFailed, MAIL_JOB, retryDelayMs } from './outbox';
import { describeSendError, type MailLog, type MailTransport } from './transports';

export interface MailJobOptions {
  db: Db;
  transport: MailTransport;
  log: MailLog;
  /** Backoff after n failed attempts, in ms (default {@link retryDelayMs}). */
  retryDelay?: (attempts: number) => number;
}

/**
 * The `mail.deliver` job's handler and options, for `runner.register(MAIL_JOB, handler, options)`.
 * The handler sends the outbox mail of the payload's `outboxId` through the transport and records
 * the outcome on the outbox row; a send failure is recorded, then thrown (so the job retries).
 * A mail no longer pending (already sent, or failed) is left alone.
 */
export function mailJob(options: MailJobOptions): { handler: JobHandler; options: JobKindOptions } {
  const { db, transport, log } = options;
  const retryDelay = options.retryDelay ?? ((attempts: number) => retryDelayMs(attempts));
  const handler: JobHandler = async (payload, { job, lastAttempt }) => {
    const outboxId = (payload as { outboxId?: unknown }).outboxId;
    if (typeof outboxId !== 'number') throw new Error('mail.deliver job without an outboxId');
    const [found] = await db.select().from(outbox).where(eq(outbox.id, outboxId));
    if (!found || found.status !== 'pending') return;
    const row = { ...found, attempts: job.attempts };
    await markAttemptStarted(db, row);
    const about = { outboxId: row.id, kind: row.kind, ref: row.ref, attempts: row.attempts };
    try {
      await transport.send(row);
    } catch (err) {
      const error = describeSendError(err);
      const delayMs = retryDelay(row.attempts);
      await markMailFailed(db, row, error, lastAttempt ? null : delayMs);
      if (lastAttempt) log.error({ ...about, error }, 'mail delivery failed for the last time; given up');
      else log.warn({ ...about, error, retryInMs: delayMs }, 'mail delivery failed; will retry');
      // The job's retry is due when the outbox row says.
      throw Object.assign(new Error(error), { retryInMs: delayMs });
    }
    const recorded = await markDelivered(db, row, transport.deliveredStatus);
    if (!recorded) log.warn(about, 'mail delivered but its outbox row had changed');
    else if (transport.deliveredStatus === 'sent') log.info(about, 'mail sent');
  };
  return { handler, options: { retryDelay } };
}

export interface MailDeliveryOptions extends MailJobOptions {
  /** Pause between passes, in ms (default 2000). */
  intervalMs?: number;
  /** Start the timer now (default true); with false only `start()` or `runOnce()` deliver. */
  autoStart?: boolean;
  /** Most mails per pass (default 20). */
  batchSize?: number;
  /** Runs at the start of every pass, before mail is claimed (errors fail the pass). */
  prepare?: () => Promise<void>;
}

export interface MailDelivery {
  /**
   * Runs one pass now (after any pass in flight) and resolves with the number of mails
   * delivered in it (status 'sent' or 'logged'); 0 once stopped.
   * @throws when the database fails (transport failures are recorded, not thrown)
   */
  runOnce(): Promise<number>;
  /** Starts the timer, if neither started nor stopped. */
  start(): void;
  /** Stops the timer and resolves once the pass in flight (if any) has finished. Idempotent. */
  stop(): Promise<void>;
}

/**
 * A job runner of its own that delivers mail only: for command-line tools and tests that
 * deliver without an app (the app registers {@link mailJob} on `app.jobs` instead).
 * @returns the loop's controls; the caller must `stop()` it before closing the database
 */
export function startMailDelivery(options: MailDeliveryOptions): MailDelivery {
  const runner = createJobRunner({
    db: options.db,
    log: options.log,
    intervalMs: options.intervalMs ?? 2000,
    batchSize: options.batchSize,
    keepDoneMs: 0,
  });
  const job = mailJob(options);
  runner.register(MAIL_JOB, job.handler, job.options);
  if (options.prepare) runner.beforePass(options.prepare);
  const delivery: MailDelivery = {
    // Mail jobs done in the pass: each delivered its mail.
    runOnce: () => runner.runOnce([MAIL_JOB]),
    start: () => runner.start(),
    stop: () => runner.stop(),
  };
  if (options.autoStart ?? true) delivery.start();
  return delivery;
}

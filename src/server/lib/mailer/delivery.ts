/**
 * The outbox delivery loop (issue 5, "Mail"): every `intervalMs` it claims due mails one at
 * a time (see outbox.ts: safe with several servers), sends each through the transport and
 * records the outcome. A pass is bounded (`batchSize` mails, `batchTimeMs`); a full pass is
 * followed at once by the next. Errors are logged, never thrown out of the timer, so the loop
 * cannot crash the process. The timer is unref'd: it never keeps the process alive.
 */
import type { Db } from '../../db/client';
import {
  claimNextMail,
  DEFAULT_LEASE_MS,
  markAttemptFailed,
  markDelivered,
  MAX_ATTEMPTS,
  retryDelayMs,
  type OutboxRow,
} from './outbox';
import { describeSendError, type MailLog, type MailTransport } from './transports';

export interface MailDeliveryOptions {
  db: Db;
  transport: MailTransport;
  log: MailLog;
  /** Pause between passes, in ms (default 2000). */
  intervalMs?: number;
  /** Start the timer now (default true); with false only `start()` or `runOnce()` deliver. */
  autoStart?: boolean;
  /** Most mails per pass (default 20). */
  batchSize?: number;
  /** No new mail is claimed once a pass has run this long, in ms (default 30,000). */
  batchTimeMs?: number;
  /** Attempts before a mail is given up as 'failed' (default {@link MAX_ATTEMPTS}). */
  maxAttempts?: number;
  /** Lease of a claimed mail, in ms (default 5 min; must exceed one send's timeouts). */
  leaseMs?: number;
  /** Backoff after n failed attempts, in ms (default {@link retryDelayMs}). */
  retryDelay?: (attempts: number) => number;
  /**
   * Runs at the start of every pass, before mail is claimed: work that decides which mails
   * to write (e.g. password-reset requests, issue 12), kept out of the requests that cause
   * it. Its errors fail the pass (logged; the next pass tries again).
   */
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
 * Creates the delivery loop over the outbox of `db`.
 * @returns the loop's controls; the caller must `stop()` it before closing the database
 */
export function startMailDelivery(options: MailDeliveryOptions): MailDelivery {
  const { db, transport, log } = options;
  const intervalMs = options.intervalMs ?? 2000;
  const batchSize = options.batchSize ?? 20;
  const batchTimeMs = options.batchTimeMs ?? 30_000;
  const maxAttempts = options.maxAttempts ?? MAX_ATTEMPTS;
  const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
  const retryDelay = options.retryDelay ?? ((attempts: number) => retryDelayMs(attempts));

  let stopped = false;
  let started = false;
  let timer: NodeJS.Timeout | undefined;
  /** The last pass queued; never rejects, so `stop()` and the next pass can wait on it. */
  let chain: Promise<unknown> = Promise.resolve();

  async function deliver(row: OutboxRow): Promise<boolean> {
    const about = { outboxId: row.id, kind: row.kind, ref: row.ref, attempts: row.attempts };
    try {
      await transport.send(row);
    } catch (err) {
      const error = describeSendError(err);
      const delayMs = retryDelay(row.attempts);
      const status = await markAttemptFailed(db, row, error, { maxAttempts, delayMs });
      if (status === 'failed') log.error({ ...about, error }, 'mail delivery failed for the last time; given up');
      else if (status === 'pending')
        log.warn({ ...about, error, retryInMs: delayMs }, 'mail delivery failed; will retry');
      else log.warn(about, 'mail delivery failed after its claim was lost');
      return false;
    }
    const recorded = await markDelivered(db, row, transport.deliveredStatus);
    if (!recorded) log.warn(about, 'mail delivered after its claim was lost (it may be sent twice)');
    else if (transport.deliveredStatus === 'sent') log.info(about, 'mail sent');
    return recorded;
  }

  async function pass(): Promise<number> {
    if (options.prepare && !stopped) await options.prepare();
    const begun = Date.now();
    let delivered = 0;
    for (let n = 0; n < batchSize && !stopped && Date.now() - begun < batchTimeMs; n++) {
      const row = await claimNextMail(db, leaseMs);
      if (!row) break;
      if (await deliver(row)) delivered++;
    }
    return delivered;
  }

  function runOnce(): Promise<number> {
    const run = chain.then(() => (stopped ? 0 : pass()));
    chain = run.catch(() => undefined);
    return run;
  }

  function schedule(delayMs: number): void {
    if (stopped) return;
    timer = setTimeout(() => void tick(), delayMs);
    timer.unref();
  }

  async function tick(): Promise<void> {
    timer = undefined;
    let delivered = 0;
    try {
      delivered = await runOnce();
    } catch (err) {
      log.error({ error: describeSendError(err) }, 'mail delivery pass failed; will try again');
    }
    schedule(delivered >= batchSize ? 0 : intervalMs);
  }

  const delivery: MailDelivery = {
    runOnce,
    start() {
      if (started || stopped) return;
      started = true;
      schedule(0);
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = undefined;
      await chain;
    },
  };
  if (options.autoStart ?? true) delivery.start();
  return delivery;
}

/**
 * The deposit loop (issue 17 "sent … as a background job with retries (like the mail
 * outbox)"): every `intervalMs` it claims due deposits one at a time (queue.ts: one sender
 * per deposit across servers), writes each article's deposit XML from its current record,
 * sends it, and records Crossref's answer. Failures retry with the outbox's backoff (1 min,
 * 5 min, 30 min, 2 h, then 12 h, with jitter) up to 8 attempts, then the deposit is 'failed'
 * (the admin can redeposit). Errors are logged, never thrown out of the timer; the timer is
 * unref'd.
 */
import type { Db } from '../../db/client';
import { DEFAULT_LEASE_MS } from '../../lib/jobs';
import { MAX_ATTEMPTS, retryDelayMs } from '../../lib/mailer';
import type { Storage } from '../../lib/storage';
import type { DepositSender } from './crossref-client';
import { crossrefDepositXml, type Depositor } from './crossref-xml';
import { claimNextDeposit, markDepositFailed, markDepositSent, type DepositRow } from './queue';
import { loadDepositRecord } from './record';

/** The logger calls the loop makes (pino's shape). */
export interface DepositLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface DepositDeliveryOptions {
  db: Db;
  storage: Storage;
  send: DepositSender;
  publicUrl: string;
  depositor: Depositor;
  log: DepositLog;
  /** Pause between passes, in ms (default 5000). */
  intervalMs?: number;
  /** Most deposits per pass (default 10). */
  batchSize?: number;
  /** Attempts before a deposit is 'failed' (default 8, the outbox's). */
  maxAttempts?: number;
  /** Lease of a claimed deposit, in ms (default 5 min: longer than a send's 60 s timeout). */
  leaseMs?: number;
  /** Backoff after n failed attempts, in ms (default the outbox's retryDelayMs). */
  retryDelay?: (attempts: number) => number;
}

export interface DepositDelivery {
  /**
   * Runs one pass now (after any pass in flight); resolves with the number of deposits sent.
   * @throws when the database fails (send failures are recorded, not thrown)
   */
  runOnce(): Promise<number>;
  start(): void;
  /** Stops the timer and waits for the pass in flight. Idempotent. */
  stop(): Promise<void>;
}

/** `doi_batch_id` of attempt n of deposit `id`: unique per file sent. */
export function batchIdOf(row: Pick<DepositRow, 'id' | 'attempts' | 'articleId'>): string {
  return `genesis-article-${row.articleId}-deposit-${row.id}-attempt-${row.attempts}`;
}

/** A short, secret-free description of a send error. */
function describe(err: unknown): string {
  if (err instanceof Error) {
    const cause = (err as { cause?: unknown }).cause;
    const detail = cause instanceof Error ? `: ${cause.message}` : '';
    return `${err.name}: ${err.message}${detail}`.slice(0, 500);
  }
  return String(err).slice(0, 500);
}

/** Creates the loop (stopped; call `start()`). */
export function createDepositDelivery(options: DepositDeliveryOptions): DepositDelivery {
  const { db, log } = options;
  const intervalMs = options.intervalMs ?? 5000;
  const batchSize = options.batchSize ?? 10;
  const maxAttempts = options.maxAttempts ?? MAX_ATTEMPTS;
  const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
  const retryDelay = options.retryDelay ?? ((n: number) => retryDelayMs(n));
  let stopped = false;
  let started = false;
  let timer: NodeJS.Timeout | undefined;
  let chain: Promise<unknown> = Promise.resolve();

  async function deliver(row: DepositRow): Promise<boolean> {
    const about = { depositId: row.id, articleId: row.articleId, doi: row.doi, attempts: row.attempts };
    const batchId = batchIdOf(row);
    let failure: { error: string; answer?: { status: number; body: string } };
    try {
      const record = await loadDepositRecord(options, row.articleId);
      // The DOI deposited is the one queued; the rest is the article's metadata as it is now.
      record.article.doi = row.doi;
      const xml = crossrefDepositXml({
        record,
        publicUrl: options.publicUrl,
        depositor: options.depositor,
        batchId,
        at: new Date(),
      });
      const result = await options.send(xml, `${batchId}.xml`);
      if (result.ok) {
        const recorded = await markDepositSent(db, row, batchId, result);
        if (recorded) log.info(about, 'Crossref deposit sent');
        else log.warn(about, 'Crossref deposit sent after its claim was lost');
        return recorded;
      }
      failure = { error: `Crossref answered HTTP ${result.status}`, answer: result };
    } catch (err) {
      failure = { error: describe(err) };
    }
    const delayMs = retryDelay(row.attempts);
    const status = await markDepositFailed(db, row, { batchId, ...failure }, { maxAttempts, delayMs });
    if (status === 'failed') log.error({ ...about, error: failure.error }, 'Crossref deposit failed; given up');
    else if (status === 'pending')
      log.warn({ ...about, error: failure.error, retryInMs: delayMs }, 'Crossref deposit failed; will retry');
    return false;
  }

  async function pass(): Promise<number> {
    let sent = 0;
    for (let n = 0; n < batchSize && !stopped; n++) {
      const row = await claimNextDeposit(db, leaseMs);
      if (!row) break;
      if (await deliver(row)) sent++;
    }
    return sent;
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
    let sent = 0;
    try {
      sent = await runOnce();
    } catch (err) {
      log.error({ error: describe(err) }, 'Crossref deposit pass failed; will try again');
    }
    schedule(sent >= batchSize ? 0 : intervalMs);
  }

  return {
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
}

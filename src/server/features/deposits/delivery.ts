/**
 * Crossref deposits as jobs (docs/decisions/0027-dois-and-deposits.md; one job queue for all
 * background work, docs/decisions/0052-deposit-jobs.md): every deposit has a
 * `deposit.send` job (enqueued with it, queue.ts) run by the job runner (lib/jobs), which claims
 * each job on one server only, retries it with the outbox's backoff (1 min, 5 min, 30 min, 2 h,
 * then 12 h, with jitter) and after 8 attempts (DEPOSIT_MAX_ATTEMPTS) makes it dead. The
 * deposit row stays the record of the deposit: its status ('pending', 'sent', 'failed'),
 * attempts, last error, Crossref's last answer and next attempt mirror the job's.
 */
import { describeJobError, type JobHandler, type JobKindOptions } from '../../lib/jobs';
import { retryDelayMs } from '../../lib/mailer';
import type { DepositSender } from './crossref-client';
import { crossrefDepositXml, type Depositor } from './crossref-xml';
import { markDepositFailed, markDepositSent, startDepositAttempt, type CrossrefAnswer, type DepositRow } from './queue';
import { loadDepositRecord } from './record';
import type { Deps } from '../../deps';

/** The logger calls the job makes (pino's shape). */
export interface DepositLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/** The deposit job's services (a part of the one Deps, decision 0068) and its own settings. */
export type DepositJobOptions = Pick<Deps, 'db' | 'storage' | 'publicUrl'> & {
  send: DepositSender;
  depositor: Depositor;
  log: DepositLog;
  /** Backoff after n failed attempts, in ms (default the outbox's retryDelayMs). */
  retryDelay?: (attempts: number) => number;
};

/** `doi_batch_id` of attempt n of deposit `id`: unique per file sent. */
export function batchIdOf(row: Pick<DepositRow, 'id' | 'attempts' | 'articleId'>): string {
  return `genesis-article-${row.articleId}-deposit-${row.id}-attempt-${row.attempts}`;
}

/**
 * The `deposit.send` job's handler and options, for `runner.register(DEPOSIT_JOB, handler,
 * options)`. The handler writes the deposit XML of the payload's `depositId` from the article's
 * current record (the DOI is the one queued), posts it to Crossref and records the answer on
 * the deposit row. A non-2xx answer or a network failure is recorded, then thrown (the job
 * retries after the backoff; on its last attempt the deposit becomes 'failed'). A deposit no
 * longer pending (already sent, given up) or gone (its article deleted) is left alone.
 * @throws Error when the payload has no numeric `depositId` (the job is retried, then dead)
 */
export function depositJob(options: DepositJobOptions): { handler: JobHandler; options: JobKindOptions } {
  const { db, log } = options;
  const retryDelay = options.retryDelay ?? ((attempts: number) => retryDelayMs(attempts));
  const handler: JobHandler = async (payload, { job, lastAttempt }) => {
    const depositId = (payload as { depositId?: unknown }).depositId;
    if (typeof depositId !== 'number') throw new Error('deposit.send job without a depositId');
    const row = await startDepositAttempt(db, depositId, job.attempts);
    if (!row) return;
    const about = { depositId: row.id, articleId: row.articleId, doi: row.doi, attempts: row.attempts };
    const batchId = batchIdOf(row);
    let failure: { error: string; answer?: CrossrefAnswer };
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
        const recorded = await markDepositSent(db, row, batchId, { status: result.status, body: result.body });
        if (recorded) log.info(about, 'Crossref deposit sent');
        else log.warn(about, 'Crossref deposit sent but its row had changed (a later attempt began)');
        return;
      }
      failure = { error: `Crossref answered HTTP ${result.status}`, answer: result };
    } catch (err) {
      failure = { error: describeJobError(err).slice(0, 500) };
    }
    const delayMs = retryDelay(row.attempts);
    await markDepositFailed(db, row, { batchId, ...failure }, lastAttempt ? null : delayMs);
    if (lastAttempt) log.error({ ...about, error: failure.error }, 'Crossref deposit failed; given up');
    else log.warn({ ...about, error: failure.error, retryInMs: delayMs }, 'Crossref deposit failed; will retry');
    // The job's retry is due when the deposit row says.
    throw Object.assign(new Error(failure.error), { retryInMs: delayMs });
  };
  return { handler, options: { retryDelay } };
}

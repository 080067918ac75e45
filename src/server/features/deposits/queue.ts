/**
 * The deposits table's queries (decisions 0027 and 0052): a
 * deposit is written, with its `deposit.send` job (lib/jobs, decision 0043), in the transaction
 * that publishes the article (or the admin's redeposit). The job runner claims each job on one
 * server at a time, retries it and gives it up (delivery.ts); this file records each attempt's
 * outcome on the deposit row, Crossref's record of the deposit. The job's `attempts` is the
 * fencing token: an outcome is recorded only if no later attempt of the deposit has begun.
 */
import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { articles, deposits, type DepositStatus } from '../../db/schema';
import { enqueueJob } from '../../lib/jobs';
import { MAX_ATTEMPTS } from '../../lib/mailer';

/** A row of the deposits table. */
export type DepositRow = typeof deposits.$inferSelect;

/** Most of Crossref's answer kept per deposit, in characters. */
export const MAX_RESPONSE_CHARS = 64 * 1024;

/** Kind of the job sending one deposit (payload `{ depositId }`, key `deposit.send:<id>`). */
export const DEPOSIT_JOB = 'deposit.send';

/** Attempts before a deposit is given up ('failed'): the outbox's 8 (about 1.6 days of retries). */
export const DEPOSIT_MAX_ATTEMPTS = MAX_ATTEMPTS;

/** The "once only" key of deposit `id`'s job: one job per deposit, whoever enqueues it. */
export const depositJobKey = (id: number) => `${DEPOSIT_JOB}:${id}`;

/**
 * Puts a deposit of `doi` for article `articleId` in the queue, status 'pending', with its
 * `deposit.send` job due now ({@link DEPOSIT_MAX_ATTEMPTS} attempts), within `tx` (the
 * publishing transaction: no deposit and no job if it rolls back).
 * @returns the deposit's id
 */
export async function enqueueDeposit(tx: DbOrTx, articleId: number, doi: string): Promise<{ id: number }> {
  const [row] = await tx.insert(deposits).values({ articleId, doi }).returning({ id: deposits.id });
  await enqueueJob(
    tx,
    DEPOSIT_JOB,
    { depositId: row.id },
    { key: depositJobKey(row.id), maxAttempts: DEPOSIT_MAX_ATTEMPTS },
  );
  return row;
}

function nowPlus(ms: number): SQL {
  return sql`now() + ${ms}::double precision * interval '1 millisecond'`;
}

/**
 * Records that attempt `attempts` (the job's, from 1) of deposit `id` has begun, if the deposit
 * is still pending.
 * @returns the deposit as the attempt sends it, or undefined when it is no longer pending
 *   (already sent or given up: a job run again after a crash leaves it alone) or gone
 */
export async function startDepositAttempt(db: Db, id: number, attempts: number): Promise<DepositRow | undefined> {
  const [row] = await db
    .update(deposits)
    .set({ attempts, updatedAt: sql`now()` })
    .where(and(eq(deposits.id, id), eq(deposits.status, 'pending')))
    .returning();
  return row;
}

const stillClaimed = (row: DepositRow) =>
  and(eq(deposits.id, row.id), eq(deposits.attempts, row.attempts), eq(deposits.status, 'pending'));

/** What Crossref answered (absent when no answer came: network error, timeout). */
export interface CrossrefAnswer {
  status: number;
  body: string;
}

/**
 * Records an accepted deposit: status 'sent', `sent_at` now, Crossref's answer.
 * @returns false when the row had changed (a later attempt has begun since)
 */
export async function markDepositSent(
  db: Db,
  row: DepositRow,
  batchId: string,
  answer: CrossrefAnswer,
): Promise<boolean> {
  const updated = await db
    .update(deposits)
    .set({
      status: 'sent',
      sentAt: sql`now()`,
      batchId,
      lastError: null,
      responseStatus: answer.status,
      responseBody: answer.body.slice(0, MAX_RESPONSE_CHARS),
      updatedAt: sql`now()`,
    })
    .where(stillClaimed(row))
    .returning({ id: deposits.id });
  return updated.length === 1;
}

/**
 * Records a failed attempt: `last_error`, Crossref's answer if one came, and either the next
 * attempt in `retryInMs` ms (status stays 'pending') or, with null (it was the last attempt),
 * status 'failed'.
 * @returns false when the row had changed (a later attempt has begun since)
 */
export async function markDepositFailed(
  db: Db,
  row: DepositRow,
  failure: { batchId: string | null; error: string; answer?: CrossrefAnswer },
  retryInMs: number | null,
): Promise<boolean> {
  const updated = await db
    .update(deposits)
    .set({
      status: retryInMs === null ? 'failed' : 'pending',
      batchId: failure.batchId,
      lastError: failure.error.slice(0, 2000),
      responseStatus: failure.answer?.status ?? null,
      responseBody: failure.answer ? failure.answer.body.slice(0, MAX_RESPONSE_CHARS) : null,
      nextAttemptAt: retryInMs === null ? sql`now()` : nowPlus(retryInMs),
      updatedAt: sql`now()`,
    })
    .where(stillClaimed(row))
    .returning({ id: deposits.id });
  return updated.length === 1;
}

/** One deposit as the admin's list shows it. */
export interface DepositListItem extends DepositRow {
  articleTitle: string;
}

/**
 * One page of deposits, newest first, optionally of one status, one article or one deposit.
 * @returns the rows (with the article's title) and the total matching
 */
export async function listDeposits(
  db: DbOrTx,
  filter: { status?: DepositStatus; articleId?: number; depositId?: number },
  page: { limit: number; offset: number },
): Promise<{ items: DepositListItem[]; total: number }> {
  const where = and(
    filter.status ? eq(deposits.status, filter.status) : undefined,
    filter.articleId ? eq(deposits.articleId, filter.articleId) : undefined,
    filter.depositId ? eq(deposits.id, filter.depositId) : undefined,
  );
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ deposit: deposits, articleTitle: articles.title })
      .from(deposits)
      .innerJoin(articles, eq(articles.id, deposits.articleId))
      .where(where)
      .orderBy(desc(deposits.createdAt), desc(deposits.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(deposits).where(where),
  ]);
  return { items: rows.map((r) => ({ ...r.deposit, articleTitle: r.articleTitle })), total };
}

/**
 * The deposits table's queries (issue 17 "Crossref deposit"), the mail outbox's pattern
 * (lib/mailer/outbox.ts): a deposit is enqueued in the transaction that publishes the article;
 * the background loop claims the next due deposit with one atomic
 * `UPDATE … WHERE id = (SELECT … LIMIT 1 FOR UPDATE SKIP LOCKED) RETURNING *` that counts the
 * attempt and leases the row, so with several servers each deposit has one sender at a time.
 * No transaction is held while Crossref answers; the claimed `attempts` is the fencing token:
 * an outcome is recorded only if nobody claimed the deposit again since.
 */
import { and, asc, count, desc, eq, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { articles, deposits, type DepositStatus } from '../../db/schema';
import type { DbOrTx } from '../../lib/mailer';

/** A row of the deposits table. */
export type DepositRow = typeof deposits.$inferSelect;

/** Most of Crossref's answer kept per deposit, in characters. */
export const MAX_RESPONSE_CHARS = 64 * 1024;

/**
 * Puts a deposit of `doi` for article `articleId` in the queue, status 'pending', due now,
 * within `tx` (the publishing transaction: no deposit if it rolls back).
 * @returns the deposit's id
 */
export async function enqueueDeposit(tx: DbOrTx, articleId: number, doi: string): Promise<{ id: number }> {
  const [row] = await tx.insert(deposits).values({ articleId, doi }).returning({ id: deposits.id });
  return row;
}

function nowPlus(ms: number): SQL {
  return sql`now() + ${ms}::double precision * interval '1 millisecond'`;
}

const isDue = () => and(eq(deposits.status, 'pending'), lte(deposits.nextAttemptAt, sql`now()`));

/**
 * Claims the next due deposit (oldest due first), counting the attempt and leasing it for
 * `leaseMs` ms; rows locked by a concurrent claim are skipped.
 * @returns the claimed row (attempts already incremented), or undefined when none is due
 */
export async function claimNextDeposit(db: Db, leaseMs: number): Promise<DepositRow | undefined> {
  const next = db
    .select({ id: deposits.id })
    .from(deposits)
    .where(isDue())
    .orderBy(asc(deposits.nextAttemptAt), asc(deposits.id))
    .limit(1)
    .for('update', { skipLocked: true });
  const [row] = await db
    .update(deposits)
    .set({ attempts: sql`${deposits.attempts} + 1`, nextAttemptAt: nowPlus(leaseMs), updatedAt: sql`now()` })
    .where(and(eq(deposits.id, sql`${next}`), isDue()))
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
 * @returns false when the claim was lost
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
 * Records a failed attempt: `last_error`, Crossref's answer if one came, and a retry in
 * `delayMs` ms, or status 'failed' once `row.attempts` reaches `maxAttempts`.
 * @returns the new status, or null when the claim was lost
 */
export async function markDepositFailed(
  db: Db,
  row: DepositRow,
  failure: { batchId: string | null; error: string; answer?: CrossrefAnswer },
  options: { maxAttempts: number; delayMs: number },
): Promise<'pending' | 'failed' | null> {
  const status = row.attempts >= options.maxAttempts ? 'failed' : 'pending';
  const updated = await db
    .update(deposits)
    .set({
      status,
      batchId: failure.batchId,
      lastError: failure.error.slice(0, 2000),
      responseStatus: failure.answer?.status ?? null,
      responseBody: failure.answer ? failure.answer.body.slice(0, MAX_RESPONSE_CHARS) : null,
      nextAttemptAt: status === 'failed' ? sql`now()` : nowPlus(options.delayMs),
      updatedAt: sql`now()`,
    })
    .where(stillClaimed(row))
    .returning({ id: deposits.id });
  return updated.length === 1 ? status : null;
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
  db: Db,
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

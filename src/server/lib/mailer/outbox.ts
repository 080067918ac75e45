/**
 * The outbox table's queries (transactional outbox, issue 5 "Mail"): enqueue a mail in the
 * caller's transaction; claim the next due mail safely when several servers deliver; record
 * the outcome of an attempt, with exponential backoff and a last attempt.
 *
 * Claim: one atomic `UPDATE … WHERE id = (SELECT … LIMIT 1 FOR UPDATE SKIP LOCKED) RETURNING *`
 * that counts the attempt and moves `next_attempt_at` to the end of a lease. It is `= (…)`
 * (an InitPlan, run once) on purpose: with `IN (…)` the planner may re-run the LIMIT 1
 * sub-select for each outer row, and each re-run skips the row just updated and locks the
 * next, so one claim would take every due mail. No transaction
 * is held while the mail is sent; a server that dies mid-send leaves the mail due again when
 * the lease ends (at-least-once delivery). The claimed `attempts` value is the fencing token:
 * an outcome is recorded only if nobody has claimed the mail again since.
 */
import { and, asc, eq, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { outbox } from '../../db/schema';
import { redactSecrets } from '../redact';
import { parseMailMessage, type MailMessage } from './message';

/** A row of the outbox table. */
export type OutboxRow = typeof outbox.$inferSelect;

/** A drizzle database or a transaction opened with `db.transaction(async (tx) => …)`. */
export type DbOrTx = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

/** Delay before retry n (n = attempts made so far, from 1), in ms: 1 min, 5 min, 30 min, 2 h, then 12 h. */
export const RETRY_DELAYS_MS = [60_000, 5 * 60_000, 30 * 60_000, 2 * 3_600_000, 12 * 3_600_000] as const;

/** Attempts after which a mail is given up ('failed'): about 1.6 days of retries. */
export const MAX_ATTEMPTS = 8;

/** How long a claimed mail is reserved for its sender, in ms (longer than any send may take). */
export const DEFAULT_LEASE_MS = 5 * 60_000;

/**
 * Puts a mail in the outbox, status 'pending', due now. Call it with the transaction that
 * writes the record causing the mail: if that transaction rolls back, the mail is gone too.
 * @param tx the caller's transaction (or the database, for a mail caused by nothing stored)
 * @returns the outbox row's id
 * @throws MailMessageError when the message is invalid (bad address, CR/LF in a header…)
 */
export async function enqueueMail(tx: DbOrTx, message: MailMessage): Promise<{ id: number }> {
  const m = parseMailMessage(message);
  const [row] = await tx
    .insert(outbox)
    .values({ to: m.to, subject: m.subject, text: m.text, html: m.html ?? null, kind: m.kind, ref: m.ref ?? null })
    .returning({ id: outbox.id });
  return row;
}

/**
 * Backoff before the next attempt, in ms, after `attempts` failed ones (≥ 1): the
 * {@link RETRY_DELAYS_MS} step plus up to 10 % jitter, so that servers recovering from an
 * SMTP outage do not all retry at the same instant.
 */
export function retryDelayMs(attempts: number, random: () => number = Math.random): number {
  const step = RETRY_DELAYS_MS[Math.min(Math.max(attempts, 1), RETRY_DELAYS_MS.length) - 1];
  return Math.round(step * (1 + 0.1 * random()));
}

/** `now() + ms` in SQL (the database clock, shared by every server). */
function nowPlus(ms: number): SQL {
  return sql`now() + ${ms}::double precision * interval '1 millisecond'`;
}

const isDue = () => and(eq(outbox.status, 'pending'), lte(outbox.nextAttemptAt, sql`now()`));

/**
 * Claims the next due mail (oldest due first): counts the attempt and leases the mail for
 * `leaseMs` ms. Rows locked by a concurrent claim are skipped, so two servers never claim
 * the same mail.
 * @returns the claimed row (with `attempts` already incremented), or undefined when none is due
 */
export async function claimNextMail(db: Db, leaseMs: number = DEFAULT_LEASE_MS): Promise<OutboxRow | undefined> {
  const next = db
    .select({ id: outbox.id })
    .from(outbox)
    .where(isDue())
    .orderBy(asc(outbox.nextAttemptAt), asc(outbox.id))
    .limit(1)
    .for('update', { skipLocked: true });
  const [row] = await db
    .update(outbox)
    .set({ attempts: sql`${outbox.attempts} + 1`, nextAttemptAt: nowPlus(leaseMs) })
    .where(and(eq(outbox.id, sql`${next}`), isDue()))
    .returning();
  return row;
}

/** Only the claim that produced `row` may record its outcome. */
const stillClaimed = (row: OutboxRow) =>
  and(eq(outbox.id, row.id), eq(outbox.attempts, row.attempts), eq(outbox.status, 'pending'));

/**
 * Records a delivered mail: status 'sent' (SMTP accepted it) or 'logged' (no SMTP: it was
 * written to the log), `sent_at` now, and its bodies with secret link parameters redacted.
 * @returns false when the claim was lost (the lease ran out and another server claimed it)
 */
export async function markDelivered(db: Db, row: OutboxRow, status: 'sent' | 'logged'): Promise<boolean> {
  const updated = await db
    .update(outbox)
    // Once delivered, the outbox keeps no usable secret link (issue 6): tokens are redacted.
    .set({
      status,
      sentAt: sql`now()`,
      lastError: null,
      text: redactSecrets(row.text),
      html: row.html === null ? null : redactSecrets(row.html),
    })
    .where(stillClaimed(row))
    .returning({ id: outbox.id });
  return updated.length === 1;
}

/**
 * Records a failed attempt: `last_error` = `error` (already free of secrets), and either a
 * retry in `delayMs` ms or, once `row.attempts` reaches `maxAttempts`, status 'failed'.
 * @returns the new status, or null when the claim was lost
 */
export async function markAttemptFailed(
  db: Db,
  row: OutboxRow,
  error: string,
  options: { maxAttempts: number; delayMs: number },
): Promise<'pending' | 'failed' | null> {
  const status = row.attempts >= options.maxAttempts ? 'failed' : 'pending';
  const updated = await db
    .update(outbox)
    .set({ status, lastError: error, nextAttemptAt: status === 'failed' ? sql`now()` : nowPlus(options.delayMs) })
    .where(stillClaimed(row))
    .returning({ id: outbox.id });
  return updated.length === 1 ? status : null;
}

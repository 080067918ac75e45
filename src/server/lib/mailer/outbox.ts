/**
 * The outbox table's queries (transactional outbox, decision 0007): enqueue a mail, and its
 * `mail.deliver` job (lib/jobs, decision 0043), in the caller's transaction; record each
 * attempt's outcome on the outbox row, the record of the mail. Claims, leases, retries and
 * giving up are the job runner's (delivery.ts): one server sends a mail at a time, at least
 * once (a server dying mid-send leaves the job due again when its lease ends).
 */
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { outbox } from '../../db/schema';
import { enqueueJob } from '../jobs';
import { redactSecrets } from '../redact';
import { parseMailMessage, type MailMessage } from './message';

/** A row of the outbox table. */
export type OutboxRow = typeof outbox.$inferSelect;

/** Kind of the job delivering one outbox mail (payload `{ outboxId }`). */
export const MAIL_JOB = 'mail.deliver';

/** Delay before retry n (n = attempts made so far, from 1), in ms: 1 min, 5 min, 30 min, 2 h, then 12 h. */
export const RETRY_DELAYS_MS = [60_000, 5 * 60_000, 30 * 60_000, 2 * 3_600_000, 12 * 3_600_000] as const;

/** Attempts after which a mail is given up ('failed'): about 1.6 days of retries. */
export const MAX_ATTEMPTS = 8;

/**
 * Puts a mail in the outbox, status 'pending', due now, with its `mail.deliver` job
 * ({@link MAX_ATTEMPTS} attempts). Call it with the transaction that writes the record causing
 * the mail: if that transaction rolls back, the mail (and its job) is gone too.
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
  await enqueueJob(tx, MAIL_JOB, { outboxId: row.id }, { maxAttempts: MAX_ATTEMPTS });
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

/** Only the attempt that produced `row` may record its outcome. */
const stillClaimed = (row: OutboxRow) =>
  and(eq(outbox.id, row.id), eq(outbox.attempts, row.attempts), eq(outbox.status, 'pending'));

/** Records that attempt `row.attempts` (the job's) has begun: the outbox row's attempts. */
export async function markAttemptStarted(db: Db, row: OutboxRow): Promise<void> {
  await db
    .update(outbox)
    .set({ attempts: row.attempts })
    .where(and(eq(outbox.id, row.id), eq(outbox.status, 'pending')));
}

/**
 * Records a delivered mail: status 'sent' (SMTP accepted it) or 'logged' (no SMTP: it was
 * written to the log), `sent_at` now, and its bodies with secret link parameters redacted.
 * @returns false when the claim was lost (the lease ran out and another server claimed it)
 */
export async function markDelivered(db: Db, row: OutboxRow, status: 'sent' | 'logged'): Promise<boolean> {
  const updated = await db
    .update(outbox)
    // Once delivered, the outbox keeps no usable secret link (decision 0008): tokens are redacted.
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
 * Records a failed attempt: `last_error` = `error` (already free of secrets), and either the
 * next attempt in `retryInMs` ms or, with null (it was the last attempt), status 'failed'.
 * @returns false when the row had changed (another attempt recorded since)
 */
export async function markMailFailed(
  db: Db,
  row: OutboxRow,
  error: string,
  retryInMs: number | null,
): Promise<boolean> {
  const updated = await db
    .update(outbox)
    .set({
      status: retryInMs === null ? 'failed' : 'pending',
      lastError: error,
      nextAttemptAt: retryInMs === null ? sql`now()` : nowPlus(retryInMs),
    })
    .where(stillClaimed(row))
    .returning({ id: outbox.id });
  return updated.length === 1;
}

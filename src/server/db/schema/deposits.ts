/**
 * Tables owned by deposits (features/deposits): DOI sequences and Crossref deposits
 * (docs/decisions/0027-dois-and-deposits.md). Only the owner writes them; other features read
 * them, or call the owner's use cases (docs/decisions/0015-feature-ownership.md).
 */
import { check, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { articles } from './articles';
import { oneOf } from './columns';
import { journals } from './journals';

/**
 * The last DOI sequence number given out per journal and year. Publishing increments its row in
 * the publishing transaction (`INSERT … ON CONFLICT DO UPDATE … RETURNING`): concurrent publishes
 * in one journal and year wait on the row, so no number is given twice. The row outlives the
 * articles, so a deleted article's number is never given again.
 */
export const doiCounters = pgTable(
  'doi_counters',
  {
    journalId: integer('journal_id')
      .notNull()
      .references(() => journals.id, { onDelete: 'restrict' }),
    /** The year of publication (UTC), the `{year}` of the DOI. */
    year: integer('year').notNull(),
    /** The last `{sequence}` given out, from 1. */
    lastSequence: integer('last_sequence').notNull(),
  },
  (t) => [primaryKey({ columns: [t.journalId, t.year] })],
);

/**
 * Where a deposit stands: `pending` (waiting for its first attempt, or retrying), `sent`
 * (Crossref's deposit endpoint accepted the file), `failed` (given up after the last attempt).
 */
export const DEPOSIT_STATUSES = ['pending', 'sent', 'failed'] as const;
export type DepositStatus = (typeof DEPOSIT_STATUSES)[number];

/**
 * Crossref deposits, one row per deposit of an article's metadata (a redeposit is a new row).
 * Written in the transaction that publishes the article (or by the admin's Redeposit), with its
 * `deposit.send` job (lib/jobs; decision 0052), like the mail outbox: the job runner claims the
 * job on one server at a time, retries it and gives it up; the row records each attempt.
 */
export const deposits = pgTable(
  'deposits',
  {
    id: serial('id').primaryKey(),
    articleId: integer('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    /** The DOI deposited (the article's DOI when the deposit was made). */
    doi: text('doi').notNull(),
    /** The `doi_batch_id` of the last XML sent (Crossref's submission log names it). */
    batchId: text('batch_id'),
    status: text('status', { enum: DEPOSIT_STATUSES }).notNull().default('pending'),
    /** Attempts begun so far (the job's attempts: a claim counts one). */
    attempts: integer('attempts').notNull().default(0),
    /** When the next attempt is due (its job's `run_at`; shown to the admin while pending). */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** Why the last attempt failed (HTTP status or network error; never credentials). */
    lastError: text('last_error'),
    /** HTTP status of Crossref's last answer, if one came. */
    responseStatus: integer('response_status'),
    /** Body of Crossref's last answer (at most 64 KB kept). */
    responseBody: text('response_body'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('deposits_due_idx').on(t.status, t.nextAttemptAt),
    index('deposits_article_idx').on(t.articleId),
    check('deposits_status_check', oneOf(t.status, DEPOSIT_STATUSES)),
  ],
);

/**
 * Tables owned by mail (lib/mailer; not a feature). Only the owner writes them; other features read
 * them, or call the owner's use cases (docs/decisions/0015-feature-ownership.md).
 */
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { oneOf } from './columns';

/**
 * Where an outbox mail stands: `pending` (waiting for its first attempt, or retrying),
 * `sent` (the SMTP server accepted it), `logged` (no SMTP_URL: written to the log once, the
 * embedded mode's delivery), `failed` (given up after the last attempt).
 */
export const OUTBOX_STATUSES = ['pending', 'sent', 'logged', 'failed'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

/**
 * Mail outbox (transactional outbox): a mail is inserted in the same transaction as the
 * record that causes it, then delivered by the background loop of src/server/lib/mailer.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    /** One recipient address (`to` is an SQL keyword, hence the column name). */
    to: text('to_address').notNull(),
    subject: text('subject').notNull(),
    /** Plain-text body; carries the links the mail is about. */
    text: text('text_body').notNull(),
    html: text('html_body'),
    /** What the mail is, e.g. 'intake.ack', 'intake.notice'. */
    kind: text('kind').notNull(),
    /** The record that caused it, e.g. 'manuscript:42'. */
    ref: text('ref'),
    status: text('status', { enum: OUTBOX_STATUSES }).notNull().default('pending'),
    /** Delivery attempts begun so far (a claim counts one). */
    attempts: integer('attempts').notNull().default(0),
    /** When the mail is next due; while an attempt runs, the end of its lease. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** Why the last attempt failed (the transport's message, never credentials). */
    lastError: text('last_error'),
    /** When it was sent (or logged). */
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('outbox_due_idx').on(t.status, t.nextAttemptAt),
    index('outbox_ref_idx').on(t.ref),
    check('outbox_status_check', oneOf(t.status, OUTBOX_STATUSES)),
  ],
);

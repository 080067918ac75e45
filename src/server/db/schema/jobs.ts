/**
 * Tables owned by the job queue (lib/jobs; not a feature; docs/decisions/0043-job-queue.md).
 * Only lib/jobs writes them; features enqueue through its `enqueueJob`.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { oneOf } from './columns';

/**
 * Where a job stands: `pending` (due at `run_at`: first attempt or a retry), `running` (claimed
 * by a runner until `locked_until`; due again if that passes), `done`, `dead` (given up after
 * `max_attempts` attempts: the dead letters, kept with their `last_error`).
 */
export const JOB_STATUSES = ['pending', 'running', 'done', 'dead'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

/** Background jobs run by lib/jobs' runner (decision 0043). */
export const jobs = pgTable(
  'jobs',
  {
    id: serial('id').primaryKey(),
    /** What the job does; a handler is registered per kind, e.g. 'storage.sweep'. */
    kind: text('kind').notNull(),
    /** The handler's input (JSON). */
    payload: jsonb('payload').notNull().default({}),
    status: text('status', { enum: JOB_STATUSES }).notNull().default('pending'),
    /** Attempts begun so far (a claim counts one); also the claim's fencing token. */
    attempts: integer('attempts').notNull().default(0),
    /** Attempts before the job is `dead`. */
    maxAttempts: integer('max_attempts').notNull().default(5),
    /** When the job is next due. */
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    /** While `running`: the end of the claim's lease. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /** Why the last attempt failed (the error's message, never credentials). */
    lastError: text('last_error'),
    /** Optional "once only" key: a second job with the same key is not enqueued (e.g. 'storage.sweep@<period>'). */
    key: text('key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When it became `done` or `dead`. */
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('jobs_due_idx').on(t.status, t.runAt),
    uniqueIndex('jobs_key_idx')
      .on(t.key)
      .where(sql`${t.key} is not null`),
    check('jobs_status_check', oneOf(t.status, JOB_STATUSES)),
    check('jobs_attempts_check', sql`${t.maxAttempts} >= 1`),
  ],
);

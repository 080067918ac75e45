/**
 * The answers kept for signed-in retries (plugins/idempotency.ts, decision 0012): one row per
 * (account, Idempotency-Key, method, path), written when the first request with that key
 * begins (`pending`) and given its answer when it succeeds (`done`); swept after 24 hours.
 */
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { oneOf } from './columns';

/** `pending`: the first request is in flight; `done`: its answer is kept for replays. */
export const IDEMPOTENT_REQUEST_STATES = ['pending', 'done'] as const;

export const idempotentRequests = pgTable(
  'idempotent_requests',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The client's Idempotency-Key (1–100 characters of `A–Z a–z 0–9 _ . : -`). */
    idempotencyKey: text('idempotency_key').notNull(),
    method: text('method').notNull(),
    /** The request path without its query. */
    path: text('path').notNull(),
    /** sha256 (hex) of the query and JSON body; null for a multipart body (not read before the answer). */
    requestDigest: text('request_digest'),
    state: text('state', { enum: IDEMPOTENT_REQUEST_STATES }).notNull().default('pending'),
    responseStatus: integer('response_status'),
    responseType: text('response_type'),
    responseBody: text('response_body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('idempotent_requests_key_idx').on(t.userId, t.idempotencyKey, t.method, t.path),
    index('idempotent_requests_created_idx').on(t.createdAt),
    check('idempotent_requests_state_check', oneOf(t.state, IDEMPOTENT_REQUEST_STATES)),
  ],
);

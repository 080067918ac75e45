/**
 * Tables owned by ORCID credit (features/orcid; decision 0088): the items Genesis writes to
 * people's ORCID records through the member API, one row per (kind, iD, source record), with
 * the put-code ORCID gave the item and where its last push stands. Written in the transaction
 * that publishes the article or submits the review, with its `orcid.push` job (lib/jobs,
 * decision 0043); each attempt records its outcome on the row.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { articles } from './articles';
import { oneOf } from './columns';
import { reviews } from './reviews';

/** What an item is on the ORCID record: a work (an author's article) or a peer-review activity. */
export const ORCID_ITEM_KINDS = ['work', 'peer-review'] as const;
export type OrcidItemKind = (typeof ORCID_ITEM_KINDS)[number];

/**
 * Where an item's last push stands: `pending` (queued or retrying), `sent` (ORCID accepted it),
 * `failed` (given up: ORCID refused the document, or the last retry failed), `revoked` (ORCID
 * answered 401: the person revoked Genesis's access; nothing is retried).
 */
export const ORCID_ITEM_STATUSES = ['pending', 'sent', 'failed', 'revoked'] as const;
export type OrcidItemStatus = (typeof ORCID_ITEM_STATUSES)[number];

/** One item on one person's ORCID record. */
export const orcidItems = pgTable(
  'orcid_items',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: ORCID_ITEM_KINDS }).notNull(),
    /** The bare iD of the record the item is written to ("0000-0002-1825-0097"). */
    orcid: text('orcid').notNull(),
    /** The article of a work (null for a peer review). */
    articleId: integer('article_id').references(() => articles.id, { onDelete: 'cascade' }),
    /** The review of a peer-review item (null for a work). */
    reviewId: integer('review_id').references(() => reviews.id, { onDelete: 'cascade' }),
    /** ORCID's put-code of the item once created (from the 201's Location, or looked up after a 409). */
    putCode: text('put_code'),
    status: text('status', { enum: ORCID_ITEM_STATUSES }).notNull().default('pending'),
    /** Attempts of the current push begun so far (its job's attempts). */
    attempts: integer('attempts').notNull().default(0),
    /** Why the last attempt failed (HTTP status and ORCID's message; never a token). */
    lastError: text('last_error'),
    /** ORCID's HTTP status of the last attempt, when one came. */
    responseStatus: integer('response_status'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('orcid_items_work_key')
      .on(t.orcid, t.articleId)
      .where(sql`${t.kind} = 'work'`),
    uniqueIndex('orcid_items_review_key')
      .on(t.orcid, t.reviewId)
      .where(sql`${t.kind} = 'peer-review'`),
    index('orcid_items_status_idx').on(t.status, t.updatedAt),
    check('orcid_items_kind_check', oneOf(t.kind, ORCID_ITEM_KINDS)),
    check('orcid_items_status_check', oneOf(t.status, ORCID_ITEM_STATUSES)),
    check(
      'orcid_items_source_check',
      sql`(${t.kind} = 'work' and ${t.articleId} is not null and ${t.reviewId} is null) or (${t.kind} = 'peer-review' and ${t.reviewId} is not null and ${t.articleId} is null)`,
    ),
  ],
);

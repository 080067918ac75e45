/**
 * Tables owned by usage (features/usage): COUNTER Release 5.1 item metrics of articles
 * (docs/decisions/0085-counter-r5-usage.md, which replaced decision 0023's views and downloads).
 * Only the owner writes them (docs/decisions/0015-feature-ownership.md). Counts only: no address,
 * user agent, session or time of day of any reader is stored, not even as a digest.
 */
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, primaryKey, smallint, timestamp } from 'drizzle-orm/pg-core';
import { articles } from './articles';
import { journals } from './journals';

/** The four R5.1 item metrics (CoP §3.3.5), non-negative counts. */
function metrics() {
  return {
    totalItemInvestigations: integer('total_item_investigations').notNull().default(0),
    uniqueItemInvestigations: integer('unique_item_investigations').notNull().default(0),
    totalItemRequests: integer('total_item_requests').notNull().default(0),
    uniqueItemRequests: integer('unique_item_requests').notNull().default(0),
  };
}

const nonNegative = (t: {
  totalItemInvestigations: unknown;
  uniqueItemInvestigations: unknown;
  totalItemRequests: unknown;
  uniqueItemRequests: unknown;
}) =>
  sql`${t.totalItemInvestigations} >= 0 and ${t.uniqueItemInvestigations} >= 0 and ${t.totalItemRequests} >= 0 and ${t.uniqueItemRequests} >= 0`;

/**
 * Intake: an article's metrics per UTC day, added to every few seconds by the servers (`on conflict
 * do update` adds). The roll-up moves a closed month's rows into counter_item_monthly; rows of a
 * rolled-up month written later stay here until the next roll-up, and reports read both.
 */
export const counterItemDaily = pgTable(
  'counter_item_daily',
  {
    articleId: integer('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    ...metrics(),
  },
  (t) => [
    primaryKey({ columns: [t.articleId, t.day] }),
    index('counter_item_daily_day_idx').on(t.day),
    check('counter_item_daily_counts_check', nonNegative(t)),
  ],
);

/**
 * The monthly roll-up: an article's metrics per month (the first day of the month), with the
 * article's journal and Year of Publication (YOP, 1 when unknown: CoP §3.3.9 "0001") as they were at
 * the roll-up, so that a journal's report reads one index range.
 */
export const counterItemMonthly = pgTable(
  'counter_item_monthly',
  {
    month: date('month', { mode: 'string' }).notNull(),
    articleId: integer('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    journalId: integer('journal_id')
      .notNull()
      .references(() => journals.id, { onDelete: 'cascade' }),
    yop: smallint('yop').notNull(),
    ...metrics(),
  },
  (t) => [
    primaryKey({ columns: [t.month, t.articleId] }),
    index('counter_item_monthly_journal_idx').on(t.journalId, t.month),
    index('counter_item_monthly_article_idx').on(t.articleId, t.month),
    check('counter_item_monthly_counts_check', nonNegative(t)),
  ],
);

/**
 * The monthly roll-up summed per journal and Year of Publication: what the title and platform
 * reports (TR, TR_J3, PR, PR_P1) read, a few hundred rows a year instead of every article's
 * (decision 0098). Written by the database only: statement-level triggers on counter_item_monthly
 * (insert, update, delete, with transition tables; migration `perf34_counter_journal_monthly`)
 * sum again, from counter_item_monthly, the months and journals the statement touched, so it is
 * always the sum of counter_item_monthly's rows, whoever writes them (the roll-up, an article's
 * deletion cascading, a test).
 */
export const counterJournalMonthly = pgTable(
  'counter_journal_monthly',
  {
    month: date('month', { mode: 'string' }).notNull(),
    journalId: integer('journal_id')
      .notNull()
      .references(() => journals.id, { onDelete: 'cascade' }),
    yop: smallint('yop').notNull(),
    ...metrics(),
  },
  (t) => [
    primaryKey({ columns: [t.month, t.journalId, t.yop] }),
    /** A journal's usage box reads its months since counting began. */
    index('counter_journal_monthly_journal_idx').on(t.journalId, t.month),
    check('counter_journal_monthly_counts_check', nonNegative(t)),
  ],
);

/** Months whose daily rows have been rolled up, and when (COUNTER_SUSHI status and reports' Created). */
export const counterRollups = pgTable('counter_rollups', {
  month: date('month', { mode: 'string' }).primaryKey(),
  rolledUpAt: timestamp('rolled_up_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Views of an article's page and downloads of its PDF per UTC day, as counted before COUNTER
 * (decision 0023): no longer written nor reported (their counts had no double-click filter, so
 * they cannot be stated as COUNTER metrics), and kept so that no figure counted is lost
 * (decision 0085, "The figures counted before").
 */
export const articleUsageDaily = pgTable(
  'article_usage_daily',
  {
    articleId: integer('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    /** The UTC day of the hits. */
    day: date('day', { mode: 'string' }).notNull(),
    views: integer('views').notNull().default(0),
    downloads: integer('downloads').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.articleId, t.day] }),
    check('article_usage_daily_counts_check', sql`${t.views} >= 0 and ${t.downloads} >= 0`),
  ],
);

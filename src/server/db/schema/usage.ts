/**
 * Tables owned by usage (features/usage): the usage figures of articles (decision 0023,
 * usage figures). Only the owner writes them (docs/decisions/0015-feature-ownership.md).
 */
import { sql } from 'drizzle-orm';
import { check, date, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { articles } from './articles';

/**
 * Views of an article's page and downloads of its PDF, per UTC day. Counts only: no address,
 * user agent or session of any reader is stored (docs/decisions/0023-citations-related-usage.md).
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

/**
 * The one writer of the `articles` table: publishing through peer review
 * (submissions/publish.ts) and the XML importer (scholarly/import-service.ts) both save
 * articles here (docs/decisions/0015-feature-ownership.md). The search vectors are generated
 * columns, and each write empties the search cache (search-cache.ts): a saved article is at
 * once found by search. A write inside a transaction is not visible until it commits, so a
 * caller that writes in a transaction calls clearSearchCache() again after the commit.
 */
import { eq } from 'drizzle-orm';
import { articles } from '../../db/schema';
import type { DbOrTx } from '../../lib/mailer';
import { clearSearchCache } from './search-cache';

/** What an article is saved with: every column but the generated ones and the timestamps. */
export type ArticleValues = Omit<
  typeof articles.$inferInsert,
  'id' | 'searchVector' | 'titleVector' | 'authorVector' | 'createdAt' | 'updatedAt'
>;

/**
 * Inserts an article (within `db`, a transaction or not).
 * @returns its id
 * @throws the database's unique violation when another article has the same DOI (case-insensitive)
 */
export async function insertArticle(db: DbOrTx, values: ArticleValues): Promise<{ id: number }> {
  const [row] = await db.insert(articles).values(values).returning({ id: articles.id });
  clearSearchCache();
  return row;
}

/** Replaces the columns of article `id` with `values` and stamps `updated_at`. */
export async function updateArticle(db: DbOrTx, id: number, values: ArticleValues): Promise<void> {
  await db
    .update(articles)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(articles.id, id));
  clearSearchCache();
}

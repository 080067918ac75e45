/**
 * Usage figures of articles (docs/decisions/0023-citations-related-usage.md): writing the counted
 * hits into article_usage_daily, and reading an article's figures.
 */
import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import type { ArticleUsage } from '../../../shared/api/usage';
import type { Db } from '../../db/client';
import { articles, articleUsageDaily } from '../../db/schema';

/** Counts of one article on one UTC day ("YYYY-MM-DD"). */
export interface DailyCount {
  articleId: number;
  day: string;
  views: number;
  downloads: number;
}

/** Counted downloads of one stored file on one UTC day, before the file's article is known. */
export interface FileDownloads {
  fileKey: string;
  day: string;
  downloads: number;
}

/**
 * Adds the counts to article_usage_daily in one statement: a day's row is created or its
 * counts increased (`on conflict … do update`), so servers writing at once never lose a hit.
 * Downloads are credited to the article whose PDF the file is; files that are no article's
 * PDF (source XML…) and articles deleted meanwhile are dropped.
 */
export async function addUsage(db: Db, views: DailyCount[], files: FileDownloads[]): Promise<void> {
  const counts = new Map<string, DailyCount>();
  const add = (c: DailyCount) => {
    const key = `${c.articleId}|${c.day}`;
    const row = counts.get(key) ?? { articleId: c.articleId, day: c.day, views: 0, downloads: 0 };
    row.views += c.views;
    row.downloads += c.downloads;
    counts.set(key, row);
  };
  views.forEach(add);
  if (files.length > 0) {
    const keys = [...new Set(files.map((f) => f.fileKey))];
    const owners = await db
      .select({ id: articles.id, key: articles.pdfFileKey })
      .from(articles)
      .where(inArray(articles.pdfFileKey, keys));
    const articleOf = new Map(owners.map((o) => [o.key, o.id]));
    for (const f of files) {
      const articleId = articleOf.get(f.fileKey);
      if (articleId !== undefined) add({ articleId, day: f.day, views: 0, downloads: f.downloads });
    }
  }
  const rows = [...counts.values()];
  if (rows.length === 0) return;
  const ids = [...new Set(rows.map((r) => r.articleId))];
  const existing = new Set(
    (await db.select({ id: articles.id }).from(articles).where(inArray(articles.id, ids))).map((r) => r.id),
  );
  const kept = rows.filter((r) => existing.has(r.articleId));
  if (kept.length === 0) return;
  await db
    .insert(articleUsageDaily)
    .values(kept)
    .onConflictDoUpdate({
      target: [articleUsageDaily.articleId, articleUsageDaily.day],
      set: {
        views: sql`${articleUsageDaily.views} + excluded.views`,
        downloads: sql`${articleUsageDaily.downloads} + excluded.downloads`,
      },
    });
}

/**
 * An article's usage figures: totals since counting began, and the per-day counts of the
 * last `days` UTC days (today included; days without usage are left out), oldest first.
 */
export async function articleUsage(db: Db, articleId: number, days: number, today: string): Promise<ArticleUsage> {
  const [totals] = await db
    .select({
      views: sql<number>`coalesce(sum(${articleUsageDaily.views}), 0)::int`,
      downloads: sql<number>`coalesce(sum(${articleUsageDaily.downloads}), 0)::int`,
    })
    .from(articleUsageDaily)
    .where(eq(articleUsageDaily.articleId, articleId));
  const from = sql`${today}::date - ${days - 1}::int`;
  const daily = await db
    .select({ date: articleUsageDaily.day, views: articleUsageDaily.views, downloads: articleUsageDaily.downloads })
    .from(articleUsageDaily)
    .where(and(eq(articleUsageDaily.articleId, articleId), gte(articleUsageDaily.day, from)))
    .orderBy(articleUsageDaily.day);
  return { total: totals, daily };
}

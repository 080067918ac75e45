/**
 * API contract of an article's usage figures (decision 0023):
 * GET /api/articles/{id}/usage.
 */
import { z } from 'zod';
import { text } from '../validation/text';

/** Days of per-day counts the answer may cover. */
export const USAGE_MAX_DAYS = 366;

export const usageQuery = z.object({
  /** How many UTC days of per-day counts, today included: 1–366, default 30. */
  days: z.coerce.number().int('Must be a whole number').min(1).max(USAGE_MAX_DAYS).default(30),
});

const counts = {
  /** Views of the article's page by readers (robots excluded). */
  views: z.number().int().nonnegative(),
  /** Downloads of the article's PDF by readers (robots excluded). */
  downloads: z.number().int().nonnegative(),
};

export const articleUsage = z.object({
  /** Since counting began. */
  total: z.object(counts),
  /** Days with usage among the last `days` UTC days, oldest first; `date` is "YYYY-MM-DD". */
  daily: z.array(z.object({ date: text(), ...counts })),
});
export type ArticleUsage = z.infer<typeof articleUsage>;

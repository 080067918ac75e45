/**
 * API contract of the COUNTER usage shown on the site (docs/decisions/0085-counter-r5-usage.md):
 * GET /api/articles/{id}/usage and GET /api/journals/{id}/usage.
 */
import { z } from 'zod';
import { text } from '../validation/text';

/** Months of per-month counts the answer may cover. */
export const USAGE_MAX_MONTHS = 60;

export const usageQuery = z.object({
  /** How many calendar months of per-month counts, the current one included: 1–60, default 12. */
  months: z.coerce.number().int('Must be a whole number').min(1).max(USAGE_MAX_MONTHS).default(12),
});

const counts = {
  /** Total_Item_Investigations (COUNTER R5.1): views of the article's page, figures, files and full text. */
  investigations: z.number().int().nonnegative(),
  /** Total_Item_Requests (COUNTER R5.1): views of the full text, HTML or PDF. */
  requests: z.number().int().nonnegative(),
};

export const usageTotals = z.object({
  /** Since counting began. */
  total: z.object(counts),
  /** Each of the last `months` calendar months (UTC), the current one last, zeros included; `month` is "YYYY-MM". */
  monthly: z.array(z.object({ month: text(), ...counts })),
});
export type UsageTotals = z.infer<typeof usageTotals>;

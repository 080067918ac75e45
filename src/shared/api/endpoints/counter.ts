/**
 * The endpoint table's COUNTER entries (docs/decisions/0064-endpoint-table.md,
 * docs/decisions/0085-counter-r5-usage.md): a journal's usage totals for its public page. The
 * article's are in articles.ts (getUsage).
 */
import { z } from 'zod';
import { text } from '../../validation/text';
import { errorBody } from '../common';
import { usageQuery, usageTotals } from '../usage';
import { defineEndpoint } from './define';

const usage = { tags: ['usage'] } as const;

/** `GET /api/journals/{abbreviation}/usage?months=`: a journal's COUNTER R5.1 totals and months. */
export const getJournalUsage = defineEndpoint({
  ...usage,
  method: 'GET',
  path: '/api/journals/:abbreviation/usage',
  summary: "COUNTER usage of a journal's articles: Total_Item_Investigations and Total_Item_Requests",
  description:
    'The sums over the journal\'s articles: totals since counting began and per-month counts of the last `months` calendar months (1–60, default 12), the current one last, zeros included; counted as for one article (`GET /api/articles/{id}/usage`). 404 `Journal "…" not found`.',
  params: z.object({ abbreviation: text().trim().min(1).max(100) }),
  query: usageQuery,
  responses: { 200: usageTotals, 400: errorBody, 404: errorBody },
});

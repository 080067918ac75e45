/**
 * API contract of the similarity check (decision 0045). Editors only: the report
 * is never shown to authors or reviewers. Percentages 0–100; sizes in bytes; dates ISO 8601.
 */
import { z } from 'zod';
import { text } from '../validation/text';

/** One recorded check. `reportUrl` needs the bearer token (editors of the journal only). */
export const similarityCheck = z.object({
  id: z.number().int(),
  similarityPercent: z.number(),
  uniquePercent: z.number(),
  /** True when it is over the policy (sending to review then needs `confirmSimilarity: true`). */
  overLimits: z.boolean(),
  reportFilename: text(),
  reportByteSize: z.number().int(),
  reportUrl: text(),
  checkedBy: text().nullable(),
  checkedAt: text(),
});
export type SimilarityCheck = z.infer<typeof similarityCheck>;

/** `GET /api/submissions/{id}/similarity-check`: the latest check (null: none yet) and the policy's limits. */
export const similarityState = z.object({
  check: similarityCheck.nullable(),
  limits: z.object({ similarityMaxPercent: z.number(), uniqueMinPercent: z.number() }),
});
export type SimilarityState = z.infer<typeof similarityState>;

/**
 * The publisher's plagiarism policy as numbers (seed 000 §2 "Plagiarism: … similarity score must
 * not exceed 25% excluding cited references; screening precedes editorial review", seed 001 §4
 * "Plagiarism check comes before review", §5/§9 "at least 70% unique content"), and the rule
 * that a similarity check over them needs the editor's confirmation to go to review
 * (docs/decisions/0045-similarity-check-and-reminders.md).
 */

/** Highest similarity score, in %, that passes without confirmation (seed 000 §2). */
export const SIMILARITY_MAX_PERCENT = 25;
/** Lowest unique content, in %, that passes without confirmation (seed 001 §5). */
export const UNIQUE_MIN_PERCENT = 70;

/** The two figures of a check, in % (0–100). */
export interface SimilarityFigures {
  similarityPercent: number;
  uniquePercent: number;
}

/** What is over the policy in a check, one sentence per figure (empty when within it). */
export function similarityBreaches(check: SimilarityFigures): string[] {
  const breaches: string[] = [];
  if (check.similarityPercent > SIMILARITY_MAX_PERCENT)
    breaches.push(`similarity ${check.similarityPercent}% is above ${SIMILARITY_MAX_PERCENT}%`);
  if (check.uniquePercent < UNIQUE_MIN_PERCENT)
    breaches.push(`unique content ${check.uniquePercent}% is below ${UNIQUE_MIN_PERCENT}%`);
  return breaches;
}

/** True when sending to review needs the editor's confirmation. */
export const exceedsSimilarityPolicy = (check: SimilarityFigures) => similarityBreaches(check).length > 0;

/** The policy line shown beside the form. */
export const SIMILARITY_POLICY_TEXT = `Policy: similarity at most ${SIMILARITY_MAX_PERCENT}% (excluding cited references) and at least ${UNIQUE_MIN_PERCENT}% unique content. A check over these limits needs your confirmation to send the manuscript to review.`;

/** 409 when a submission goes to review with no similarity check recorded. */
export const SIMILARITY_CHECK_REQUIRED =
  'Record the similarity check before sending this submission to review (the plagiarism check comes before review).';

/** 409 when the check is over the policy and the request does not confirm it. */
export function similarityConfirmationMessage(check: SimilarityFigures): string {
  return `The similarity check is over the policy (${similarityBreaches(check).join('; ')}). Confirm to send it to review anyway.`;
}

/**
 * API contract of the reviewer database (docs/decisions/0051-reviewer-database.md):
 * `GET /api/submissions/{id}/reviewer-candidates?q=&journal=&page=`, the reviewers an editor may
 * invite to one submission, with their workload, record and conflicts with its authors.
 */
import { z } from 'zod';
import { text } from '../validation/text';

/** Candidates per page. */
export const REVIEWER_CANDIDATES_PAGE_SIZE = 20;
/** Longest search text. */
export const REVIEWER_SEARCH_MAX = 200;

/**
 * Query: `q` (case-insensitive substring of name, e-mail, affiliation or expertise), `journal`
 * (a journal slug the candidate applied to review for), `page` (1-based, at most 500).
 */
export const reviewerCandidatesQuery = z.object({
  q: text().trim().max(REVIEWER_SEARCH_MAX, `At most ${REVIEWER_SEARCH_MAX} characters`).optional(),
  journal: text().trim().max(100, 'At most 100 characters').optional(),
  page: z.coerce.number({ error: 'page must be a number' }).int().min(1).max(500).default(1),
});
export type ReviewerCandidatesQuery = z.infer<typeof reviewerCandidatesQuery>;

/** One candidate reviewer. Days and dates are UTC; null where not known. */
export const reviewerCandidate = z.object({
  /** Lower-cased address: the key (candidates are deduplicated by it). */
  email: text(),
  /** The account's name, else the application's, else null (a past invitee without an account). */
  name: text().nullable(),
  affiliation: text().nullable(),
  /** Expertise keywords from an approved reviewer application (split on commas and semicolons). */
  expertise: z.array(text()),
  /** Journal slugs from approved reviewer applications. */
  journals: z.array(text()),
  /** Where the candidate comes from. */
  sources: z.array(z.enum(['account', 'application', 'invitee'])),
  /** Open reviews: pending and accepted invitations, any submission. */
  workload: z.number().int(),
  completedReviews: z.number().int(),
  /** Mean days from invitation to submitted review, one decimal; null with no completed review. */
  averageTurnaroundDays: z.number().nullable(),
  /** ISO time of the last submitted review. */
  lastReviewAt: text().nullable(),
  conflicts: z.object({
    /** The candidate's affiliation equals one of the submission's authors' (any case and spacing). */
    sameAffiliation: z.boolean(),
    /** The candidate's name or e-mail is among the submission's author and co-authors. */
    coAuthor: z.boolean(),
  }),
  /** Invited (pending, accepted or submitted) in the submission's current round. */
  alreadyInvited: z.boolean(),
});
export type ReviewerCandidate = z.infer<typeof reviewerCandidate>;

export const reviewerCandidatesPage = z.object({
  items: z.array(reviewerCandidate),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type ReviewerCandidatesPage = z.infer<typeof reviewerCandidatesPage>;

/**
 * The review policy (docs/decisions/0066-record-policies.md, on lib/authorize.ts): who
 * may read one review's attachment besides the editors of its journal (who read every file of
 * the submission, features/submissions' file policy). Double-blind review (decision 0009, 0011):
 *
 * - `read_own`: the reviewer who wrote it reads the attachment as uploaded;
 * - `read_blind`: the submission's author, once the review's round is decided, reads a blind
 *   copy (cleaned of what names its reviewer; features/submissions' blind delivery).
 *
 * Anyone else gets 404 worded as for a missing file. The rules need nothing beyond the user and
 * the review (no facts).
 */
import type { SubmissionRow } from '../submissions';
import { definePolicy, type PolicyUser } from '../../lib/authorize';

/** What the review policy reads of a review: its reviewer, its round and its submission. */
export interface ReviewRecord {
  reviewerId: number | null;
  round: number;
  submission: Pick<SubmissionRow, 'authorId' | 'status' | 'round'>;
}

/** True when the author may see the reviews of `round` (that round is decided). */
export function reviewsVisibleToAuthor(row: Pick<SubmissionRow, 'status' | 'round'>, round: number): boolean {
  return !(row.status === 'under_review' && round === row.round);
}

export const reviewPolicy = definePolicy({
  record: 'review',
  hidden: { code: 'NOT_FOUND', message: 'File not found' },
  rules: {
    read_own: (user: PolicyUser, r: ReviewRecord, _facts: undefined) => r.reviewerId === user.id,
    read_blind: (user: PolicyUser, r: ReviewRecord) =>
      r.submission.authorId === user.id && reviewsVisibleToAuthor(r.submission, r.round),
  },
});

export type ReviewAction = keyof typeof reviewPolicy.rules;

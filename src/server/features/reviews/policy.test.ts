/**
 * The review policy as a table (double-blind review, decisions 0009 and 0011; seed 001 §7: the
 * author sees a round's reviews only once that round is decided, and their attachments only as
 * blind copies; a reviewer sees their own review). Editors read attachments through the
 * submission-file policy, not this one. Called directly.
 */
import { describe, expect, it } from 'vitest';
import type { SubmissionStatus } from '../../../shared/domain/submission-workflow';
import { permits, type PolicyUser } from '../../lib/authorize';
import { reviewPolicy } from './policy';

const author: PolicyUser = { id: 6, role: 'author' };
const reviewer: PolicyUser = { id: 8, role: 'reviewer' };
const otherReviewer: PolicyUser = { id: 9, role: 'reviewer' };
const editor: PolicyUser = { id: 2, role: 'editor' };

const review = (status: SubmissionStatus, round: number, reviewRound: number) => ({
  reviewerId: 8,
  round: reviewRound,
  submission: { authorId: 6, status, round },
});

/** [who, user, review, read_own, read_blind] */
const TABLE: [string, PolicyUser | null, ReturnType<typeof review>, boolean, boolean][] = [
  ['its reviewer, round under review', reviewer, review('under_review', 1, 1), true, false],
  ['its reviewer, round decided', reviewer, review('revision_requested', 1, 1), true, false],
  ['another reviewer', otherReviewer, review('revision_requested', 1, 1), false, false],
  ['the author, round under review', author, review('under_review', 1, 1), false, false],
  ['the author, round decided', author, review('revision_requested', 1, 1), false, true],
  ['the author, an earlier round while the next is under review', author, review('under_review', 2, 1), false, true],
  ['the author, after acceptance', author, review('accepted', 2, 2), false, true],
  ['an editor (reads through the file policy)', editor, review('revision_requested', 1, 1), false, false],
  ['signed out', null, review('revision_requested', 1, 1), false, false],
];

describe('review policy', () => {
  for (const [who, user, record, own, blind] of TABLE) {
    it(who, () => {
      expect(permits(reviewPolicy, user, 'read_own', record, undefined), 'read_own').toBe(own);
      expect(permits(reviewPolicy, user, 'read_blind', record, undefined), 'read_blind').toBe(blind);
    });
  }
});

/**
 * The invitation policy as a table (decision 0009, seed 001 §7 "Reviewer": a reviewer sees and
 * answers their own invitations, others' answer 404; decision 0013: an unverified account owns
 * nothing found by address; the manuscript and the review only once the invitation is
 * accepted — before that the manuscript is a missing file and a review is 409 "Accept the
 * invitation before submitting a review."). Called directly.
 */
import { describe, expect, it } from 'vitest';
import { authorize, permits, type PolicyUser } from '../../lib/authorize';
import { invitationPolicy, type InvitationAction, type InvitationRecord } from './policy';

const reviewer: PolicyUser = { id: 8, role: 'reviewer', email: 'rev@example.org', emailVerified: true };
const unverified: PolicyUser = { ...reviewer, emailVerified: false };
const otherReviewer: PolicyUser = { id: 9, role: 'reviewer', email: 'other@example.org', emailVerified: true };
const editor: PolicyUser = { id: 2, role: 'editor', email: 'ed@example.org', emailVerified: true };
const admin: PolicyUser = { id: 1, role: 'admin', email: 'admin@example.org', emailVerified: true };

const sentTo = (status: string): InvitationRecord => ({ reviewerId: null, reviewerEmail: 'Rev@Example.org', status });
const acceptedBy = (id: number, status: string): InvitationRecord => ({
  reviewerId: id,
  reviewerEmail: 'rev@example.org',
  status,
});

const ACTIONS: InvitationAction[] = ['read', 'respond', 'read_manuscript', 'submit_review'];

/** [who, invitation, allowed actions] */
const TABLE: [string, PolicyUser | null, InvitationRecord, InvitationAction[]][] = [
  ['invited reviewer, address proven, pending', reviewer, sentTo('pending'), ['read', 'respond']],
  ['invited reviewer, address not proven, pending', unverified, sentTo('pending'), []],
  ['reviewer who accepted', reviewer, acceptedBy(8, 'accepted'), ACTIONS],
  ['reviewer who accepted, address not proven', unverified, acceptedBy(8, 'accepted'), ACTIONS],
  ['reviewer whose review is submitted', reviewer, acceptedBy(8, 'submitted'), ACTIONS],
  ['reviewer who declined', reviewer, acceptedBy(8, 'declined'), ['read', 'respond']],
  ['another reviewer, pending', otherReviewer, sentTo('pending'), []],
  ['another reviewer, accepted by someone else', otherReviewer, acceptedBy(8, 'accepted'), []],
  // The editor's calls on invitations are submission calls: as a reviewer record, not theirs.
  ['an editor', editor, acceptedBy(8, 'accepted'), []],
  ['an admin', admin, acceptedBy(8, 'accepted'), []],
  ['signed out', null, sentTo('pending'), []],
];

describe('invitation policy', () => {
  for (const [who, user, invitation, allowed] of TABLE) {
    it(who, () => {
      for (const action of ACTIONS) {
        expect(permits(invitationPolicy, user, action, invitation, undefined), action).toBe(allowed.includes(action));
      }
    });
  }

  it('answers 404 to those it is not, and the manuscript and review refusals to its reviewer', () => {
    const pending = sentTo('pending');
    expect(() => authorize(invitationPolicy, otherReviewer, 'read', pending, undefined)).toThrow(
      'Invitation not found',
    );
    expect(() => authorize(invitationPolicy, otherReviewer, 'submit_review', pending, undefined)).toThrow(
      'Invitation not found',
    );
    expect(() => authorize(invitationPolicy, reviewer, 'read_manuscript', pending, undefined)).toThrow(
      'File not found',
    );
    expect(() => authorize(invitationPolicy, reviewer, 'submit_review', pending, undefined)).toThrow(
      'Accept the invitation before submitting a review.',
    );
  });
});

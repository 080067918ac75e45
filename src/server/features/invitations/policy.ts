/**
 * The invitation policy (docs/decisions/0066-record-policies.md, on lib/authorize.ts):
 * what a reviewer may do with one review invitation (decision 0009; seed 001 §7 "Reviewer").
 *
 * An invitation is the reviewer's once they accepted it (its `reviewerId`), or, before anyone
 * has, when it was sent to their address and they have proven that address (decision 0013: an
 * unverified account owns nothing found by address). Anyone else gets 404 worded as for an
 * invitation that does not exist. The editor's calls on invitations are submission calls (the
 * submission policy's `handle`, features/submissions).
 *
 * Actions: `read` (its detail) and `respond` (accept or decline); `read_manuscript` and
 * `submit_review`, for the reviewer who accepted it only while it is accepted or submitted —
 * refused as a missing file (404) and as a state to reach first (409) respectively.
 * The rules need nothing beyond the user and the invitation (no facts).
 */
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import { invitations } from '../../db/schema';
import { definePolicy, type PolicyUser } from '../../lib/authorize';

export const INVITATION_NOT_FOUND = 'Invitation not found';

/** What the invitation policy reads of an invitation. */
export interface InvitationRecord {
  reviewerId: number | null;
  reviewerEmail: string;
  status: string;
}

/** The invitation is the user's: accepted by them, or sent to their proven address and not yet taken. */
const mine = (user: PolicyUser, i: InvitationRecord) =>
  i.reviewerId === user.id ||
  (i.reviewerId === null && user.emailVerified === true && i.reviewerEmail.toLowerCase() === user.email);

/** They accepted it, and it is accepted (or its review submitted). */
const reviewing = (user: PolicyUser, i: InvitationRecord) =>
  i.reviewerId === user.id && (i.status === 'accepted' || i.status === 'submitted');

export const invitationPolicy = definePolicy({
  record: 'invitation',
  hidden: { code: 'NOT_FOUND', message: INVITATION_NOT_FOUND },
  rules: {
    read: (user: PolicyUser, i: InvitationRecord, _facts: undefined) => mine(user, i),
    respond: mine,
    read_manuscript: reviewing,
    submit_review: reviewing,
  },
  refusals: {
    read_manuscript: { code: 'NOT_FOUND', message: 'File not found', to: mine },
    submit_review: { code: 'CONFLICT', message: 'Accept the invitation before submitting a review.', to: mine },
  },
});

export type InvitationAction = keyof typeof invitationPolicy.rules;

/** The list form of `read`: the condition on `invitations` that keeps the user's own (see `mine`). */
export function invitationScope(user: PolicyUser) {
  if (!user.emailVerified) return eq(invitations.reviewerId, user.id);
  return or(
    eq(invitations.reviewerId, user.id),
    and(isNull(invitations.reviewerId), sql`lower(${invitations.reviewerEmail}) = ${user.email}`),
  );
}

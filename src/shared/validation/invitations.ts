/**
 * Reviewer invitation links (seed 000 §2 "Reviewer invitation pages", §3, §5 "Decline",
 * §7 `POST /api/public/invites/accept` and `/decline`).
 */
import { z } from 'zod';
import { INTAKE_LIMITS as L } from '../domain/intake';
import { optionalText, requiredText, strictBody, tooLongMessage } from './text';

/** The seed's text for a link without a token (§8); also the message of a missing token. */
export const INVITATION_TOKEN_MISSING = 'Invalid invitation link. The token is missing.';
/** A token longer than any we issue (ours). */
export const INVITATION_TOKEN_INVALID = 'Invalid invitation link.';
export const INVITATION_TOKEN_MAX = 512;

/** The token of an invitation link: required, at most 512 characters. */
export const invitationToken = requiredText(INVITATION_TOKEN_MISSING).max(INVITATION_TOKEN_MAX, {
  error: INVITATION_TOKEN_INVALID,
  abort: true,
});

/** Body of `POST /api/public/invites/accept` (seed 000 §5 "Accept: token required"); no other property. */
export const acceptInvitation = strictBody({ token: invitationToken });
export type AcceptInvitation = z.output<typeof acceptInvitation>;

/**
 * Body of `POST /api/public/invites/decline` (seed 000 §5): token required; reason optional,
 * trimmed, omitted (undefined) when empty, at most 2000 characters (ours); no other property.
 */
export const declineInvitation = strictBody({
  token: invitationToken,
  reason: optionalText(L.declineReasonMax, tooLongMessage('Reason', L.declineReasonMax)),
});
export type DeclineInvitationInput = z.input<typeof declineInvitation>;
export type DeclineInvitation = z.output<typeof declineInvitation>;

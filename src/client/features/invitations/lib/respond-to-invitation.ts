/**
 * The public invitation calls (seed 000 §7): `POST /api/public/invites/accept {token}` and
 * `POST /api/public/invites/decline {token, reason?}`, both answering `{message,
 * submissionTitle?, reviewerName?}`; a non-OK answer's `message` is read (seed 000 §8).
 *
 * A plain `fetch`, not `apiFetch`: the link's token is the only credential, so a 401/403 here
 * must not trigger a session refresh or a redirect to the portal sign-in.
 */
import type { InvitationResponse } from '../../../../shared/api/submissions';
import type { AcceptInvitation, DeclineInvitation } from '../../../../shared/validation/invitations';

export type InvitationAction = 'accept' | 'decline';

export type InvitationOutcome =
  | { kind: 'success'; response: InvitationResponse }
  /** The server refused (invalid or expired link…): its message, or the seed's fallback. */
  | { kind: 'refused'; message: string }
  /** No answer at all (network failure). */
  | { kind: 'network' };

/** Seed 000 §8 texts. */
export const INVITATION_MESSAGES = {
  acceptFailed: 'Failed to accept invitation. The link may be invalid or expired.',
  declineFailed: 'Failed to decline invitation. The link may be invalid or expired.',
  unexpected: 'An unexpected error occurred. Please try again or contact support.',
  /** Seed 000 §2: the decline card's default message. */
  declineDefault: 'Thank you for your response. We understand that you are unable to review at this time.',
  /** Ours: the accept card's default message. */
  acceptDefault: 'Thank you for accepting the invitation to review this manuscript.',
} as const;

async function readJson(response: Response): Promise<Record<string, unknown> | null> {
  try {
    const body: unknown = await response.json();
    return typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined;

/**
 * Posts the answer to an invitation; never throws.
 * @param action 'accept' or 'decline'
 * @param body the parsed shared schema's output (`acceptInvitation` / `declineInvitation`)
 */
export async function respondToInvitation(action: 'accept', body: AcceptInvitation): Promise<InvitationOutcome>;
export async function respondToInvitation(action: 'decline', body: DeclineInvitation): Promise<InvitationOutcome>;
export async function respondToInvitation(
  action: InvitationAction,
  body: AcceptInvitation | DeclineInvitation,
): Promise<InvitationOutcome> {
  let response: Response;
  try {
    response = await fetch(`/api/public/invites/${action}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      credentials: 'include',
      body: JSON.stringify(body),
    });
  } catch {
    return { kind: 'network' };
  }
  const json = await readJson(response);
  if (!response.ok) {
    const fallback = action === 'accept' ? INVITATION_MESSAGES.acceptFailed : INVITATION_MESSAGES.declineFailed;
    return { kind: 'refused', message: text(json?.message) ?? fallback };
  }
  return {
    kind: 'success',
    response: {
      message:
        text(json?.message) ??
        (action === 'accept' ? INVITATION_MESSAGES.acceptDefault : INVITATION_MESSAGES.declineDefault),
      submissionTitle: text(json?.submissionTitle),
      reviewerName: text(json?.reviewerName),
    },
  };
}

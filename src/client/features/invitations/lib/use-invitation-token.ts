/**
 * The token of an invitation link (`?token=…`), checked by the shared rule
 * (`invitationToken`: required, ≤ 512 characters).
 */
import { useSearchParams } from 'react-router';
import { acceptInvitation } from '../../../../shared/validation/invitations';

export type TokenState = { ok: true; token: string } | { ok: false; message: string };

/** The link's token, or the shared rule's message ('Invalid invitation link. The token is missing.'). */
export function useInvitationToken(): TokenState {
  const [params] = useSearchParams();
  const parsed = acceptInvitation.safeParse({ token: params.get('token') ?? '' });
  if (parsed.success) return { ok: true, token: parsed.data.token };
  return { ok: false, message: parsed.error.issues[0]?.message ?? 'Invalid invitation link.' };
}

/**
 * What an invitation link opens before it is answered (decision 0036; `POST
 * /api/public/invites/preview {token}`): the title, journal and deadlines, so that the accept
 * page names the real due date. Called through the endpoint table, the answer parsed
 * (shared/api/endpoints/public-invitations.ts, decision 0064); the token is the only credential,
 * so a refused call never redirects to sign in. Any failure leaves the preview null and the page
 * as it was (the answer itself reports an invalid link).
 */
import { useEffect, useState } from 'react';
import { previewInvitation } from '../../../../shared/api/endpoints/public-invitations';
import type { InvitationPreview } from '../../../../shared/api/submissions';
import { call } from '../../../lib/call';

/** The preview of the invitation `token` opens, or null (none yet, or it failed). */
export function useInvitationPreview(token: string | null): InvitationPreview | null {
  const [preview, setPreview] = useState<InvitationPreview | null>(null);
  useEffect(() => {
    if (!token) return;
    let live = true;
    call(previewInvitation, { body: { token }, init: { redirectOnAuthFailure: false } })
      .then((body) => {
        if (live) setPreview(body);
      })
      .catch(() => {
        if (live) setPreview(null);
      });
    return () => {
      live = false;
    };
  }, [token]);
  return preview;
}

/**
 * What an invitation link opens before it is answered (decision 0036; `POST
 * /api/public/invites/preview {token}`): the title, journal and deadlines, so that the accept
 * page names the real due date. A plain `fetch` (the token is the only credential, as in
 * respond-to-invitation.ts); any failure leaves the preview null and the page as it was (the
 * answer itself reports an invalid link).
 */
import { useEffect, useState } from 'react';
import type { InvitationPreview } from '../../../../shared/api/submissions';

/** The preview of the invitation `token` opens, or null (none yet, or it failed). */
export function useInvitationPreview(token: string | null): InvitationPreview | null {
  const [preview, setPreview] = useState<InvitationPreview | null>(null);
  useEffect(() => {
    if (!token) return;
    let live = true;
    fetch('/api/public/invites/preview', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ token }),
    })
      .then(async (response) => (response.ok ? ((await response.json()) as InvitationPreview) : null))
      .then((body) => {
        if (live) setPreview(body);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [token]);
  return preview;
}

/**
 * The end of an ORCID or institutional sign-in (decision 0087): the server's callback set the
 * refresh cookie and sent the browser to `/login?sso=signed-in[&next=/path]`. This takes an
 * access token with it (`POST /api/refresh`), reads the account (`GET /api/me`), stores the
 * session as a password sign-in does, and goes on to `next` (a path of this site) or /dashboard.
 */
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { loadCurrentUser, refreshAccessToken, storeSession } from '../../../lib/session';
import { FormAlert, FormStatus } from './auth-card';

export const SSO_FINISHING = 'Signing you in…';
export const SSO_NOT_FINISHED = 'The sign-in could not be completed. Please try again.';

/** A same-site path, or /dashboard. */
function nextPath(value: string | null): string {
  return value && value.startsWith('/') && !value.startsWith('//') && !value.includes('\\') ? value : '/dashboard';
}

export function SsoCompletion() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [failed, setFailed] = useState(false);
  const started = useRef(false);
  const active = params.get('sso') === 'signed-in';

  useEffect(() => {
    if (!active || started.current) return;
    started.current = true;
    const controller = new AbortController();
    (async () => {
      const token = await refreshAccessToken(null);
      if (!token) throw new Error('no session');
      storeSession(token, { name: '', role: '' });
      const me = await loadCurrentUser(controller.signal);
      storeSession(token, {
        id: me.id,
        name: me.name,
        role: me.role,
        email: me.email,
        emailVerified: me.emailVerified,
      });
      void navigate(nextPath(params.get('next')), { replace: true });
    })().catch(() => setFailed(true));
  }, [active, navigate, params]);

  if (!active) return null;
  return failed ? <FormAlert>{SSO_NOT_FINISHED}</FormAlert> : <FormStatus>{SSO_FINISHING}</FormStatus>;
}

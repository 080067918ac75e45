/**
 * /verify-email?token=… (decision 0013): the page an address-confirmation mail links to. It posts
 * the token once (a mail scanner fetching the link runs no script, so it cannot use the link
 * up): 'Confirming your address…' → confirmed (with the way on: the dashboard when signed
 * in, else sign in) or 'This confirmation link is invalid or has expired.' (with the way to a
 * new link: the dashboard's "send it again"). Without a token it shows the invalid state.
 */
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { VERIFY_LINK_INVALID_MESSAGE } from '../../../../shared/validation/auth';
import { paths } from '../../../../shared/routes';
import { usePageMeta } from '../../../lib/page-meta';
import { markStoredEmailVerified, useSession } from '../../../lib/session';
import { verifyEmail } from '../api/verify-email';
import { AuthCard, FormAlert, FormStatus, TEXT_LINK } from '../components/auth-card';
import { authPageMeta } from '../lib/page-meta';
import { failureMessage } from '../lib/server-errors';

const META = authPageMeta('/verify-email', 'Confirm Your E-mail Address');

type State = { kind: 'pending' } | { kind: 'done'; message: string } | { kind: 'failed'; message: string };

export function VerifyEmailPage() {
  usePageMeta(META.title, META.description);
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const { status } = useSession();
  const [state, setState] = useState<State>(() =>
    token ? { kind: 'pending' } : { kind: 'failed', message: VERIFY_LINK_INVALID_MESSAGE },
  );
  // One call per token, even when React runs the effect twice in development.
  const sent = useRef<string | null>(null);

  useEffect(() => {
    if (!token || sent.current === token) return;
    sent.current = token;
    verifyEmail(token)
      .then(({ message }) => setState({ kind: 'done', message }))
      .catch((error: unknown) =>
        setState({ kind: 'failed', message: failureMessage(error, VERIFY_LINK_INVALID_MESSAGE) }),
      );
  }, [token]);

  // The stored user of this browser learns the news at once (the dashboard's notice goes).
  useEffect(() => {
    if (state.kind === 'done') markStoredEmailVerified();
  }, [state.kind]);

  const signedIn = status === 'authenticated';
  let body;
  if (state.kind === 'pending') {
    body = <FormStatus>Confirming your address…</FormStatus>;
  } else if (state.kind === 'done') {
    body = (
      <div className="space-y-4">
        <FormStatus tone="success">
          <p className="font-semibold">{state.message}</p>
        </FormStatus>
        <p className="text-sm text-slate-700">
          {signedIn ? (
            <Link to={paths.dashboard.root.getHref()} className={TEXT_LINK}>
              Go to your dashboard
            </Link>
          ) : (
            <Link to={paths.auth.login.getHref()} className={TEXT_LINK}>
              Sign in
            </Link>
          )}
        </p>
      </div>
    );
  } else {
    body = (
      <div className="space-y-4">
        <FormAlert>{state.message}</FormAlert>
        <p className="text-sm text-slate-700">
          {signedIn ? 'Ask for a new link from your dashboard.' : 'Sign in and ask for a new link from your dashboard.'}{' '}
          <Link to={signedIn ? paths.dashboard.root.getHref() : paths.auth.login.getHref()} className={TEXT_LINK}>
            {signedIn ? 'Go to your dashboard' : 'Sign in'}
          </Link>
        </p>
      </div>
    );
  }
  return <AuthCard title="Confirm Your E-mail Address">{body}</AuthCard>;
}

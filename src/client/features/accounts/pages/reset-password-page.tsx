/**
 * The reset pages (seed 001 §2 "Password reset", §4, §9): /portal/reset-password?token=…
 * (the admin's link) and /reset-password?token=… (a user's link from /forgot-password).
 *
 * No token: redirect at once (portal → /portal, public → /forgot-password). Otherwise:
 * validating ('Validating reset link…') → invalid ('This password reset link is invalid or
 * has expired.', redirect after 3 s: portal → /portal, public → /forgot-password) or the
 * form → success (redirect after 3 s: portal → /portal, public → /login).
 */
import { useEffect, useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { RESET_REDIRECT_MS } from '../../../../shared/domain/session';
import { RESET_LINK_INVALID } from '../../../../shared/validation/auth';
import { paths } from '../../../../shared/routes';
import { usePageMeta } from '../../../lib/page-meta';
import { useResetTokenValidity } from '../api/password-reset';
import { AuthCard, FormAlert, FormStatus } from '../components/auth-card';
import { ResetPasswordForm } from '../components/reset-password-form';
import { authPageMeta } from '../lib/page-meta';

type Variant = 'portal' | 'public';

const TARGETS: Record<Variant, { noToken: string; invalid: string; done: string; doneLabel: string }> = {
  portal: {
    noToken: paths.portal.getHref(),
    invalid: paths.portal.getHref(),
    done: paths.portal.getHref(),
    doneLabel: 'the portal sign-in',
  },
  public: {
    noToken: paths.auth.forgotPassword.getHref(),
    invalid: paths.auth.forgotPassword.getHref(),
    done: paths.auth.login.getHref(),
    doneLabel: 'sign in',
  },
};

/** Navigates to `to` (replacing the entry) after RESET_REDIRECT_MS while `when` holds. */
function useRedirectAfterDelay(when: boolean, to: string) {
  const navigate = useNavigate();
  useEffect(() => {
    if (!when) return;
    const timer = setTimeout(() => void navigate(to, { replace: true }), RESET_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [when, to, navigate]);
}

function ResetPassword({ variant }: { variant: Variant }) {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const target = TARGETS[variant];
  const validity = useResetTokenValidity(token || null);
  // A new account's link (the server says `purpose: 'set'`) sets a first password, not a reset
  // (decision 0069); the seed names no title for either.
  const setting = validity.data?.purpose === 'set';
  const title = setting ? 'Set Your Password' : 'Reset Password';
  const meta = authPageMeta(variant === 'portal' ? '/portal/reset-password' : '/reset-password', title);
  usePageMeta(setting ? title : meta.title, meta.description);
  const [done, setDone] = useState(false);
  const invalid = Boolean(token) && !done && (validity.isError || (validity.isSuccess && !validity.data.valid));
  useRedirectAfterDelay(invalid, target.invalid);
  useRedirectAfterDelay(done, target.done);

  if (!token) return <Navigate to={target.noToken} replace />;

  let body;
  if (done) {
    body = (
      <FormStatus tone="success">
        <p className="font-semibold">{setting ? 'Your password has been set.' : 'Your password has been reset.'}</p>
        <p className="mt-1">Taking you to {target.doneLabel}…</p>
      </FormStatus>
    );
  } else if (invalid) {
    body = (
      <div className="space-y-3">
        <FormAlert>{RESET_LINK_INVALID}</FormAlert>
        <p role="status" className="text-sm text-slate-600">
          Redirecting…
        </p>
      </div>
    );
  } else if (validity.isPending) {
    body = <FormStatus>Validating reset link…</FormStatus>;
  } else {
    body = <ResetPasswordForm token={token} onDone={() => setDone(true)} />;
  }
  return (
    <AuthCard
      title={title}
      lead={
        done || invalid
          ? undefined
          : setting
            ? 'Choose a password for your new account.'
            : 'Choose a new password for your account.'
      }
    >
      {body}
    </AuthCard>
  );
}

/** /portal/reset-password?token=… */
export function PortalResetPasswordPage() {
  return <ResetPassword variant="portal" />;
}

/** /reset-password?token=… */
export function ResetPasswordPage() {
  return <ResetPassword variant="public" />;
}

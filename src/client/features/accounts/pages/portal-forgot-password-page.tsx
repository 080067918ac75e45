/**
 * /portal/forgot-password (seed 001 §2 "Password reset"): for the admin. One button sends
 * `POST /api/password-reset/request` with `{}`, which mails a reset link to the fixed admin
 * address. Success: the link was sent and expires in 15 minutes. Failure: the server's
 * message or 'Failed to send reset email' (seed 001 §8).
 */
import { useMutation } from '@tanstack/react-query';
import { Link } from 'react-router';
import { RESET_LINK_MINUTES } from '../../../../shared/domain/session';
import { paths } from '../../../../shared/routes';
import { usePageMeta } from '../../../lib/page-meta';
import { requestPasswordReset } from '../api/password-reset';
import { AuthCard, FormAlert, FormStatus, TEXT_LINK } from '../components/auth-card';
import { authPageMeta } from '../lib/page-meta';
import { failureMessage } from '../lib/server-errors';
import { Button } from '../../../components/ui/button';

const META = authPageMeta('/portal/forgot-password', 'Admin Password Reset');
export const RESET_EMAIL_FAILED = 'Failed to send reset email';

export function PortalForgotPasswordPage() {
  usePageMeta(META.title, META.description);
  const send = useMutation({ mutationFn: () => requestPasswordReset({}) });

  return (
    <AuthCard
      title="Admin Password Reset"
      lead="This page is for the site administrator. The reset link is sent to the administrator's email address on file."
    >
      {send.isSuccess ? (
        <FormStatus tone="success">
          <p className="font-semibold">Reset link sent</p>
          <p className="mt-1">
            A password reset link has been sent to the admin email address. It expires in {RESET_LINK_MINUTES} minutes.
          </p>
        </FormStatus>
      ) : (
        <div className="space-y-4">
          {send.isError ? <FormAlert>{failureMessage(send.error, RESET_EMAIL_FAILED)}</FormAlert> : null}
          <Button onClick={() => send.mutate()} disabled={send.isPending} variant="primary" size="block">
            {send.isPending ? 'Sending…' : 'Send reset link'}
          </Button>
        </div>
      )}
      <p className="mt-5 text-sm">
        <Link to={paths.portal.getHref()} className={TEXT_LINK}>
          Back to sign in
        </Link>
      </p>
    </AuthCard>
  );
}

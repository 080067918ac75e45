/**
 * The dashboard's notice for an unconfirmed address (decision 0013): 'Check your e-mail to confirm
 * your address', why it matters (invitations and submissions sent to the address are linked
 * only once it is confirmed), and a button that mails a new link (the server allows 3 an
 * hour; its answer or refusal is shown in the notice).
 */
import { useState } from 'react';
import { CHECK_EMAIL_TO_CONFIRM } from '../../../../shared/domain/session';
import { ApiError } from '../../../lib/api-client';
import { resendVerification } from '../api/resend-verification';

export const RESEND_FAILED = 'The link could not be sent. Please try again later.';

export function VerifyEmailNotice({ email }: { email?: string }) {
  const [sending, setSending] = useState(false);
  const [answer, setAnswer] = useState<{ tone: 'ok' | 'error'; text: string } | null>(null);

  const resend = async () => {
    setSending(true);
    setAnswer(null);
    try {
      const { message } = await resendVerification();
      setAnswer({ tone: 'ok', text: message });
    } catch (error) {
      setAnswer({ tone: 'error', text: error instanceof ApiError && error.message ? error.message : RESEND_FAILED });
    } finally {
      setSending(false);
    }
  };

  return (
    <section
      aria-labelledby="verify-email-title"
      className="rounded-lg border border-amber-300 bg-amber-50 p-5 text-amber-950"
    >
      <h2 id="verify-email-title" className="text-lg font-semibold">
        {CHECK_EMAIL_TO_CONFIRM}
      </h2>
      <p className="mt-1 text-sm">
        We sent a confirmation link to{' '}
        {email ? <span className="font-semibold break-all">{email}</span> : 'your address'}. Until you open it,
        invitations and submissions sent to this address are not linked to your account.
      </p>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <button
          type="button"
          onClick={() => void resend()}
          disabled={sending}
          className="rounded-md border border-amber-400 bg-white px-4 py-2 text-sm font-semibold text-amber-950 hover:bg-amber-100 disabled:cursor-not-allowed disabled:opacity-60"
        >
          {sending ? 'Sending…' : 'Send the link again'}
        </button>
        <p role="status" className={answer?.tone === 'error' ? 'text-sm font-medium text-red-800' : 'text-sm'}>
          {answer?.text}
        </p>
      </div>
    </section>
  );
}

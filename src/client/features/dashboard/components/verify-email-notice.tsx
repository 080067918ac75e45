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
import { AccountNotice, LINK_NOT_SENT, NoticeAction, type NoticeAnswer } from './account-notice';

export function VerifyEmailNotice({ email }: { email?: string }) {
  const [sending, setSending] = useState(false);
  const [answer, setAnswer] = useState<NoticeAnswer>(null);

  const resend = async () => {
    setSending(true);
    setAnswer(null);
    try {
      const { message } = await resendVerification();
      setAnswer({ tone: 'ok', text: message });
    } catch (error) {
      setAnswer({ tone: 'error', text: error instanceof ApiError && error.message ? error.message : LINK_NOT_SENT });
    } finally {
      setSending(false);
    }
  };

  return (
    <AccountNotice titleId="verify-email-title" title={CHECK_EMAIL_TO_CONFIRM}>
      <p className="mt-1 text-sm">
        We sent a confirmation link to{' '}
        {email ? <span className="font-semibold break-all">{email}</span> : 'your address'}. Until you open it,
        invitations and submissions sent to this address are not linked to your account.
      </p>
      <NoticeAction
        type="button"
        gap
        onClick={() => void resend()}
        sending={sending}
        label="Send the link again"
        answer={answer}
      />
    </AccountNotice>
  );
}

/**
 * /invites/accept?token=… (seed 000 §2 "Reviewer invitation pages", §4 "Accept page", §5
 * "Accept", §8 "Accept"): the invitation with the reviewer's undertakings and an 'Accept
 * Invitation' button ('Processing...' while sending, disabled without a token); then an
 * 'Invitation Accepted' card (the server's message — for a reviewer without an account it says
 * that one was created and a set-password e-mail sent —, the submission title and reviewer
 * name if returned) with the toast 'Success' / 'Review invitation accepted successfully'; or an
 * error card: the server's message or 'Failed to accept invitation. The link may be invalid or
 * expired.', and on a network failure 'An unexpected error occurred. Please try again or
 * contact support.'. Without a token: the 'Invalid Invitation' card. A link whose invitation is
 * no longer pending (the preview's status): the 'Invitation Already Answered' card, without the
 * Accept button (decision 0069). With VITE_REVIEW_INVITES
 * off: the 'Invitations Unavailable' card, and nothing is sent.
 */
import { useState } from 'react';
import { Link } from 'react-router';
import { STATIC_PAGE_META } from '../../../../shared/seo/page-meta';
import { acceptInvitation } from '../../../../shared/validation/invitations';
import { paths } from '../../../../shared/routes';
import { toast } from '../../../components/ui/toast';
import { flags } from '../../../lib/flags';
import { usePageMeta } from '../../../lib/page-meta';
import {
  AnsweredInvitationCard,
  InvalidInvitationCard,
  InvitationCard,
  InvitationErrorCard,
  InvitationsUnavailableCard,
  ResponseDetails,
  ReviewerDashboardLink,
} from '../components/invitation-card';
import { INVITATION_MESSAGES, respondToInvitation, type InvitationOutcome } from '../lib/respond-to-invitation';
import { useInvitationToken } from '../lib/use-invitation-token';
import { useInvitationPreview } from '../lib/use-invitation-preview';
import { formatDay } from '../../../../shared/domain/review-deadlines';
import { Button } from '../../../components/ui/button';

const META = STATIC_PAGE_META['/invites/accept'] ?? {
  title: 'Accept Review Invitation',
  description: 'Accept an invitation to review a manuscript for a Genesis journal.',
};

/** The reviewer's undertakings (seed 000 §2). */
export const ACCEPT_TERMS = [
  'Provide a thorough, objective and constructive review of the manuscript.',
  'Meet the deadline given by the editor, or tell the editor early if you cannot.',
  'Keep the manuscript and your review confidential.',
  'Declare any conflict of interest with the authors or the work.',
] as const;

/** The deadline undertaking with the editor's real date (decision 0036). */
export function deadlineTerm(reviewDue: string): string {
  return `Meet the deadline given by the editor (your review is due by ${formatDay(reviewDue)}), or tell the editor early if you cannot.`;
}

export function AcceptInvitationPage() {
  usePageMeta(META.title, META.description);
  const token = useInvitationToken();
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<InvitationOutcome | null>(null);
  const preview = useInvitationPreview(token.ok && flags.reviewInvites ? token.token : null);

  if (!flags.reviewInvites) return <InvitationsUnavailableCard />;
  if (!token.ok) return <InvalidInvitationCard message={token.message} />;

  if (outcome?.kind === 'success') {
    return (
      <InvitationCard title="Invitation Accepted" tone="success" live="status">
        <ResponseDetails response={outcome.response} />
        <p className="text-slate-700">The editor has been notified. Thank you for your help with the review.</p>
        <ReviewerDashboardLink />
      </InvitationCard>
    );
  }
  if (outcome?.kind === 'refused') return <InvitationErrorCard message={outcome.message} />;
  if (outcome?.kind === 'network')
    return <InvitationErrorCard message={INVITATION_MESSAGES.unexpected} onRetry={() => setOutcome(null)} />;

  // A link opened again once answered says so, and offers no Accept button (decision 0069).
  if (preview && preview.status !== 'pending')
    return <AnsweredInvitationCard status={preview.status} submissionTitle={preview.submissionTitle} />;

  const onAccept = async () => {
    const body = acceptInvitation.safeParse({ token: token.token });
    if (!body.success) return;
    setSending(true);
    const result = await respondToInvitation('accept', body.data);
    setSending(false);
    if (result.kind === 'success') toast({ title: 'Success', description: 'Review invitation accepted successfully' });
    setOutcome(result);
  };

  return (
    <InvitationCard title="Review Invitation">
      <p className="text-slate-700">
        You have been invited to review a manuscript for a Genesis journal. By accepting, you agree to:
      </p>
      <ul className="list-disc space-y-1 pl-5 text-slate-700">
        {ACCEPT_TERMS.map((term) => (
          <li key={term}>{term === ACCEPT_TERMS[1] && preview?.reviewDue ? deadlineTerm(preview.reviewDue) : term}</li>
        ))}
      </ul>
      {preview ? (
        <dl className="grid gap-x-4 gap-y-1 text-sm text-slate-800 sm:grid-cols-[9rem_1fr]">
          <dt className="font-semibold">Manuscript</dt>
          <dd className="wrap-anywhere">{preview.submissionTitle}</dd>
          <dt className="font-semibold">Journal</dt>
          <dd>{preview.journalTitle}</dd>
          {preview.respondBy ? (
            <>
              <dt className="font-semibold">Please answer by</dt>
              <dd>{formatDay(preview.respondBy)}</dd>
            </>
          ) : null}
          {preview.reviewDue ? (
            <>
              <dt className="font-semibold">Review due</dt>
              <dd>{formatDay(preview.reviewDue)}</dd>
            </>
          ) : null}
        </dl>
      ) : null}
      <div className="flex flex-col gap-3 pt-2 sm:flex-row sm:items-center">
        <Button variant="primary" size="lg" disabled={!token.ok || sending} onClick={() => void onAccept()}>
          {sending ? 'Processing...' : 'Accept Invitation'}
        </Button>
        <Link
          to={paths.invites.decline.getHref(token.token)}
          className="text-center font-semibold text-brand-700 underline underline-offset-2"
        >
          Decline instead
        </Link>
      </div>
    </InvitationCard>
  );
}

/**
 * The cards of the public invitation pages (seed 000 §2 "Reviewer invitation pages"): one
 * card per state, its title the page's h1. Success and error cards are live regions, so the
 * outcome is announced when the form is replaced.
 */
import type { ReactNode } from 'react';
import type { InvitationResponse } from '../../../../shared/api/submissions';
import { Container } from '../../../components/ui/container';
import { Link } from 'react-router';
import { paths } from '../../../../shared/routes';
import { Button } from '../../../components/ui/button';

type Tone = 'neutral' | 'success' | 'error';

const TONES: Record<Tone, string> = {
  neutral: 'border-slate-200 bg-white',
  success: 'border-emerald-200 bg-emerald-50',
  error: 'border-red-200 bg-red-50',
};

export function InvitationCard({
  title,
  tone = 'neutral',
  live,
  children,
}: {
  title: string;
  tone?: Tone;
  /** Announce the card: 'status' (politely) or 'alert' (at once). */
  live?: 'status' | 'alert';
  children: ReactNode;
}) {
  return (
    <Container className="py-10 sm:py-16">
      <section
        aria-labelledby="invitation-card-title"
        className={`mx-auto max-w-2xl rounded-xl border p-5 shadow-sm sm:p-8 ${TONES[tone]}`}
      >
        <div role={live} className="space-y-4">
          <h1 id="invitation-card-title" className="text-2xl font-bold tracking-tight text-brand-900 sm:text-3xl">
            {title}
          </h1>
          {children}
        </div>
      </section>
    </Container>
  );
}

/** No (or an unusable) token in the link (seed 000 §2, §8). */
export function InvalidInvitationCard({ message }: { message: string }) {
  return (
    <InvitationCard title="Invalid Invitation" tone="error" live="alert">
      <p className="font-medium text-red-800">{message}</p>
      <p className="text-slate-700">Please contact the journal editor for a new invitation link.</p>
    </InvitationCard>
  );
}

/** The text of the pages while the build flag VITE_REVIEW_INVITES is off. */
export const INVITATIONS_UNAVAILABLE =
  'Responding to review invitations online is not available yet. Please reply to the journal editor by e-mail.';

export function InvitationsUnavailableCard() {
  return (
    <InvitationCard title="Invitations Unavailable" live="status">
      <p className="text-slate-700">{INVITATIONS_UNAVAILABLE}</p>
    </InvitationCard>
  );
}

/** The server's answer: message, then the submission title and reviewer name if returned. */
export function ResponseDetails({ response }: { response: InvitationResponse }) {
  return (
    <>
      <p className="text-slate-800">{response.message}</p>
      {response.submissionTitle || response.reviewerName ? (
        <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[8rem_1fr]">
          {response.submissionTitle ? (
            <>
              <dt className="font-semibold text-slate-700">Submission</dt>
              <dd className="break-words">{response.submissionTitle}</dd>
            </>
          ) : null}
          {response.reviewerName ? (
            <>
              <dt className="font-semibold text-slate-700">Reviewer</dt>
              <dd>{response.reviewerName}</dd>
            </>
          ) : null}
        </dl>
      ) : null}
    </>
  );
}

/** A refused answer (invalid or expired link) or a network failure. */
export function InvitationErrorCard({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <InvitationCard title="Invitation Error" tone="error" live="alert">
      <p className="font-medium text-red-800">{message}</p>
      <p className="text-slate-700">If the problem persists, please contact the journal editor.</p>
      {onRetry ? (
        <Button variant="primary" size="lg" onClick={onRetry}>
          Try again
        </Button>
      ) : null}
    </InvitationCard>
  );
}

/** What an answered invitation's link says, by the invitation's status (decision 0069). */
export const ANSWERED_MESSAGES = {
  accepted: 'You have already accepted this invitation.',
  submitted: 'You have already accepted this invitation and submitted your review.',
  declined: 'You have already declined this invitation.',
  cancelled: 'The editor has cancelled this invitation.',
} as const;

/**
 * A link opened again after the invitation was answered (decision 0069): it says so and
 * offers no answer button; an accepted one points to the reviewer dashboard, where the review is.
 */
/** The way on to the reviewer's dashboard, once an invitation is accepted. */
export function ReviewerDashboardLink() {
  return (
    <p>
      <Link
        to={paths.dashboard.reviewer.getHref()}
        className="font-semibold text-brand-700 underline underline-offset-2"
      >
        Go to your reviewer dashboard
      </Link>
    </p>
  );
}

export function AnsweredInvitationCard({
  status,
  submissionTitle,
}: {
  status: keyof typeof ANSWERED_MESSAGES;
  submissionTitle: string;
}) {
  return (
    <InvitationCard title="Invitation Already Answered" live="status">
      <p className="text-slate-800">{ANSWERED_MESSAGES[status]}</p>
      <p className="text-sm break-words text-slate-700">
        <span className="font-semibold">Manuscript:</span> {submissionTitle}
      </p>
      {status === 'accepted' || status === 'submitted' ? <ReviewerDashboardLink /> : null}
    </InvitationCard>
  );
}

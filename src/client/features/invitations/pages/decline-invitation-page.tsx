/**
 * /invites/decline?token=… (seed 000 §2 "Reviewer invitation pages", §4 "Decline page", §5
 * "Decline", §8 "Decline"): a form with an optional reason (4 rows; trimmed, omitted when
 * empty, by the shared `declineInvitation` schema) and a 'Decline Invitation' button
 * ('Processing...' while sending, disabled without a token); then a 'Response Recorded' card
 * (the server's message or the default, the submission title and reviewer name if returned,
 * the editor notified) with the toast 'Response Recorded' / 'Your decline response has been
 * recorded'; or an error card: the server's message or 'Failed to decline invitation. The
 * link may be invalid or expired.', and on a network failure 'An unexpected error occurred.
 * Please try again or contact support.'. Without a token: the 'Invalid Invitation' card.
 * With VITE_REVIEW_INVITES off: the 'Invitations Unavailable' card, and nothing is sent.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { INTAKE_LIMITS } from '../../../../shared/domain/intake';
import { STATIC_PAGE_META } from '../../../../shared/seo/page-meta';
import {
  declineInvitation,
  type DeclineInvitation,
  type DeclineInvitationInput,
} from '../../../../shared/validation/invitations';
import { TextAreaField } from '../../../components/ui/form-fields';
import { toast } from '../../../components/ui/toast';
import { flags } from '../../../lib/flags';
import { usePageMeta } from '../../../lib/page-meta';
import {
  InvalidInvitationCard,
  InvitationCard,
  InvitationErrorCard,
  InvitationsUnavailableCard,
  ResponseDetails,
} from '../components/invitation-card';
import { INVITATION_MESSAGES, respondToInvitation, type InvitationOutcome } from '../lib/respond-to-invitation';
import { useInvitationToken } from '../lib/use-invitation-token';
import { Button } from '../../../components/ui/button';

const META = STATIC_PAGE_META['/invites/decline'] ?? {
  title: 'Decline Review Invitation',
  description: 'Decline an invitation to review a manuscript for a Genesis journal.',
};

function DeclineForm({ token, onOutcome }: { token: string; onOutcome: (outcome: InvitationOutcome) => void }) {
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<DeclineInvitationInput, unknown, DeclineInvitation>({
    resolver: zodResolver(declineInvitation),
    mode: 'onBlur',
    defaultValues: { token, reason: '' },
  });

  const onSubmit = async (values: DeclineInvitation) => {
    const outcome = await respondToInvitation('decline', values);
    if (outcome.kind === 'success') {
      toast({ title: 'Response Recorded', description: 'Your decline response has been recorded' });
    }
    onOutcome(outcome);
  };

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} aria-labelledby="invitation-card-title" className="space-y-4">
      <TextAreaField
        id="decline-reason"
        label="Reason for declining"
        rows={4}
        maxLength={INTAKE_LIMITS.declineReasonMax}
        hint="For example a conflict of interest, the subject being outside your expertise, or no time before the deadline."
        error={errors.reason?.message ?? errors.token?.message}
        {...register('reason')}
      />
      <Button type="submit" variant="primary" size="lg" disabled={!token || isSubmitting}>
        {isSubmitting ? 'Processing...' : 'Decline Invitation'}
      </Button>
    </form>
  );
}

export function DeclineInvitationPage() {
  usePageMeta(META.title, META.description);
  const token = useInvitationToken();
  const [outcome, setOutcome] = useState<InvitationOutcome | null>(null);

  if (!flags.reviewInvites) return <InvitationsUnavailableCard />;
  if (!token.ok) return <InvalidInvitationCard message={token.message} />;

  if (outcome?.kind === 'success') {
    return (
      <InvitationCard title="Response Recorded" tone="success" live="status">
        <ResponseDetails response={outcome.response} />
        <p className="text-slate-700">The editor has been notified of your response.</p>
      </InvitationCard>
    );
  }
  if (outcome?.kind === 'refused') return <InvitationErrorCard message={outcome.message} />;
  if (outcome?.kind === 'network')
    return <InvitationErrorCard message={INVITATION_MESSAGES.unexpected} onRetry={() => setOutcome(null)} />;

  return (
    <InvitationCard title="Decline Review Invitation">
      <p className="text-slate-700">
        Declining confirms that you cannot review this manuscript. You may tell the editor why; the reason is optional.
      </p>
      <DeclineForm token={token.token} onOutcome={setOutcome} />
    </InvitationCard>
  );
}

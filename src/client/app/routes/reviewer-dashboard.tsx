/**
 * /dashboard/reviewer (seed 001 §2 "/dashboard/reviewer"; reviewers only, guarded in the
 * router): the invitations feature's list and details of the reviewer's invitations, with the
 * reviews feature's part below the picked one — the submitted review read-only, or the review
 * form of an accepted invitation — and the discussions feature's Discussion panel of the
 * invitation's thread with the editors (decision 0072). It lives in app/ because it composes two features, which
 * may not import one another (eslint.config.js import zones). Build-time flags (seed 000 §9,
 * lib/flags.ts):
 * - VITE_REVIEW_INVITES off: the page shows only a notice; no invitation is requested.
 * - VITE_REVIEW_FORMS off: the review form is hidden; a review already submitted still shows.
 */
import type { ReviewerInviteDetail } from '../../../shared/api/submissions';
import { DEFAULT_DESCRIPTION, STATIC_PAGE_META } from '../../../shared/seo/page-meta';
import { Container } from '../../components/ui/container';
import { StatusMessage } from '../../components/ui/status-message';
import { DiscussionPanel } from '../../features/discussions';
import { InviteWorkspace, useRefreshInvite } from '../../features/invitations';
import { ReviewForm, SubmittedReview } from '../../features/reviews';
import { flags } from '../../lib/flags';
import { usePageMeta } from '../../lib/page-meta';

const META = STATIC_PAGE_META['/dashboard/reviewer'] ?? {
  title: 'Reviewer Dashboard',
  description: DEFAULT_DESCRIPTION,
};

/** The notice shown instead of the invitation screens when VITE_REVIEW_INVITES is off. */
export const INVITES_UNAVAILABLE = 'Review invitations are not available on this site yet.';

/** The review part of invitation `invite`: the submitted review, or (when allowed) the form. */
function InvitationReview({ invite, showForm }: { invite: ReviewerInviteDetail; showForm: boolean }) {
  const refresh = useRefreshInvite();
  if (invite.review) return <SubmittedReview review={invite.review} />;
  if (showForm && invite.status === 'accepted')
    return (
      <ReviewForm
        key={invite.inviteId}
        inviteId={invite.inviteId}
        submissionId={invite.submissionId}
        onSubmitted={refresh}
      />
    );
  return null;
}

export function ReviewerDashboardPage() {
  usePageMeta(META.title, META.description);
  return (
    <Container className="space-y-6 py-8 sm:py-12">
      <header>
        <h1 className="text-3xl font-bold tracking-tight text-brand-900">Reviewer Dashboard</h1>
        <p className="mt-1 text-slate-700">The manuscripts you are invited to review. Reviews are double-blind.</p>
      </header>
      {flags.reviewInvites ? (
        <InviteWorkspace
          review={(invite) => (
            <>
              <InvitationReview invite={invite} showForm={flags.reviewForms} />
              <DiscussionPanel
                key={invite.inviteId}
                submissionId={invite.submissionId}
                thread={`reviewer-${invite.inviteId}`}
              />
            </>
          )}
        />
      ) : (
        <StatusMessage>{INVITES_UNAVAILABLE}</StatusMessage>
      )}
    </Container>
  );
}

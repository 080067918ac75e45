/**
 * /dashboard/author (seed 001 §2 "/dashboard/author"; author only, guarded in the router): the
 * submissions feature's author dashboard, with the production feature's panel in a picked
 * submission's details (the proof for approval, decision 0028) and the discussions feature's
 * Discussion panel (the author's thread with the editors, decision 0072). It lives in app/ because it
 * composes two features, which may not import one another (eslint.config.js import zones;
 * docs/decisions/0065-production-feature.md).
 */
import { DiscussionPanel } from '../../features/discussions';
import { ProductionPanel } from '../../features/production';
import { AuthorDashboardPage } from '../../features/submissions/pages/author-dashboard-page';

export function AuthorDashboard() {
  return (
    <AuthorDashboardPage
      production={(submission) => (
        <>
          <ProductionPanel submission={submission} as="author" />
          <DiscussionPanel key={`discussion-${submission.id}`} submissionId={submission.id} />
        </>
      )}
    />
  );
}

/**
 * /dashboard/author (seed 001 §2 "/dashboard/author"; author only, guarded in the router): the
 * submissions feature's author dashboard, with the production feature's panel in a picked
 * submission's details (the proof for approval, decision 0028) and the discussions feature's
 * Discussion panel (the author's thread with the editors, decision 0072). It lives in app/ because it
 * composes two features, which may not import one another (eslint.config.js import zones;
 * docs/decisions/0065-production-feature.md).
 * The wizard's and production metadata's institution and funder names search ROR records
 * (features/ror's combobox, given to their forms by ./ror-inputs.tsx; decision 0094).
 */
import { DiscussionPanel } from '../../features/discussions';
import { ProductionPanel } from '../../features/production';
import { AuthorDashboardPage } from '../../features/submissions/pages/author-dashboard-page';
import { WithRorInputs } from './ror-inputs';

export function AuthorDashboard() {
  return (
    <WithRorInputs>
      <AuthorDashboardPage
        production={(submission) => (
          <>
            <ProductionPanel submission={submission} as="author" />
            <DiscussionPanel key={`discussion-${submission.id}`} submissionId={submission.id} />
          </>
        )}
      />
    </WithRorInputs>
  );
}

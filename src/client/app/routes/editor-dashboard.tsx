/**
 * /dashboard/editor and /dashboard/editor/submissions/{id} (seed 001 §2 "/dashboard/editor";
 * decision 0037): the submissions feature's editor dashboard, with the production feature's
 * panel in a picked submission's details (proof, web version, issue, metadata; decisions 0028,
 * 0032), and the discussions feature's Discussion panel (every thread, decision 0072) in the
 * column beside the history, whatever stage the stepper shows (decision 0075). It
 * lives in app/ because it composes features, which may not import one another (eslint.config.js
 * import zones; docs/decisions/0065-production-feature.md).
 * Production metadata's institution and funder names search ROR records (features/ror's
 * combobox, given to the forms by ./ror-inputs.tsx; decision 0094).
 */
import { DiscussionPanel } from '../../features/discussions';
import { ProductionPanel } from '../../features/production';
import { EditorDashboardPage } from '../../features/submissions/pages/editor-dashboard-page';
import { WithRorInputs } from './ror-inputs';

export function EditorDashboard() {
  return (
    <WithRorInputs>
      <EditorDashboardPage
        production={(submission) => (
          <ProductionPanel key={`production-${submission.id}`} submission={submission} as="editor" />
        )}
        discussion={(submission) => (
          <DiscussionPanel key={`discussion-${submission.id}`} submissionId={submission.id} />
        )}
      />
    </WithRorInputs>
  );
}

/**
 * /dashboard/author (seed 001 §2 "/dashboard/author"; author only, guarded in the router):
 * the author's submissions, the wizard (create draft → upload manuscript → submit), the action
 * box on a picked submission (Submit, Approve Proof, Withdraw, manuscript and revision
 * uploads, each enabled by the workflow table) and the picked submission's details (files,
 * history, the reviews the author may read, the article once published).
 */
import { useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import type { SubmissionDetail } from '../../../../shared/api/submissions';
import { Container } from '../../../components/ui/container';
import { usePageMeta } from '../../../lib/page-meta';
import { useAuthorSubmissions } from '../api/submission-queries';
import { AuthorActions } from '../components/author-actions';
import { AuthorReviews } from '../components/author-reviews';
import { MailRecord } from '../components/mail-record';
import { AuthorWizard } from '../components/author-wizard';
import { FileActions } from '../../../components/files/file-actions';
import { SubmissionPanel } from '../components/submission-panel';
import { SubmissionsTable } from '../components/submissions-table';
import { Button } from '../../../components/ui/button';
import { Card } from '../components/card';
import { SrOnly } from '../../../components/ui/sr-only';

/** What the dashboard is given by app/routes (features may not import one another). */
export interface AuthorDashboardPageProps {
  /**
   * The production part of a picked submission's details (features/production's panel,
   * decision 0065), rendered in its details above the reviews; none when not given.
   */
  production?: (submission: SubmissionDetail) => ReactNode;
}

/** A positive integer id from a query value, or null. */
const idOf = (value: string | null) => (value && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null);

export function AuthorDashboardPage({ production }: AuthorDashboardPageProps = {}) {
  usePageMeta('Author dashboard', 'Your submissions to Genesis journals.');
  const submissions = useAuthorSubmissions();
  // A mail's deep link names the submission (`?submission=12`, decision 0072): it opens picked.
  const [params] = useSearchParams();
  const [pickedId, setPickedId] = useState<number | null>(() => idOf(params.get('submission')));
  const [wizardKey, setWizardKey] = useState(0);

  const newDraft = () => {
    setWizardKey((k) => k + 1);
    setTimeout(() => {
      const title = document.getElementById('draft-title');
      title?.scrollIntoView?.({ block: 'center' });
      title?.focus();
    }, 0);
  };

  return (
    <Container className="space-y-6 py-8 sm:py-12">
      <header>
        <h1 className="text-3xl font-bold tracking-tight text-brand-900">Author dashboard</h1>
        <p className="mt-1 text-slate-700">
          Create a draft, upload your manuscript, submit it and follow it through review.
        </p>
      </header>

      <Card id="author-submissions" title="My submissions">
        <SubmissionsTable
          label="My submissions"
          query={submissions}
          selectedId={pickedId}
          emptyText="You have no submissions yet."
          actions={(row) => (
            <>
              <Button variant="secondary" onClick={() => setPickedId(row.id)}>
                View Details<SrOnly> of submission #{row.id}</SrOnly>
              </Button>
              {row.fileUrl ? (
                <FileActions url={row.fileUrl} what={`manuscript of submission #${row.id}`} viewLabel="View File" />
              ) : null}
            </>
          )}
        />
      </Card>

      <div className="grid gap-6 lg:grid-cols-2">
        <Card id="author-wizard" title="New submission" lead="Three steps: the details, the manuscript, then submit.">
          <AuthorWizard key={wizardKey} onPicked={setPickedId} />
        </Card>
        <Card
          id="author-actions"
          title="Manage a submission"
          lead="Pick one of your submissions; only the actions its status allows are enabled."
        >
          <AuthorActions
            submissions={submissions.data ?? []}
            pickedId={pickedId}
            onPick={setPickedId}
            onNewDraft={newDraft}
          />
        </Card>
      </div>

      {pickedId !== null ? (
        <Card id="author-details" title={`Submission #${pickedId}`}>
          <SubmissionPanel id={pickedId}>
            {(detail) => (
              <>
                {production?.(detail)}
                <AuthorReviews submission={detail} />
                <MailRecord submissionId={detail.id} />
              </>
            )}
          </SubmissionPanel>
        </Card>
      ) : null}
    </Container>
  );
}

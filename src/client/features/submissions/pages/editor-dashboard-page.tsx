/**
 * /dashboard/editor (seed 001 §2 "/dashboard/editor"; editor, associate editor and admin,
 * guarded in the router): the submissions queue of the editor's journals (id, title, status,
 * author, updated; View Details, View File, Download) with its filters in the URL (decision 0037),
 * a page of 50 at a time with a pager (`?page=`, decision 0076),
 * and the details panel of the chosen submission with its editors, invitations, reviews and the
 * actions its status allows, by stage, with the history, the discussion and the mail record in a
 * column beside them from 1280 px (decision 0075). The chosen submission has its own URL,
 * /dashboard/editor/submissions/{id} (the same page), which survives a reload; one outside the
 * editor's journals answers 404 and shows 'Submission not found'.
 */
import { useEffect, useRef, type ReactNode } from 'react';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import type { SubmissionDetail } from '../../../../shared/api/submissions';
import { paths } from '../../../../shared/routes';
import { Container } from '../../../components/ui/container';
import { usePageMeta } from '../../../lib/page-meta';
import { useEditorJournals, useEditorQueue } from '../api/editor-scope-queries';
import { AssignmentPanel } from '../components/assignment-panel';
import { filtersOf, QUEUE_PAGE_PARAM, queuePageOf, QueueFiltersForm } from '../components/queue-filters';
import { QUEUE_PAGE_SIZE } from '../../../../shared/api/editor-scope';
import { Pager } from '../../../components/ui/pager';
import { EditorActions } from '../components/editor-actions';
import { EditorReviews } from '../components/editor-reviews';
import { MailRecord } from '../components/mail-record';
import { FileActions } from '../../../components/files/file-actions';
import { SubmissionPanel } from '../components/submission-panel';
import { SubmissionsTable } from '../components/submissions-table';
import { Button } from '../../../components/ui/button';
import { Card } from '../components/card';
import { SrOnly } from '../../../components/ui/sr-only';

/** What the dashboard is given by app/routes (features may not import one another). */
export interface EditorDashboardPageProps {
  /**
   * The production part of a picked submission's details (features/production's panel,
   * decision 0065), rendered in its details below the actions; none when not given.
   */
  production?: (submission: SubmissionDetail) => ReactNode;
  /**
   * The discussion of a picked submission (its correspondence), mounted in the column beside
   * the history (decision 0075, region "Discussion"); none when not given.
   */
  discussion?: (submission: SubmissionDetail) => ReactNode;
}

/**
 * A link to the editorial reports for an editor-in-chief of a journal (decision 0086: the reports
 * are theirs and the admins'); nothing for other editors, who would be refused.
 */
function ReportsLink() {
  const journals = useEditorJournals();
  if (!journals.data?.some((j) => j.role === 'editor_in_chief')) return null;
  return (
    <p className="mt-2">
      <Link
        to={paths.dashboard.reports.getHref()}
        className="font-semibold text-brand-800 underline hover:text-brand-900"
      >
        Reports of your journals
      </Link>
    </p>
  );
}

export function EditorDashboardPage({ production, discussion }: EditorDashboardPageProps = {}) {
  usePageMeta('Editor dashboard', 'The submissions queue of the Genesis editors.');
  const [params, setParams] = useSearchParams();
  const page = queuePageOf(params);
  const queue = useEditorQueue(filtersOf(params), page);
  const toPage = (next: number) => {
    const query = new URLSearchParams(params);
    if (next > 0) query.set(QUEUE_PAGE_PARAM, String(next + 1));
    else query.delete(QUEUE_PAGE_PARAM);
    setParams(query, { preventScrollReset: true });
  };
  const { id: idParam } = useParams();
  const parsed = idParam !== undefined && /^\d{1,9}$/.test(idParam) ? Number(idParam) : null;
  const selectedId = idParam !== undefined ? (parsed ?? 0) : null;
  const navigate = useNavigate();
  const location = useLocation();
  const details = useRef<HTMLDivElement>(null);
  const focusDetails = useRef(false);

  useEffect(() => {
    if (!focusDetails.current || selectedId === null) return;
    focusDetails.current = false;
    const heading = details.current?.querySelector<HTMLElement>('h2');
    heading?.scrollIntoView?.({ block: 'start' });
    heading?.focus();
  }, [selectedId]);

  const select = (id: number) => {
    focusDetails.current = true;
    navigate({ pathname: paths.dashboard.editorSubmission.getHref(id), search: location.search });
  };

  return (
    <Container className="space-y-6 py-8 sm:py-12">
      <header>
        <h1 className="text-3xl font-bold tracking-tight text-brand-900">Editor dashboard</h1>
        <p className="mt-1 text-slate-700">
          Screen new submissions, invite reviewers, decide, and take accepted manuscripts to publication.
        </p>
        <ReportsLink />
      </header>

      <Card id="editor-queue" title="Submissions queue">
        <div className="mb-4">
          <QueueFiltersForm />
        </div>
        <SubmissionsTable
          label="Submissions queue"
          query={{ ...queue, data: queue.data?.items }}
          showAuthor
          selectedId={selectedId}
          emptyText={params.toString() ? 'No submissions match these filters.' : 'No submissions in the queue.'}
          actions={(row) => (
            <>
              <Button variant="secondary" onClick={() => select(row.id)}>
                View Details<SrOnly> of submission #{row.id}</SrOnly>
              </Button>
              {row.fileUrl ? (
                <FileActions
                  url={row.fileUrl}
                  viewLabel="View File"
                  what={`of submission #${row.id}`}
                  downloadWhat={`file of submission #${row.id}`}
                />
              ) : (
                <span className="self-center text-sm text-slate-600">No file yet</span>
              )}
            </>
          )}
        />
        {queue.data && (queue.data.total > 0 || page > 0) ? (
          <div className="mt-4">
            <Pager
              label="Submissions queue"
              page={page}
              pageSize={QUEUE_PAGE_SIZE}
              shown={queue.data.items.length}
              total={queue.data.total}
              totalCapped={queue.data.totalCapped}
              busy={queue.isPlaceholderData}
              onPage={toPage}
            />
          </div>
        ) : null}
      </Card>

      <div ref={details}>
        {selectedId !== null ? (
          <section
            aria-labelledby="editor-details-title"
            className="min-w-0 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
          >
            <h2 id="editor-details-title" tabIndex={-1} className="text-xl font-bold tracking-tight text-brand-900">
              Submission #{selectedId}
            </h2>
            <div className="mt-4">
              <SubmissionPanel
                id={selectedId}
                aside={(detail) => (
                  <>
                    {/* The discussion's place (decision 0075): beside the history, above the mail record. */}
                    {discussion ? <div data-slot="discussion">{discussion(detail)}</div> : null}
                    <MailRecord submissionId={detail.id} />
                  </>
                )}
              >
                {(detail) => (
                  <>
                    <AssignmentPanel submissionId={detail.id} />
                    <EditorActions
                      key={detail.id}
                      submission={detail}
                      reviews={<EditorReviews submission={detail} />}
                      productionPanel={production?.(detail)}
                    />
                  </>
                )}
              </SubmissionPanel>
            </div>
          </section>
        ) : null}
      </div>
    </Container>
  );
}

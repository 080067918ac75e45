/**
 * /dashboard/editor (seed 001 §2 "/dashboard/editor"; editor, associate editor and admin,
 * guarded in the router): the submissions queue (id, title, status, author, updated; View
 * Details, View File, Download) and the details panel of the chosen submission with its
 * invitations, reviews and the actions its status allows.
 */
import { useRef, useState } from 'react';
import { Container } from '../../../components/ui/container';
import { usePageMeta } from '../../../lib/page-meta';
import { useEditorSubmissions } from '../api/submission-queries';
import { EditorActions } from '../components/editor-actions';
import { EditorReviews } from '../components/editor-reviews';
import { FileActions } from '../../../components/files/file-actions';
import { ProductionPanel } from '../components/production-panel';
import { SubmissionPanel } from '../components/submission-panel';
import { SubmissionsTable } from '../components/submissions-table';
import { Button } from '../../../components/ui/button';
import { Card } from '../components/card';
import { SrOnly } from '../../../components/ui/sr-only';

export function EditorDashboardPage() {
  usePageMeta('Editor dashboard', 'The submissions queue of the Genesis editors.');
  const queue = useEditorSubmissions();
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const details = useRef<HTMLDivElement>(null);

  const select = (id: number) => {
    setSelectedId(id);
    setTimeout(() => {
      const heading = details.current?.querySelector<HTMLElement>('h2');
      heading?.scrollIntoView?.({ block: 'start' });
      heading?.focus();
    }, 0);
  };

  return (
    <Container className="space-y-6 py-8 sm:py-12">
      <header>
        <h1 className="text-3xl font-bold tracking-tight text-brand-900">Editor dashboard</h1>
        <p className="mt-1 text-slate-700">
          Screen new submissions, invite reviewers, decide, and take accepted manuscripts to publication.
        </p>
      </header>

      <Card id="editor-queue" title="Submissions queue">
        <SubmissionsTable
          label="Submissions queue"
          query={queue}
          showAuthor
          selectedId={selectedId}
          emptyText="No submissions in the queue."
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
              <SubmissionPanel id={selectedId}>
                {(detail) => (
                  <>
                    <EditorActions key={detail.id} submission={detail} />
                    <ProductionPanel key={`production-${detail.id}`} submission={detail} as="editor" />
                    <EditorReviews submission={detail} />
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

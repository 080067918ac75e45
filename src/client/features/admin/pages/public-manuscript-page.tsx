/**
 * /dashboard/admin/public-manuscripts/{id} (seed 001 §2 "Manuscript detail page"; admin and
 * editor-in-chief): 'Manuscript Details' with the sections Manuscript Information,
 * Submitter, Manuscript Details, Address and Document, and the buttons Back to Dashboard,
 * Back, Convert to Submission, View Article and Download. A skeleton while loading; 'Error
 * Loading Manuscript' with 'Manuscript not found' (or the server's message) when it fails,
 * and the toast 'Error' / 'Failed to load manuscript details'.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import type { PublicManuscriptDetail } from '../../../../shared/api/admin';
import { paths } from '../../../../shared/routes';
import { Container } from '../../../components/ui/container';
import { toast } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api-client';
import { downloadFile, openFileInViewer } from '../../../lib/file-viewer';
import { usePageMeta } from '../../../lib/page-meta';
import { useManuscriptDetail } from '../api/admin-queries';
import { convertManuscript } from '../api/admin-calls';
import { ConvertDialog } from '../components/convert-dialog';
import { FileRow } from '../components/file-actions';
import { addressFields, detailFields, informationFields, submitterFields } from '../components/manuscript-fields';
import { convertedToast } from '../components/manuscripts-tab';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Fields } from '../components/fields';
import { useAdminAction } from '../lib/use-admin-action';

/** File name used when the intake names none (seed 001 §3). */
const DEFAULT_FILENAME = 'manuscript.pdf';

/** The manuscript document: the file with role 'manuscript', else the first file, else `fileUrl`. */
function documentOf(m: PublicManuscriptDetail): { url: string; filename: string } | null {
  const file = m.files.find((f) => f.role === 'manuscript') ?? m.files[0];
  if (file) return { url: file.url, filename: file.originalFilename || DEFAULT_FILENAME };
  return m.fileUrl ? { url: m.fileUrl, filename: m.originalFileName || DEFAULT_FILENAME } : null;
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="min-w-0 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <h2 id={id} className="text-xl font-bold tracking-tight text-brand-900">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

function Skeleton() {
  return (
    <div
      role="status"
      aria-label="Loading manuscript"
      aria-busy="true"
      data-testid="manuscript-skeleton"
      className="space-y-4"
    >
      <span className="sr-only">Loading…</span>
      {[0, 1, 2].map((n) => (
        <div
          key={n}
          aria-hidden="true"
          className="space-y-3 rounded-xl border border-slate-200 bg-white p-6 motion-safe:animate-pulse"
        >
          <div className="h-5 w-1/3 rounded bg-slate-200" />
          <div className="h-4 w-full rounded bg-slate-100" />
          <div className="h-4 w-5/6 rounded bg-slate-100" />
        </div>
      ))}
    </div>
  );
}

function Loaded({ manuscript }: { manuscript: PublicManuscriptDetail }) {
  const [converting, setConverting] = useState(false);
  const convert = useAdminAction({
    run: (editorEmail: string | undefined) => convertManuscript(manuscript.id, editorEmail),
    success: convertedToast,
    failure: 'Convert failed',
    onSuccess: () => setConverting(false),
  });
  const doc = documentOf(manuscript);
  const converted = manuscript.submissionId !== null;

  const view = () => {
    if (!doc) return;
    openFileInViewer(doc.url, { filename: doc.filename }).catch(() =>
      toast({ title: 'Open failed', description: 'Could not open the file', variant: 'destructive' }),
    );
  };
  const download = () => {
    if (!doc) return;
    downloadFile(doc.url, doc.filename).catch(() =>
      toast({ title: 'Download failed', description: 'Could not download the file', variant: 'destructive' }),
    );
  };

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center gap-2">
        <Button variant="primary" disabled={converted || convert.isPending} onClick={() => setConverting(true)}>
          Convert to Submission
        </Button>
        <Button variant="secondary" disabled={!doc} onClick={view}>
          View Article
        </Button>
        <Button variant="secondary" disabled={!doc} onClick={download}>
          Download
        </Button>
      </div>
      {converted ? (
        <p
          role="note"
          className="rounded-md border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm text-emerald-900"
        >
          Converted to submission #{manuscript.submissionId}.
        </p>
      ) : null}
      <div className="grid gap-6 lg:grid-cols-2">
        <Section id="manuscript-information" title="Manuscript Information">
          <Fields items={informationFields(manuscript)} />
        </Section>
        <Section id="manuscript-submitter" title="Submitter">
          <Fields items={submitterFields(manuscript)} />
        </Section>
        <Section id="manuscript-details" title="Manuscript Details">
          <Fields items={detailFields(manuscript)} />
        </Section>
        <Section id="manuscript-address" title="Address">
          <Fields items={addressFields(manuscript)} />
        </Section>
      </div>
      <Section id="manuscript-document" title="Document">
        {manuscript.files.length > 0 ? (
          <ul className="space-y-2">
            {manuscript.files.map((file) => (
              <FileRow key={file.key} file={file} />
            ))}
          </ul>
        ) : doc ? (
          <p className="text-sm text-slate-800 [overflow-wrap:anywhere]">{doc.filename}</p>
        ) : (
          <p className="text-sm text-slate-600">No document.</p>
        )}
      </Section>
      {converting ? (
        <ConvertDialog
          busy={convert.isPending}
          onConvert={(email) => convert.mutate(email)}
          onClose={() => setConverting(false)}
        />
      ) : null}
    </div>
  );
}

export function PublicManuscriptPage() {
  usePageMeta('Manuscript Details', 'A manuscript sent through the public form.');
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const detail = useManuscriptDetail(id);

  useEffect(() => {
    if (detail.error)
      toast({ title: 'Error', description: 'Failed to load manuscript details', variant: 'destructive' });
  }, [detail.error]);

  const notFound = detail.error instanceof ApiError && detail.error.status === 404;
  return (
    <Container className="space-y-6 py-8 sm:py-12">
      <header className="space-y-4">
        <div className="flex flex-wrap items-center gap-2">
          <Link to={paths.dashboard.admin.getHref()} className={buttonClasses('secondary')}>
            Back to Dashboard
          </Link>
          <Button variant="secondary" onClick={() => void navigate(-1)}>
            Back
          </Button>
        </div>
        <h1 className="text-3xl font-bold tracking-tight text-brand-900">Manuscript Details</h1>
      </header>
      {detail.isPending ? (
        <Skeleton />
      ) : detail.isError ? (
        <section
          role="alert"
          aria-labelledby="manuscript-error"
          className="rounded-xl border border-red-200 bg-red-50 p-6 text-red-900"
        >
          <h2 id="manuscript-error" className="text-xl font-bold">
            Error Loading Manuscript
          </h2>
          <p className="mt-2">{notFound ? 'Manuscript not found' : detail.error.message || 'Manuscript not found'}</p>
        </section>
      ) : (
        <Loaded manuscript={detail.data} />
      )}
    </Container>
  );
}

/**
 * Production (decision 0028): for the editor while the submission is in production (and, read-only,
 * after the proof's approval and publication), for the author while the proof awaits approval.
 * The proof side by side: the PDF proof (View / Download) and the web version made from the
 * accepted Word manuscript — what the article page will show — then the production metadata
 * form. Nothing for other statuses.
 */
import type { SubmissionDetail } from '../../../../shared/api/submissions';
import type { SubmissionStatus } from '../../../../shared/domain/submission-workflow';
import { FileActions } from '../../../components/files/file-actions';
import { StatusMessage } from '../../../components/ui/status-message';
import { useProductionMetadata, useWebProof } from '../api/production-calls';
import { errorMessage } from '../../../lib/error-message';
import { IssueSelect } from './issue-select';
import { ProductionMetadataForm } from './production-metadata-form';

const SHOWN: Record<'editor' | 'author', readonly SubmissionStatus[]> = {
  editor: ['in_production', 'proof_uploaded', 'proof_approved', 'published'],
  author: ['proof_uploaded'],
};

/** The web version's HTML (sanitized by the server) with the page's reading styles. */
const WEB_STYLES =
  'max-h-[36rem] overflow-auto rounded-md border border-slate-200 bg-white p-3 text-sm leading-relaxed text-slate-900 ' +
  '[&_h2]:mt-4 [&_h2]:text-lg [&_h2]:font-semibold [&_h3]:mt-3 [&_h3]:font-semibold [&_h4]:mt-2 [&_h4]:font-semibold ' +
  '[&_p]:my-2 [&_ul]:my-2 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-2 [&_ol]:list-decimal [&_ol]:pl-6 ' +
  '[&_table]:my-3 [&_table]:block [&_table]:overflow-x-auto [&_td]:border [&_td]:border-slate-300 [&_td]:px-2 [&_td]:py-1 ' +
  '[&_th]:border [&_th]:border-slate-300 [&_th]:px-2 [&_th]:py-1 [&_a]:text-brand-700 [&_a]:underline';

function WebVersion({ submissionId }: { submissionId: number }) {
  const query = useWebProof(submissionId);
  if (query.isPending) return <StatusMessage>Loading…</StatusMessage>;
  if (query.isError) return <StatusMessage role="alert">{errorMessage(query.error)}</StatusMessage>;
  const proof = query.data;
  return (
    <div className="space-y-2">
      {proof.sourceFilename ? (
        <p className="text-sm text-slate-700">
          Made from <span className="font-medium wrap-anywhere">{proof.sourceFilename}</span>.
        </p>
      ) : null}
      {proof.messages.length > 0 ? (
        <ul className="list-disc pl-5 text-sm text-slate-700">
          {proof.messages.map((m) => (
            <li key={m}>{m}</li>
          ))}
        </ul>
      ) : null}
      {proof.html ? (
        <div
          className={WEB_STYLES}
          role="region"
          tabIndex={0}
          aria-label="Web version of the article"
          dangerouslySetInnerHTML={{ __html: proof.html }}
        />
      ) : null}
    </div>
  );
}

function Metadata({ submissionId }: { submissionId: number }) {
  const query = useProductionMetadata(submissionId);
  if (query.isPending) return <StatusMessage>Loading…</StatusMessage>;
  if (query.isError) return <StatusMessage role="alert">{errorMessage(query.error)}</StatusMessage>;
  return (
    <ProductionMetadataForm
      key={`${query.data.updatedAt ?? 'prefill'}-${String(query.data.editable)}`}
      submissionId={submissionId}
      metadata={query.data}
    />
  );
}

export function ProductionPanel({ submission, as }: { submission: SubmissionDetail; as: 'editor' | 'author' }) {
  if (!SHOWN[as].includes(submission.status)) return null;
  const proof = submission.files.filter((f) => f.kind === 'proof').at(-1);
  const headingId = `production-${submission.id}`;
  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <h3 id={headingId} className="text-lg font-semibold text-brand-900">
        {as === 'author' ? 'Proof for approval' : 'Production'}
      </h3>
      {as === 'author' ? (
        <p className="text-sm text-slate-700">
          Check the PDF proof, the web version and the metadata below; correct the metadata if needed, then approve the
          proof.
        </p>
      ) : null}
      <div className="grid gap-4 xl:grid-cols-2">
        <div className="min-w-0 space-y-2">
          <h4 className="font-semibold text-slate-800">PDF proof</h4>
          {proof ? (
            <div className="flex flex-wrap items-center gap-2 text-sm">
              <span className="wrap-anywhere">{proof.originalFilename}</span>
              <FileActions url={proof.url} filename={proof.originalFilename} what={proof.originalFilename} />
            </div>
          ) : (
            <p className="text-sm text-slate-700">No proof uploaded yet.</p>
          )}
        </div>
        <div className="min-w-0 space-y-2">
          <h4 className="font-semibold text-slate-800">Web version</h4>
          <WebVersion submissionId={submission.id} />
        </div>
      </div>
      {as === 'editor' ? (
        <IssueSelect
          submissionId={submission.id}
          editable={['in_production', 'proof_uploaded', 'proof_approved'].includes(submission.status)}
        />
      ) : null}
      <h4 className="font-semibold text-slate-800">Metadata</h4>
      <Metadata submissionId={submission.id} />
    </section>
  );
}

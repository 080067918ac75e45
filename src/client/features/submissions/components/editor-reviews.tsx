/**
 * What the editor sees of peer review (seed 001 §2 "/dashboard/editor"): the invitations
 * (reviewer e-mail, status, dates) and the submitted reviews (reviewer, recommendation,
 * comments, attachment with View and Download).
 */
import type { SubmissionDetail } from '../../../../shared/api/submissions';
import { DataTable } from '../../../components/ui/data-table';
import { formatDateTime } from '../../../lib/format';
import { FileActions } from '../../../components/files/file-actions';

const RECOMMENDATION_LABELS: Record<string, string> = {
  minor: 'Minor revision',
  major: 'Major revision',
  accept: 'Accept',
  reject: 'Reject',
};

export function EditorReviews({ submission }: { submission: SubmissionDetail }) {
  const s = submission;
  return (
    <>
      <section aria-labelledby={`invitations-${s.id}`}>
        <h3 id={`invitations-${s.id}`} className="text-lg font-semibold text-brand-900">
          Invitations
        </h3>
        {s.invitations.length === 0 ? (
          <p className="mt-2 text-sm text-slate-600">No reviewer invited yet.</p>
        ) : (
          <DataTable
            label="Invitations"
            caption="Invitations"
            className="mt-2"
            rows={s.invitations}
            rowKey={(i) => i.inviteId}
            columns={[
              {
                header: 'Reviewer',
                className: 'min-w-48 wrap-anywhere',
                cell: (i) => (
                  <>
                    {i.reviewerEmail}
                    {i.reviewerName ? <span className="block text-slate-600">{i.reviewerName}</span> : null}
                  </>
                ),
              },
              { header: 'Round', cell: (i) => i.round },
              { header: 'Status', className: 'capitalize', cell: (i) => i.status },
              { header: 'Invited', className: 'whitespace-nowrap', cell: (i) => formatDateTime(i.createdAt) },
              { header: 'Responded', className: 'whitespace-nowrap', cell: (i) => formatDateTime(i.respondedAt) },
            ]}
          />
        )}
      </section>

      <section aria-labelledby={`editor-reviews-${s.id}`}>
        <h3 id={`editor-reviews-${s.id}`} className="text-lg font-semibold text-brand-900">
          Reviews
        </h3>
        {s.editorReviews.length === 0 ? (
          <p className="mt-2 text-sm text-slate-600">No review submitted yet.</p>
        ) : (
          <ul className="mt-2 space-y-3">
            {s.editorReviews.map((r) => (
              <li key={r.id} className="rounded-md border border-slate-200 p-3">
                <h4 className="font-semibold text-slate-900 wrap-anywhere">
                  {r.reviewerName}{' '}
                  <span className="font-normal text-slate-600">
                    ({r.reviewerEmail}, round {r.round})
                  </span>
                </h4>
                <p className="mt-1 text-sm">
                  Recommendation:{' '}
                  <span className="font-semibold">{RECOMMENDATION_LABELS[r.recommendation] ?? r.recommendation}</span> ·{' '}
                  {formatDateTime(r.submittedAt)}
                </p>
                <p className="mt-1 text-sm whitespace-pre-line text-slate-800">{r.comments}</p>
                {r.attachmentUrl ? (
                  <div className="mt-2">
                    <FileActions
                      url={r.attachmentUrl}
                      what={`attachment of the review by ${r.reviewerName}`}
                      viewLabel="View attachment"
                    />
                  </div>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

/**
 * What the editor sees of peer review (seed 001 §2 "/dashboard/editor"): the invitations
 * (reviewer e-mail, status, dates; decision 0036: deadlines with an overdue flag, the decline
 * reason, why a cancelled one was closed, and Cancel / Extend; decision 0070: the files each
 * reviewer receives, and Files to change them) and the submitted reviews
 * (reviewer, recommendation, comments for the authors, attachment with View and Download;
 * decision 0036: the confidential comments and the conflict-of-interest declaration).
 */
import { useState } from 'react';
import type { SubmissionDetail } from '../../../../shared/api/submissions';
import { DEADLINE_FLAG_LABELS, formatDay } from '../../../../shared/domain/review-deadlines';
import { DECISION_LABELS, fileLabel } from '../../../../shared/domain/submission-workflow';
import { DataTable } from '../../../components/ui/data-table';
import { formatDateTime } from '../../../lib/format';
import { FileActions } from '../../../components/files/file-actions';
import { InvitationActions, type InvitationDialog } from './invitation-actions';

type Invitation = SubmissionDetail['invitations'][number];

const CLOSED_LABELS: Record<string, string> = {
  cancelled: 'cancelled by the editor',
  decided: 'closed by the decision',
  withdrawn: 'closed by the withdrawal',
};

/** The files an invitation delivers, by label (decision 0070); "(default)" when the editor did not choose. */
function InvitationFiles({
  files,
  ids,
  chosen,
}: {
  files: SubmissionDetail['files'];
  ids: readonly number[];
  chosen: boolean;
}) {
  const delivered = files.filter((f) => ids.includes(f.id));
  if (delivered.length === 0) return <span className="text-slate-600">None</span>;
  return (
    <>
      {delivered.map((f) => (
        <span key={f.id} className="block">
          {fileLabel(f)}
        </span>
      ))}
      {chosen ? null : <span className="block text-slate-600">(default)</span>}
    </>
  );
}

function StatusCell({ i }: { i: Invitation }) {
  return (
    <>
      <span className="capitalize">{i.status}</span>
      {i.overdue ? (
        <span className="mt-1 block w-fit rounded bg-red-100 px-1.5 py-0.5 text-xs font-semibold text-red-800">
          {DEADLINE_FLAG_LABELS[i.overdue]}
        </span>
      ) : null}
      {i.closedReason ? <span className="block text-slate-600">{CLOSED_LABELS[i.closedReason]}</span> : null}
      {i.declineReason ? (
        <span className="block max-w-64 text-slate-700 wrap-anywhere">Reason: {i.declineReason}</span>
      ) : null}
    </>
  );
}

/** When it was sent and answered, and its deadlines (decision 0036), one line each. */
function Dates({ i }: { i: Invitation }) {
  return (
    <>
      <span className="block">Invited {formatDateTime(i.createdAt)}</span>
      {i.respondedAt ? <span className="block">Answered {formatDateTime(i.respondedAt)}</span> : null}
      {i.respondBy ? <span className="block">Respond by {formatDay(i.respondBy)}</span> : null}
      {i.reviewDue ? <span className="block">Review due {formatDay(i.reviewDue)}</span> : null}
    </>
  );
}

export function EditorReviews({ submission }: { submission: SubmissionDetail }) {
  const s = submission;
  // The open dialog of an invitation's actions, kept here: the table becomes cards (and back) when
  // the window crosses 640 px, which draws the rows anew (decision 0077).
  const [dialog, setDialog] = useState<{ inviteId: number; dialog: InvitationDialog } | null>(null);
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
            cardHeading={4}
            columns={[
              {
                header: 'Reviewer',
                key: true,
                className: 'min-w-40 wrap-anywhere',
                cell: (i) => (
                  <>
                    {i.reviewerEmail}
                    {i.reviewerName ? <span className="block text-slate-600">{i.reviewerName}</span> : null}
                  </>
                ),
              },
              { header: 'Round', cell: (i) => i.round },
              { header: 'Status', cell: (i) => <StatusCell i={i} /> },
              { header: 'Dates', cell: (i) => <Dates i={i} /> },
              {
                header: 'Files',
                cell: (i) => <InvitationFiles files={s.files} ids={i.fileIds} chosen={i.filesChosen} />,
              },
              {
                header: 'Actions',
                actions: true,
                cell: (i) => (
                  <InvitationActions
                    submissionId={s.id}
                    invitation={i}
                    files={s.files}
                    dialog={dialog?.inviteId === i.inviteId ? dialog.dialog : null}
                    onDialog={(open) => setDialog(open ? { inviteId: i.inviteId, dialog: open } : null)}
                  />
                ),
              },
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
                  Recommendation: <span className="font-semibold">{DECISION_LABELS[r.recommendation]}</span> ·{' '}
                  {formatDateTime(r.submittedAt)}
                </p>
                <p className="mt-2 text-sm font-semibold text-slate-800">Comments for the authors</p>
                <p className="text-sm whitespace-pre-line text-slate-800 wrap-anywhere">{r.comments}</p>
                <p className="mt-2 text-sm font-semibold text-slate-800">Confidential comments for the editor</p>
                <p className="text-sm whitespace-pre-line text-slate-800 wrap-anywhere">
                  {r.confidentialComments || 'None.'}
                </p>
                <p className="mt-2 text-sm">
                  <span className="font-semibold text-slate-800">Conflict of interest: </span>
                  {r.conflictOfInterest === 'declared' ? (
                    <span className="font-semibold text-red-800 wrap-anywhere">Declared — {r.conflictDetails}</span>
                  ) : r.conflictOfInterest === 'none' ? (
                    'None declared'
                  ) : (
                    // null: the reviewer gave no declaration (the seed's API payload, or a review before
                    // decision 0036); decision 0069.
                    'Not declared'
                  )}
                </p>
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

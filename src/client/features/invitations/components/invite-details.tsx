/**
 * What the reviewer may know of the picked invitation (`GET /api/invites/{id}`): title,
 * journal, article type, round, status, response deadline and review due date (decision 0036),
 * keywords, abstract and, from round 2, the authors' response to reviewers; never the
 * authors. Once accepted, the files this reviewer receives (decision 0070: the ones the editor
 * chose, or the manuscript, figures and supplementary files), each by label with View and
 * Download, under neutral names. A failed load toasts 'Failed to load invite details' (seed 001 §8) and says so
 * inline. Below it: what `review` renders of the invitation (the reviews feature's part:
 * the submitted review, or the review form).
 */
import { useEffect, type ReactNode } from 'react';
import type { ReviewerInviteDetail } from '../../../../shared/api/submissions';
import { StatusMessage } from '../../../components/ui/status-message';
import { toast } from '../../../components/ui/toast';
import { useInvite } from '../api/get-invite';
import { INVITATION_STATUS_LABELS, inviteTitle } from '../lib/labels';
import { formatDateTime } from '../../../lib/format';
import { formatDay } from '../../../../shared/domain/review-deadlines';
import { FileActions } from '../../../components/files/file-actions';

/** The files this reviewer receives (decision 0070). */
function DeliveredFiles({ invite }: { invite: ReviewerInviteDetail }) {
  if (invite.files.length === 0) return null;
  return (
    <section aria-labelledby={`invite-files-${invite.inviteId}`}>
      <h3 id={`invite-files-${invite.inviteId}`} className="text-base font-semibold text-brand-900">
        Files to review
      </h3>
      <ul className="mt-2 divide-y divide-slate-100 rounded-md border border-slate-200">
        {invite.files.map((f) => (
          <li key={f.id} className="flex flex-wrap items-center justify-between gap-2 p-3 text-sm">
            <span className="min-w-0 wrap-anywhere">
              <span className="font-semibold">{f.label}</span>: {f.filename}
            </span>
            <FileActions url={f.url} filename={f.filename} what={f.label} />
          </li>
        ))}
      </ul>
    </section>
  );
}

export const ACCEPT_TO_OPEN = 'Accept the invitation to open the anonymised manuscript.';

function Summary({ invite }: { invite: ReviewerInviteDetail }) {
  return (
    <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[10rem_1fr]" aria-label="Invitation summary">
      <dt className="font-semibold text-slate-700">Title</dt>
      <dd className="break-words">{inviteTitle(invite)}</dd>
      <dt className="font-semibold text-slate-700">Journal</dt>
      <dd>{invite.journalTitle || '—'}</dd>
      <dt className="font-semibold text-slate-700">Article type</dt>
      <dd>{invite.articleType || '—'}</dd>
      <dt className="font-semibold text-slate-700">Review round</dt>
      <dd>{invite.round}</dd>
      <dt className="font-semibold text-slate-700">Status</dt>
      <dd>{INVITATION_STATUS_LABELS[invite.status] ?? invite.status}</dd>
      <dt className="font-semibold text-slate-700">Respond by</dt>
      <dd>{invite.respondBy ? formatDay(invite.respondBy) : formatDateTime(invite.expiresAt)}</dd>
      <dt className="font-semibold text-slate-700">Review due</dt>
      <dd>{invite.reviewDue ? formatDay(invite.reviewDue) : '—'}</dd>
      <dt className="font-semibold text-slate-700">Keywords</dt>
      <dd>{invite.keywords.length > 0 ? invite.keywords.join(', ') : '—'}</dd>
      <dt className="font-semibold text-slate-700">Abstract</dt>
      <dd className="break-words whitespace-pre-line">{invite.abstract || '—'}</dd>
      {invite.responseToReviewers ? (
        <>
          <dt className="font-semibold text-slate-700">Authors&apos; response to reviewers</dt>
          <dd className="break-words whitespace-pre-line">{invite.responseToReviewers}</dd>
        </>
      ) : null}
    </dl>
  );
}

/** What the reviewer's dashboard shows of an invitation's review below its details. */
export type RenderReview = (invite: ReviewerInviteDetail) => ReactNode;

export function InviteDetails({ inviteId, review }: { inviteId: number; review: RenderReview }) {
  const invite = useInvite(inviteId);
  const failedAt = invite.isError ? invite.errorUpdatedAt : 0;
  const failure = invite.isError ? invite.error.message : '';

  useEffect(() => {
    if (failedAt)
      toast({ title: 'Failed to load invite details', description: failure || undefined, variant: 'destructive' });
  }, [failedAt, failure]);

  if (invite.isPending) return <StatusMessage>Loading…</StatusMessage>;
  if (invite.isError)
    return <StatusMessage role="alert">{invite.error.message || 'Failed to load invite details'}</StatusMessage>;

  const detail = invite.data;
  return (
    <div className="space-y-6">
      <Summary invite={detail} />
      {detail.closedMessage ? (
        <p role="status" className="rounded-md border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
          {detail.closedMessage}
        </p>
      ) : null}
      {detail.status === 'pending' ? <p className="text-sm text-slate-700">{ACCEPT_TO_OPEN}</p> : null}
      <DeliveredFiles invite={detail} />
      {review(detail)}
    </div>
  );
}

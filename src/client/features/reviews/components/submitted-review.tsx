/**
 * The reviewer's own review once submitted, read-only: recommendation, submission time,
 * comments for the authors, confidential comments, conflict-of-interest declaration (issue
 * 19) and the attachment (View/Download through the file viewer).
 */
import type { ReviewerInviteDetail } from '../../../../shared/api/submissions';
import { RECOMMENDATION_LABELS } from '../lib/labels';
import { formatDateTime } from '../../../lib/format';
import { FileActions } from '../../../components/files/file-actions';

type Review = NonNullable<ReviewerInviteDetail['review']>;

export function SubmittedReview({ review }: { review: Review }) {
  return (
    <section
      aria-labelledby="submitted-review-title"
      className="rounded-lg border border-emerald-200 bg-emerald-50/60 p-4"
    >
      <h3 id="submitted-review-title" className="text-lg font-bold tracking-tight text-brand-900">
        Submitted review
      </h3>
      <dl className="mt-3 grid gap-3 text-sm sm:grid-cols-[10rem_1fr]">
        <dt className="font-semibold text-slate-700">Recommendation</dt>
        <dd>{RECOMMENDATION_LABELS[review.recommendation] ?? review.recommendation}</dd>
        <dt className="font-semibold text-slate-700">Submitted</dt>
        <dd>{formatDateTime(review.submittedAt)}</dd>
        <dt className="font-semibold text-slate-700">Comments for the authors</dt>
        <dd className="break-words whitespace-pre-wrap">{review.comments}</dd>
        <dt className="font-semibold text-slate-700">Confidential comments</dt>
        <dd className="break-words whitespace-pre-wrap">{review.confidentialComments || '—'}</dd>
        <dt className="font-semibold text-slate-700">Conflict of interest</dt>
        <dd className="break-words">
          {review.conflictOfInterest === 'declared'
            ? `Declared: ${review.conflictDetails ?? ''}`
            : review.conflictOfInterest === 'none'
              ? 'None'
              : 'Not declared'}
        </dd>
        <dt className="font-semibold text-slate-700">Attachment</dt>
        <dd>{review.attachmentUrl ? <FileActions url={review.attachmentUrl} what="review attachment" /> : '—'}</dd>
      </dl>
    </section>
  );
}

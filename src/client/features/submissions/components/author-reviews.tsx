/**
 * What the author may read of the reviews (seed 001 §4; shared/api/submissions.ts
 * `authorReview`): after the round's decision, 'Reviewer 1', 'Reviewer 2'… with their comments
 * and attachment, never the reviewer's identity. After publication, the article's link.
 */
import { Link } from 'react-router';
import type { SubmissionDetail } from '../../../../shared/api/submissions';
import { paths } from '../../../../shared/routes';
import { FileActions } from '../../../components/files/file-actions';

export function AuthorReviews({ submission }: { submission: SubmissionDetail }) {
  const reviews = submission.authorReviews;
  return (
    <>
      {submission.status === 'published' && submission.articleId !== null ? (
        <p className="rounded-md border border-emerald-200 bg-emerald-50 p-3 text-sm text-emerald-900">
          Published as{' '}
          <Link className="font-semibold underline" to={paths.article.getHref(submission.articleId)}>
            article #{submission.articleId}
          </Link>
          .
        </p>
      ) : null}
      <section aria-labelledby={`author-reviews-${submission.id}`}>
        <h3 id={`author-reviews-${submission.id}`} className="text-lg font-semibold text-brand-900">
          Reviews
        </h3>
        {reviews.length === 0 ? (
          <p className="mt-2 text-sm text-slate-600">Reviews appear here once the editor has decided on the round.</p>
        ) : (
          <ul className="mt-2 space-y-3">
            {reviews.map((r, index) => (
              <li key={`${r.round}-${r.label}-${index}`} className="rounded-md border border-slate-200 p-3">
                <h4 className="font-semibold text-slate-900">
                  {r.label} <span className="font-normal text-slate-600">(round {r.round})</span>
                </h4>
                <p className="mt-1 text-sm whitespace-pre-line text-slate-800">{r.comments}</p>
                {r.attachmentUrl ? (
                  <div className="mt-2">
                    <FileActions
                      url={r.attachmentUrl}
                      what={`attachment of ${r.label}, round ${r.round}`}
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

/**
 * A requested revision's due date (docs/decisions/0074-revision-deadlines-and-drafts.md): the day
 * in words, and "Revision overdue" once it is missed (from the day after, UTC calendar days).
 * Shown to the author and the editors while the revision is requested.
 */
import type { SubmissionSummary } from '../../../../shared/api/submissions';
import { formatDay } from '../../../../shared/domain/review-deadlines';

/** The label of a missed due date. */
export const REVISION_OVERDUE = 'Revision overdue';

/** The flag of a missed revision, for the queue's status cell. */
export function RevisionOverdueBadge({ submission }: { submission: Pick<SubmissionSummary, 'revisionOverdue'> }) {
  if (!submission.revisionOverdue) return null;
  return (
    <span className="inline-flex items-center rounded-full bg-red-50 px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-red-800 ring-1 ring-red-200 ring-inset">
      {REVISION_OVERDUE}
    </span>
  );
}

/** "17 December 2026", with the overdue flag when it is past. */
export function RevisionDue({
  submission,
}: {
  submission: Pick<SubmissionSummary, 'revisionDue' | 'revisionOverdue'>;
}) {
  if (!submission.revisionDue) return null;
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <time dateTime={submission.revisionDue}>{formatDay(submission.revisionDue)}</time>
      <RevisionOverdueBadge submission={submission} />
    </span>
  );
}

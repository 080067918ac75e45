import { STATUS_LABELS, type SubmissionStatus } from '../../../../shared/domain/submission-workflow';

/** The status of a submission, labelled ('under_review' → 'Under review'). */
export function StatusBadge({ status }: { status: SubmissionStatus }) {
  return (
    <span className="inline-flex items-center rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-brand-800 ring-1 ring-brand-200 ring-inset">
      {STATUS_LABELS[status] ?? status}
    </span>
  );
}

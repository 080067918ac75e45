/**
 * Loads one submission (`GET /api/submissions/{id}`) and shows its details, with the
 * role-specific parts from `children(detail)` and, beside the history,
 * `aside(detail)`. A failed load raises 'Failed to load
 * submission' with the server's message (seed 001 §8) and shows it in place.
 */
import { useEffect, type ReactNode } from 'react';
import type { SubmissionDetail } from '../../../../shared/api/submissions';
import { StatusMessage } from '../../../components/ui/status-message';
import { toast } from '../../../components/ui/toast';
import { useSubmission } from '../api/submission-queries';
import { errorMessage } from '../../../lib/error-message';
import { SubmissionDetails } from './submission-details';

export function SubmissionPanel({
  id,
  children,
  aside,
}: {
  id: number;
  children?: (detail: SubmissionDetail) => ReactNode;
  /** Beside the history (the editor's page, decision 0075); without it the history closes the details. */
  aside?: (detail: SubmissionDetail) => ReactNode;
}) {
  const query = useSubmission(id);
  const failed = query.isError ? errorMessage(query.error) : null;

  useEffect(() => {
    if (failed !== null) toast({ title: 'Failed to load submission', description: failed, variant: 'destructive' });
  }, [failed, id]);

  if (query.isPending) return <StatusMessage>Loading…</StatusMessage>;
  if (query.isError || !query.data)
    return <StatusMessage role="alert">{failed || 'Failed to load submission'}</StatusMessage>;
  return (
    <SubmissionDetails submission={query.data} aside={aside?.(query.data)}>
      {children?.(query.data)}
    </SubmissionDetails>
  );
}

/**
 * The "Issue" select of the production panel (decision 0032): the editor files the
 * manuscript under the journal's current issue (continuous publication, the default) or a future
 * issue, where publishing holds it until the issue is published.
 */
import { useId } from 'react';
import type { IssueAssignment } from '../../../../shared/api/issue-management';
import { StatusMessage } from '../../../components/ui/status-message';
import { useAssignIssue, useIssueAssignment } from '../api/issue-calls';
import { errorMessage } from '../../../lib/error-message';

const CONTINUOUS = 'current';

function label(issue: IssueAssignment['options'][number]): string {
  const name = `Volume ${issue.volume}, Issue ${issue.number}${issue.title ? `: ${issue.title}` : ''}`;
  return issue.status === 'future' ? `${name} (future issue)` : `${name} (current issue)`;
}

export function IssueSelect({ submissionId, editable }: { submissionId: number; editable: boolean }) {
  const id = useId();
  const query = useIssueAssignment(submissionId);
  const assign = useAssignIssue(submissionId);
  if (query.isPending) return <StatusMessage>Loading…</StatusMessage>;
  if (query.isError) return <StatusMessage role="alert">{errorMessage(query.error)}</StatusMessage>;
  const { issueId, scheduledAt, options } = query.data;
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        Issue
      </label>
      <select
        id={id}
        className="w-full max-w-md rounded-md border border-slate-300 bg-white px-3 py-2 text-sm"
        value={issueId === null ? CONTINUOUS : String(issueId)}
        disabled={!editable || assign.isPending}
        onChange={(e) => assign.mutate(e.target.value === CONTINUOUS ? null : Number(e.target.value))}
      >
        <option value={CONTINUOUS}>Current issue (continuous publication)</option>
        {options.map((o) => (
          <option key={o.id} value={String(o.id)}>
            {label(o)}
          </option>
        ))}
      </select>
      {scheduledAt ? (
        <p className="text-sm text-slate-700">Scheduled: published with its issue when the issue is published.</p>
      ) : null}
      {assign.isError ? <StatusMessage role="alert">{errorMessage(assign.error)}</StatusMessage> : null}
    </div>
  );
}

/**
 * The submissions list of both dashboards (seed 001 §2): id, title (or 'Untitled'), status,
 * the author's name (editors' queue), updated date, and per-row actions. The table scrolls
 * inside its own focusable region on a phone. Loading, error ('Failed to load' or the
 * message, seed 001 §8) and empty states.
 */
import type { ReactNode } from 'react';
import type { SubmissionSummary } from '../../../../shared/api/submissions';
import { DataTable } from '../../../components/ui/data-table';
import { StatusMessage } from '../../../components/ui/status-message';
import { formatDateTime } from '../../../lib/format';
import { StatusBadge } from './status-badge';
import { RevisionOverdueBadge } from './revision-due';

/** A submission's title, or 'Untitled'. */
export function titleOf(submission: { title: string }): string {
  return submission.title.trim() || 'Untitled';
}

export function SubmissionsTable({
  label,
  query,
  showAuthor = false,
  selectedId,
  emptyText,
  actions,
}: {
  /** Accessible name of the scrolling region and caption of the table. */
  label: string;
  query: { isPending: boolean; isError: boolean; error: Error | null; data: SubmissionSummary[] | undefined };
  showAuthor?: boolean;
  selectedId?: number | null;
  emptyText: string;
  actions: (row: SubmissionSummary) => ReactNode;
}) {
  if (query.isPending) return <StatusMessage>Loading…</StatusMessage>;
  if (query.isError || !query.data)
    return <StatusMessage role="alert">{query.error?.message || 'Failed to load'}</StatusMessage>;
  if (query.data.length === 0) return <StatusMessage>{emptyText}</StatusMessage>;
  return (
    <DataTable
      label={label}
      caption={label}
      rows={query.data}
      rowKey={(row) => row.id}
      selected={(row) => row.id === selectedId}
      columns={[
        { header: 'ID', className: 'whitespace-nowrap font-mono', cell: (row) => `#${row.id}` },
        { header: 'Title', key: true, className: 'min-w-40 font-medium wrap-anywhere', cell: titleOf },
        {
          header: 'Status',
          cell: (row) => (
            <div className="flex flex-wrap gap-1">
              <StatusBadge status={row.status} />
              <RevisionOverdueBadge submission={row} />
            </div>
          ),
        },
        showAuthor && { header: 'Author', className: 'min-w-32', cell: (row) => row.authorName },
        { header: 'Updated', cell: (row) => formatDateTime(row.updatedAt) },
        { header: 'Actions', actions: true, cell: (row) => <div className="flex flex-wrap gap-2">{actions(row)}</div> },
      ]}
    />
  );
}

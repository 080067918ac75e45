/**
 * The submissions list of both dashboards (seed 001 §2): id, title (or 'Untitled'), status,
 * the author's name (editors' queue), updated date, and per-row actions. The table scrolls
 * inside its own focusable region on a phone. Loading, error ('Failed to load' or the
 * message, seed 001 §8) and empty states.
 */
import type { ReactNode } from 'react';
import type { SubmissionSummary } from '../../../../shared/api/submissions';
import { StatusMessage } from '../../../components/ui/status-message';
import { formatDateTime } from '../../../lib/format';
import { StatusBadge } from './status-badge';

const CELL = 'px-3 py-2 text-left align-top';

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
    <div
      className="relative overflow-x-auto rounded-md border border-slate-200"
      tabIndex={0}
      role="region"
      aria-label={label}
    >
      <table className="min-w-full divide-y divide-slate-200 text-sm">
        <caption className="sr-only">{label}</caption>
        <thead className="bg-slate-50 text-xs font-semibold tracking-wide text-slate-700 uppercase">
          <tr>
            <th scope="col" className={CELL}>
              ID
            </th>
            <th scope="col" className={CELL}>
              Title
            </th>
            <th scope="col" className={CELL}>
              Status
            </th>
            {showAuthor ? (
              <th scope="col" className={CELL}>
                Author
              </th>
            ) : null}
            <th scope="col" className={CELL}>
              Updated
            </th>
            <th scope="col" className={CELL}>
              Actions
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 bg-white text-slate-800">
          {query.data.map((row) => (
            <tr
              key={row.id}
              aria-current={row.id === selectedId ? 'true' : undefined}
              className={row.id === selectedId ? 'bg-brand-50' : undefined}
            >
              <td className={`${CELL} whitespace-nowrap font-mono`}>#{row.id}</td>
              <td className={`${CELL} min-w-48 font-medium`}>{titleOf(row)}</td>
              <td className={CELL}>
                <StatusBadge status={row.status} />
              </td>
              {showAuthor ? <td className={`${CELL} min-w-32`}>{row.authorName}</td> : null}
              <td className={`${CELL} whitespace-nowrap`}>{formatDateTime(row.updatedAt)}</td>
              <td className={CELL}>
                <div className="flex min-w-max flex-wrap gap-2">{actions(row)}</div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

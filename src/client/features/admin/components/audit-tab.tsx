/**
 * The 'Audit' tab (ours, issue 8; admin only): who did what to which record, newest first,
 * from `GET /api/admin/audit?limit&offset`.
 */
import { useState } from 'react';
import { useAudit } from '../api/admin-queries';
import { formatDateTime } from '../../../lib/format';
import { PagedList } from './paged-list';

const CELL = 'px-3 py-2 text-left align-top';

export function AuditTab() {
  const [page, setPage] = useState(0);
  const list = useAudit(page);
  return (
    <PagedList label="Audit log" heading="Audit log" query={list} page={page} onPage={setPage}>
      {(items) => (
        <div
          className="relative overflow-x-auto rounded-md border border-slate-200"
          tabIndex={0}
          role="region"
          aria-label="Audit log"
        >
          <table className="min-w-full divide-y divide-slate-200 text-sm">
            <caption className="sr-only">Audit log, page {page + 1}</caption>
            <thead className="bg-slate-50 text-xs font-semibold tracking-wide text-slate-700 uppercase">
              <tr>
                <th scope="col" className={CELL}>
                  When
                </th>
                <th scope="col" className={CELL}>
                  Who
                </th>
                <th scope="col" className={CELL}>
                  Action
                </th>
                <th scope="col" className={CELL}>
                  Target
                </th>
                <th scope="col" className={CELL}>
                  Detail
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100 bg-white text-slate-800">
              {items.map((entry) => (
                <tr key={entry.id}>
                  <td className={`${CELL} whitespace-nowrap`}>{formatDateTime(entry.at)}</td>
                  <td className={`${CELL} min-w-40`}>
                    {entry.actorName ?? entry.actorEmail ?? '—'}
                    {entry.actorName && entry.actorEmail ? (
                      <span className="block text-xs text-slate-600">{entry.actorEmail}</span>
                    ) : null}
                  </td>
                  <td className={`${CELL} whitespace-nowrap`}>{entry.action}</td>
                  <td className={`${CELL} whitespace-nowrap`}>
                    {entry.targetType} #{entry.targetId}
                  </td>
                  <td className={`${CELL} min-w-48 [overflow-wrap:anywhere]`}>{entry.detail ?? '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </PagedList>
  );
}

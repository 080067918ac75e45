/**
 * The 'Audit' tab (ours, decision 0010; admin only): who did what to which record, newest first,
 * from `GET /api/admin/audit?limit&offset`.
 */
import { useState } from 'react';
import { DataTable } from '../../../components/ui/data-table';
import { useAudit } from '../api/admin-queries';
import { formatDateTime } from '../../../lib/format';
import { PagedList } from './paged-list';

export function AuditTab() {
  const [page, setPage] = useState(0);
  const list = useAudit(page);
  return (
    <PagedList label="Audit log" heading="Audit log" query={list} page={page} onPage={setPage}>
      {(items) => (
        <DataTable
          label="Audit log"
          caption={`Audit log, page ${page + 1}`}
          rows={items}
          rowKey={(entry) => entry.id}
          columns={[
            { header: 'When', className: 'whitespace-nowrap', cell: (entry) => formatDateTime(entry.at) },
            {
              header: 'Who',
              className: 'min-w-40',
              cell: (entry) => (
                <>
                  {entry.actorName ?? entry.actorEmail ?? '—'}
                  {entry.actorName && entry.actorEmail ? (
                    <span className="block text-xs text-slate-600">{entry.actorEmail}</span>
                  ) : null}
                </>
              ),
            },
            { header: 'Action', className: 'whitespace-nowrap', cell: (entry) => entry.action },
            {
              header: 'Target',
              className: 'whitespace-nowrap',
              cell: (entry) => `${entry.targetType} #${entry.targetId}`,
            },
            {
              header: 'Detail',
              className: 'min-w-48 [overflow-wrap:anywhere]',
              cell: (entry) => entry.detail ?? '—',
            },
          ]}
        />
      )}
    </PagedList>
  );
}

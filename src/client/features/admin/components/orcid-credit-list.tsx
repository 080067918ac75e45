/**
 * ORCID credit in the 'Deposits' tab (decision 0088; admin only): the works and peer-review
 * items Genesis writes to people's ORCID records, failures first (failed, then revoked access,
 * then waiting), with attempts and ORCID's last answer, so that the admin sees what did not
 * reach a record and why.
 */
import { useState } from 'react';
import type { OrcidItem } from '../../../../shared/api/orcid-credit';
import { DataTable } from '../../../components/ui/data-table';
import { formatDateTime } from '../../../lib/format';
import { useOrcidItems } from '../api/orcid-credit-queries';
import { PagedList } from './paged-list';

const STATUS_LABELS: Record<OrcidItem['status'], string> = {
  pending: 'Waiting',
  sent: 'On the record',
  failed: 'Failed',
  revoked: 'Access revoked',
};

const KIND_LABELS: Record<OrcidItem['kind'], string> = { work: 'Work', 'peer-review': 'Peer review' };

export function OrcidCreditList() {
  const [page, setPage] = useState(0);
  const list = useOrcidItems(page);
  return (
    <PagedList label="ORCID credit" heading="ORCID credit" query={list} page={page} onPage={setPage}>
      {(items) => (
        <DataTable
          label="ORCID credit"
          caption={`Items written to ORCID records, page ${page + 1}`}
          rows={items}
          rowKey={(i) => i.id}
          columns={[
            {
              header: 'Item',
              key: true,
              className: 'min-w-56 [overflow-wrap:anywhere]',
              cell: (i) => (
                <>
                  {KIND_LABELS[i.kind]}
                  {i.kind === 'work' ? `: ${i.articleTitle ?? `article ${i.articleId}`}` : ''}
                  <span className="block text-xs text-slate-600">
                    {i.journalTitle ? `${i.journalTitle} · ` : ''}
                    <a
                      className="whitespace-nowrap underline"
                      href={`https://orcid.org/${i.orcid}`}
                      target="_blank"
                      rel="noopener noreferrer"
                    >
                      {i.orcid}
                    </a>
                  </span>
                </>
              ),
            },
            {
              header: 'Status',
              className: 'whitespace-nowrap',
              cell: (i) => (
                <>
                  <span className={i.status === 'failed' || i.status === 'revoked' ? 'font-semibold text-red-700' : ''}>
                    {STATUS_LABELS[i.status]}
                  </span>
                  <span className="block text-xs text-slate-600">
                    {i.attempts} {i.attempts === 1 ? 'attempt' : 'attempts'}
                    {i.putCode ? ` · put-code ${i.putCode}` : ''}
                  </span>
                </>
              ),
            },
            { header: 'When', cell: (i) => formatDateTime(i.sentAt ?? i.updatedAt) },
            {
              header: 'ORCID answer',
              className: 'min-w-48 [overflow-wrap:anywhere]',
              cell: (i) =>
                i.lastError ? (
                  <span className="text-red-700">{i.lastError}</span>
                ) : i.responseStatus ? (
                  `HTTP ${i.responseStatus}`
                ) : (
                  '—'
                ),
            },
          ]}
        />
      )}
    </PagedList>
  );
}

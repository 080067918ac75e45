/**
 * The 'Deposits' tab (decision 0027; admin only): whether publishing assigns DOIs and sends
 * Crossref deposits, the deposits newest first with their status, attempts and Crossref's
 * answer, the deposit XML of each article for download, Redeposit (when deposits are sent),
 * the items written to ORCID records (decision 0088), and the DOAJ export.
 */
import { useState } from 'react';
import type { DepositItem } from '../../../../shared/api/deposits';
import { saveFile } from '../../../components/files/file-actions';
import { Button } from '../../../components/ui/button';
import { DataTable } from '../../../components/ui/data-table';
import { SrOnly } from '../../../components/ui/sr-only';
import { formatDateTime } from '../../../lib/format';
import { redeposit } from '../api/deposit-calls';
import { useDeposits, useDepositSettings } from '../api/deposit-queries';
import { useAdminAction } from '../lib/use-admin-action';
import { DoajExport } from './doaj-export';
import { OrcidCreditList } from './orcid-credit-list';
import { ActionButton, PagedList } from './paged-list';

const STATUS_LABELS: Record<DepositItem['status'], string> = {
  pending: 'Pending',
  sent: 'Sent',
  failed: 'Failed',
};

function Settings() {
  const settings = useDepositSettings();
  if (!settings.data) return null;
  const { doiPrefix, sending } = settings.data;
  return (
    <p className="text-sm text-slate-700">
      {doiPrefix
        ? `Publishing assigns DOIs with the prefix ${doiPrefix}.`
        : 'Publishing assigns no DOI (DOI_PREFIX is not set).'}{' '}
      {sending
        ? 'Deposits are sent to Crossref.'
        : 'Deposits are not sent (CROSSREF_USER, CROSSREF_PASSWORD and CROSSREF_DEPOSIT_URL are not set): download the XML.'}
    </p>
  );
}

function Answer({ deposit }: { deposit: DepositItem }) {
  if (deposit.responseStatus === null && !deposit.lastError) return <>—</>;
  return (
    <>
      {deposit.lastError ? <span className="block text-red-700">{deposit.lastError}</span> : null}
      {deposit.responseStatus !== null ? (
        <details>
          <summary>
            HTTP {deposit.responseStatus}
            <SrOnly> answer to deposit #{deposit.id}</SrOnly>
          </summary>
          <pre className="mt-1 max-h-48 overflow-auto whitespace-pre-wrap text-xs">{deposit.responseBody}</pre>
        </details>
      ) : null}
    </>
  );
}

export function DepositsTab() {
  const [page, setPage] = useState(0);
  const list = useDeposits(page);
  const settings = useDepositSettings();
  const again = useAdminAction({
    run: (deposit: DepositItem) => redeposit(deposit.articleId),
    success: (result) => ({ title: 'Redeposit queued', description: `${result.doi} will be sent to Crossref.` }),
    failure: 'Redeposit failed',
  });

  return (
    <div className="space-y-8">
      <section className="space-y-3">
        <Settings />
        <PagedList label="Crossref deposits" heading="Crossref deposits" query={list} page={page} onPage={setPage}>
          {(items) => (
            <DataTable
              label="Crossref deposits"
              caption={`Crossref deposits, page ${page + 1}`}
              rows={items}
              rowKey={(d) => d.id}
              columns={[
                {
                  header: 'Article',
                  key: true,
                  className: 'min-w-56 [overflow-wrap:anywhere]',
                  cell: (d) => (
                    <>
                      {d.articleTitle}
                      <span className="block text-xs text-slate-600">{d.doi}</span>
                    </>
                  ),
                },
                {
                  header: 'Status',
                  className: 'whitespace-nowrap',
                  cell: (d) => (
                    <>
                      {STATUS_LABELS[d.status]}
                      <span className="block text-xs text-slate-600">
                        {d.attempts} {d.attempts === 1 ? 'attempt' : 'attempts'}
                      </span>
                    </>
                  ),
                },
                {
                  header: 'When',
                  cell: (d) => formatDateTime(d.sentAt ?? d.createdAt),
                },
                { header: 'Crossref answer', className: 'min-w-48', cell: (d) => <Answer deposit={d} /> },
                {
                  header: <SrOnly>Actions</SrOnly>,
                  actions: true,
                  cell: (d) => (
                    <span className="flex flex-wrap gap-2">
                      <Button
                        variant="secondary"
                        onClick={() => saveFile(d.xmlUrl, `crossref-article-${d.articleId}.xml`)}
                      >
                        Download XML<SrOnly> of deposit #{d.id}</SrOnly>
                      </Button>
                      {settings.data?.sending ? (
                        <ActionButton action={again} item={d} variant="primary">
                          Redeposit<SrOnly> {d.doi}</SrOnly>
                        </ActionButton>
                      ) : null}
                    </span>
                  ),
                },
              ]}
            />
          )}
        </PagedList>
      </section>
      <section className="space-y-3">
        <p className="text-sm text-slate-700">
          Works and peer reviews written to the ORCID records of the authors and reviewers who connected their iD;
          failures first.
        </p>
        <OrcidCreditList />
      </section>
      <section className="space-y-3">
        <h2 className="text-lg font-semibold text-brand-900">DOAJ export</h2>
        <DoajExport />
      </section>
    </div>
  );
}

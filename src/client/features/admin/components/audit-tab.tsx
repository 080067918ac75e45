/**
 * The 'Audit' tab (ours, decision 0010; admin only): who did what to which record, newest first,
 * from `GET /api/admin/audit?limit&offset&person&journalId&recordType&from&to`. Each line is a
 * sentence ("Ana Ruiz changed the journal Genesis Biology’s settings."), with its time and detail
 * below, in a list that fits a phone; the filters (person, journal, record type, days) are sent
 * to the server and start again at the first page (docs/decisions/0075-screens-layout.md).
 */
import { useState, type FormEvent } from 'react';
import { AUDIT_RECORD_TYPES } from '../../../../shared/api/admin';
import { Button } from '../../../components/ui/button';
import { SelectField, TextField } from '../../../components/ui/form-fields';
import { formatDateTime } from '../../../lib/format';
import { useAudit, type AuditFilters } from '../api/admin-queries';
import { useJournalChoices } from '../api/board-calls';
import { auditSentence, RECORD_TYPE_LABELS } from '../lib/audit-words';
import { PagedList } from './paged-list';

const EMPTY = { person: '', journalId: '', recordType: '', from: '', to: '' };

/** The filters typed into the form, as the endpoint takes them (empty ones left out). */
function filtersOf(form: typeof EMPTY): AuditFilters {
  const filters: AuditFilters = {};
  if (form.person.trim()) filters.person = form.person.trim();
  if (form.journalId) filters.journalId = Number(form.journalId);
  if (form.recordType) filters.recordType = form.recordType as AuditFilters['recordType'];
  if (form.from) filters.from = form.from;
  if (form.to) filters.to = form.to;
  return filters;
}

export function AuditTab() {
  const [page, setPage] = useState(0);
  const [form, setForm] = useState(EMPTY);
  const [filters, setFilters] = useState<AuditFilters>({});
  const list = useAudit(page, filters);
  const journals = useJournalChoices();
  const set = (field: keyof typeof EMPTY) => (e: { currentTarget: { value: string } }) =>
    setForm({ ...form, [field]: e.currentTarget.value });
  const apply = (e: FormEvent) => {
    e.preventDefault();
    setFilters(filtersOf(form));
    setPage(0);
  };
  const clear = () => {
    setForm(EMPTY);
    setFilters({});
    setPage(0);
  };

  return (
    <div className="space-y-6">
      <form aria-label="Filter the audit log" onSubmit={apply} className="space-y-3">
        <div className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
          <TextField
            id="audit-person"
            label="Person"
            hint="Part of a name or e-mail."
            value={form.person}
            onChange={set('person')}
          />
          <SelectField
            id="audit-journal"
            label="Journal"
            placeholder="Any journal"
            options={(journals.data ?? []).map((j) => ({ value: String(j.id), label: j.title }))}
            value={form.journalId}
            onChange={set('journalId')}
          />
          <SelectField
            id="audit-record"
            label="Record"
            placeholder="Any record"
            options={AUDIT_RECORD_TYPES.map((type) => ({ value: type, label: RECORD_TYPE_LABELS[type] ?? type }))}
            value={form.recordType}
            onChange={set('recordType')}
          />
          <TextField id="audit-from" label="From (day)" type="date" value={form.from} onChange={set('from')} />
          <TextField id="audit-to" label="To (day)" type="date" value={form.to} onChange={set('to')} />
        </div>
        <div className="flex flex-wrap gap-2">
          <Button type="submit" variant="primary">
            Filter
          </Button>
          <Button type="button" variant="secondary" onClick={clear}>
            Clear filters
          </Button>
        </div>
      </form>

      <PagedList label="Audit log" heading="Audit log" query={list} page={page} onPage={setPage}>
        {(items) => (
          <ol
            aria-label={`Audit log, page ${page + 1}`}
            className="divide-y divide-slate-100 rounded-md border border-slate-200"
          >
            {items.map((entry) => (
              <li key={entry.id} className="min-w-0 p-3 text-sm">
                <p className="font-medium text-slate-900 wrap-anywhere">{auditSentence(entry)}</p>
                <p className="mt-0.5 text-slate-600 wrap-anywhere">
                  <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
                  {entry.actorName && entry.actorEmail ? ` · ${entry.actorEmail}` : null}
                  {entry.detail ? ` · ${entry.detail}` : null}
                </p>
              </li>
            ))}
          </ol>
        )}
      </PagedList>
    </div>
  );
}

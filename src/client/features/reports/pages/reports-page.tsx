/**
 * /dashboard/reports (docs/decisions/0086-editorial-reports.md): the editorial reports of the
 * caller's journals — editors-in-chief their journals, admins every journal. The period (from, to),
 * journal and editor live in the URL's query, so a report can be bookmarked and survives a reload;
 * the form checks them with the API's own schema before asking. A caller the server refuses (403)
 * reads that the reports are for editors-in-chief and admins.
 */
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { reportQuery, type ReportQuery, type ReportScope } from '../../../../shared/api/reports';
import { paths } from '../../../../shared/routes';
import { Button } from '../../../components/ui/button';
import { Container } from '../../../components/ui/container';
import { SelectField, TextField } from '../../../components/ui/form-fields';
import { StatusMessage } from '../../../components/ui/status-message';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-message';
import { usePageMeta } from '../../../lib/page-meta';
import { useEditorialReport, useReportScope } from '../api/report-queries';
import { ReportView } from '../components/report-view';

const DAY_MS = 86_400_000;

/** The default period: the twelve months up to today (UTC), from the first day of the month eleven months back. */
export function defaultPeriod(now: number = Date.now()): { from: string; to: string } {
  const today = new Date(now);
  const first = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 11, 1));
  return { from: first.toISOString().slice(0, 10), to: new Date(now - (now % DAY_MS)).toISOString().slice(0, 10) };
}

/** The query of the URL (defaults for a missing period), and its field errors when it is not a valid one. */
function queryOf(params: URLSearchParams): {
  query: ReportQuery | null;
  errors: Record<string, string>;
  raw: Record<string, string>;
} {
  const period = defaultPeriod();
  const raw = {
    from: params.get('from') ?? period.from,
    to: params.get('to') ?? period.to,
    journalId: params.get('journalId') ?? '',
    editorId: params.get('editorId') ?? '',
  };
  const parsed = reportQuery.safeParse({
    from: raw.from,
    to: raw.to,
    journalId: raw.journalId || undefined,
    editorId: raw.editorId || undefined,
  });
  if (parsed.success) return { query: parsed.data, errors: {}, raw };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) errors[String(issue.path[0] ?? 'from')] ??= issue.message;
  return { query: null, errors, raw };
}

function Filters({
  scope,
  raw,
  errors,
  onApply,
}: {
  scope: ReportScope;
  raw: Record<string, string>;
  errors: Record<string, string>;
  onApply: (values: Record<string, string>) => void;
}) {
  const [values, setValues] = useState(raw);
  const set = (name: string) => (e: { currentTarget: { value: string } }) => {
    const value = e.currentTarget.value;
    setValues((v) => ({ ...v, [name]: value, ...(name === 'journalId' ? { editorId: '' } : {}) }));
  };
  const journals = values.journalId ? scope.journals.filter((j) => String(j.id) === values.journalId) : scope.journals;
  const editors = new Map<number, string>();
  for (const j of journals) for (const e of j.editors) editors.set(e.id, e.name);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onApply(values);
  };
  return (
    <form
      aria-label="Report period"
      onSubmit={submit}
      className="grid gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2 sm:p-6 lg:grid-cols-5 lg:items-end"
    >
      <TextField
        id="report-from"
        label="From"
        type="date"
        required
        value={values.from}
        onChange={set('from')}
        error={errors.from}
      />
      <TextField
        id="report-to"
        label="To"
        type="date"
        required
        value={values.to}
        onChange={set('to')}
        error={errors.to}
      />
      <SelectField
        id="report-journal"
        label="Journal"
        placeholder={scope.allJournals ? 'All journals' : 'All my journals'}
        options={scope.journals.map((j) => ({ value: String(j.id), label: j.title }))}
        value={values.journalId}
        onChange={set('journalId')}
        error={errors.journalId}
      />
      <SelectField
        id="report-editor"
        label="Editor"
        placeholder="All editors"
        options={[...editors].map(([id, name]) => ({ value: String(id), label: name }))}
        value={values.editorId}
        onChange={set('editorId')}
        error={errors.editorId}
      />
      <Button type="submit">Show report</Button>
    </form>
  );
}

export function ReportsPage() {
  usePageMeta('Reports', 'Editorial reports of the Genesis journals.');
  const [params, setParams] = useSearchParams();
  const scope = useReportScope();
  const { query, errors, raw } = queryOf(params);
  const report = useEditorialReport(scope.data ? query : null);

  const apply = (values: Record<string, string>) => {
    const next = new URLSearchParams();
    for (const [name, value] of Object.entries(values)) if (value) next.set(name, value);
    setParams(next, { preventScrollReset: true });
  };

  let body;
  if (scope.isPending) body = <StatusMessage>Loading reports…</StatusMessage>;
  else if (scope.error instanceof ApiError && scope.error.status === 403)
    body = (
      <StatusMessage role="alert">
        The reports are for editors-in-chief and admins.{' '}
        <a href={paths.dashboard.root.getHref()} className="underline">
          Back to the dashboard
        </a>
      </StatusMessage>
    );
  else if (scope.error) body = <StatusMessage role="alert">{errorMessage(scope.error)}</StatusMessage>;
  else
    body = (
      <>
        <Filters key={params.toString()} scope={scope.data} raw={raw} errors={errors} onApply={apply} />
        {query === null ? null : report.isPending ? (
          <StatusMessage>Computing the report…</StatusMessage>
        ) : report.error ? (
          <StatusMessage role="alert">{errorMessage(report.error)}</StatusMessage>
        ) : (
          <ReportView report={report.data} query={query} />
        )}
      </>
    );

  return (
    <Container className="space-y-6 py-8 sm:py-12">
      <header>
        <h1 className="text-3xl font-bold tracking-tight text-brand-900">Reports</h1>
        <p className="mt-1 text-slate-700">
          Submissions, decisions, review times, reviewers and workload of your journals, for the period you choose.
        </p>
      </header>
      {body}
    </Container>
  );
}

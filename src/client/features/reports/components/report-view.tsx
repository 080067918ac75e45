/**
 * The editorial report of a period (docs/decisions/0086-editorial-reports.md), section by section:
 * the submissions' counts and rates with their definitions, the times in days, the reviewers, the
 * workload now, and the months as charts (Chart.js, a lazy chunk) each with its data table. Every
 * table offers its CSV download (the server's CSV endpoint, with the session's token). Tables are
 * the signed-in area's `DataTable` (decision 0077): cards on a phone, so that no key column is
 * cut off and nothing scrolls sideways.
 */
import { lazy, Suspense, useMemo, useState, type ReactNode } from 'react';
import {
  OPEN_STAGES,
  type EditorialReport,
  type ReportQuery,
  type ReportTable,
  type ReviewerRow,
  type TimeMeasure,
  type WorkloadRow,
} from '../../../../shared/api/reports';
import { STATUS_LABELS } from '../../../../shared/domain/submission-workflow';
import { Button } from '../../../components/ui/button';
import { DataTable } from '../../../components/ui/data-table';
import { errorMessage } from '../../../lib/error-message';
import { downloadReportCsv } from '../api/report-queries';
import type { ChartSeries } from './trend-chart';

const TrendChart = lazy(() => import('./trend-chart'));

/** What each time measure is, in words (the page's definitions). */
export const TIME_LABELS: Record<TimeMeasure, string> = {
  submission_to_first_decision: 'Submission to first decision',
  submission_to_acceptance: 'Submission to acceptance',
  acceptance_to_publication: 'Acceptance to publication',
  review_turnaround: 'Review turnaround',
  invitation_response: 'Invitation response time',
};

const TIME_DEFINITIONS: Record<TimeMeasure, string> = {
  submission_to_first_decision:
    'from submission to the first decision (desk rejection, minor or major revision, accept or reject), for first decisions made in the period',
  submission_to_acceptance: 'from submission to the decision to accept, for acceptances in the period',
  acceptance_to_publication: 'from the decision to accept to publication, for articles published in the period',
  review_turnaround:
    'from the reviewer accepting the invitation to submitting the review, for reviews submitted in the period',
  invitation_response:
    'from the invitation being sent to the reviewer accepting or declining it, for answers given in the period',
};

/** Short column headers of the open stages. */
const STAGE_HEADERS: Record<(typeof OPEN_STAGES)[number], string> = {
  submitted: 'Submitted',
  under_review: 'In review',
  revision_requested: 'Revision',
  resubmitted: 'Resubmitted',
  accepted: 'Accepted',
  in_production: 'Production',
  proof_uploaded: 'Proof sent',
  proof_approved: 'Proof approved',
};

const percent = (rate: number | null) => (rate === null ? '—' : `${(rate * 100).toFixed(1)} %`);
const daysText = (value: number | null) => (value === null ? '—' : value.toFixed(1));
const monthLabel = (month: string) =>
  new Date(`${month}-01T00:00:00Z`).toLocaleDateString('en-GB', { month: 'short', year: 'numeric', timeZone: 'UTC' });

/** A titled section of the report. */
function Section({ id, title, lead, children }: { id: string; title: string; lead?: ReactNode; children: ReactNode }) {
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="min-w-0 space-y-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <div>
        <h2 id={`${id}-title`} className="text-xl font-bold tracking-tight text-brand-900">
          {title}
        </h2>
        {lead ? <div className="mt-1 text-sm text-slate-700">{lead}</div> : null}
      </div>
      {children}
    </section>
  );
}

/** Figures as tiles: a term and its value. */
function Figures({ items, label }: { items: { term: string; value: string | number }[]; label: string }) {
  return (
    <div role="group" aria-label={label}>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {items.map((item) => (
          <div key={item.term} className="rounded-lg border border-slate-200 bg-slate-50 px-3 py-2">
            <dt className="text-sm text-slate-700">{item.term}</dt>
            <dd className="text-2xl font-semibold tabular-nums text-brand-900">{item.value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/** The "Download CSV" button of table `table`; a failure is shown beside it. */
function CsvButton({ query, table, what }: { query: ReportQuery; table: ReportTable; what: string }) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button
        variant="secondary"
        size="sm"
        disabled={busy}
        aria-label={`Download ${what} as CSV`}
        onClick={async () => {
          setBusy(true);
          setError(null);
          try {
            await downloadReportCsv(query, table);
          } catch (e) {
            setError(errorMessage(e));
          } finally {
            setBusy(false);
          }
        }}
      >
        Download CSV
      </Button>
      {error ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

const num = (className = '') => `text-right tabular-nums ${className}`;

/** One chart of the months with the table of its figures (the same numbers, for every reader). */
function ChartFigure({
  id,
  title,
  kind,
  months,
  series,
  yTitle,
  format = (v) => String(v ?? '—'),
}: {
  id: string;
  title: string;
  kind: 'bar' | 'stacked' | 'line';
  months: string[];
  series: ChartSeries[];
  yTitle: string;
  format?: (value: number | null) => string;
}) {
  const tableId = `${id}-data`;
  const labels = useMemo(() => months.map(monthLabel), [months]);
  return (
    <figure className="min-w-0 rounded-lg border border-slate-200 p-3">
      <figcaption className="font-semibold text-brand-900">{title}</figcaption>
      <Suspense fallback={<div className="h-64" aria-hidden="true" />}>
        <TrendChart kind={kind} labels={labels} series={series} label={title} tableId={tableId} yTitle={yTitle} />
      </Suspense>
      <details className="mt-2 text-sm">
        <summary className="cursor-pointer font-semibold text-brand-800">Data table: {title.toLowerCase()}</summary>
        <table id={tableId} className="mt-2 w-full text-sm">
          <caption className="sr-only">{title}, by month</caption>
          <thead>
            <tr className="border-b border-slate-200 text-left">
              <th scope="col" className="py-1 pr-2">
                Month
              </th>
              {series.map((s) => (
                <th key={s.label} scope="col" className="py-1 pr-2 text-right">
                  {s.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {months.map((month, i) => (
              <tr key={month} className="border-b border-slate-100">
                <th scope="row" className="py-1 pr-2 text-left font-normal">
                  {labels[i]}
                </th>
                {series.map((s) => (
                  <td key={s.label} className="py-1 pr-2 text-right tabular-nums">
                    {format(s.data[i] ?? null)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}

/** Colours of the series (Tailwind's 700s and 500s: each at least 3:1 against white). */
const COLOURS = { brand: '#1d4ed8', green: '#15803d', red: '#b91c1c', amber: '#b45309', slate: '#475569' };

function Trends({ report, query }: { report: EditorialReport; query: ReportQuery }) {
  const { trends } = report;
  const months = useMemo(() => trends.map((t) => t.month), [trends]);
  const flow = useMemo(
    () => [
      { label: 'Received', data: trends.map((t) => t.received), color: COLOURS.brand },
      { label: 'Sent to review', data: trends.map((t) => t.sentToReview), color: COLOURS.amber },
      { label: 'Published', data: trends.map((t) => t.published), color: COLOURS.green },
    ],
    [trends],
  );
  const decisions = useMemo(
    () => [
      { label: 'Accepted', data: trends.map((t) => t.accepted), color: COLOURS.green },
      { label: 'Rejected', data: trends.map((t) => t.rejected), color: COLOURS.red },
      { label: 'Desk-rejected', data: trends.map((t) => t.deskRejected), color: COLOURS.amber },
      { label: 'Withdrawn', data: trends.map((t) => t.withdrawn), color: COLOURS.slate },
    ],
    [trends],
  );
  const speed = useMemo(
    () => [{ label: 'Median days', data: trends.map((t) => t.medianDaysToFirstDecision), color: COLOURS.brand }],
    [trends],
  );
  return (
    <Section id="report-trends" title="Trends by month" lead="Each chart has a table of its figures below it.">
      <div className="grid gap-4 lg:grid-cols-2">
        <ChartFigure
          id="chart-flow"
          title="Submissions received, sent to review and published"
          kind="bar"
          months={months}
          series={flow}
          yTitle="Submissions"
        />
        <ChartFigure
          id="chart-decisions"
          title="Decisions and withdrawals"
          kind="stacked"
          months={months}
          series={decisions}
          yTitle="Submissions"
        />
        <ChartFigure
          id="chart-speed"
          title="Median days from submission to first decision"
          kind="line"
          months={months}
          series={speed}
          yTitle="Days"
          format={daysText}
        />
      </div>
      <DataTable
        label="Counts by month"
        caption="Counts by month"
        rows={trends}
        rowKey={(t) => t.month}
        columns={[
          { header: 'Month', key: true, className: 'whitespace-nowrap', cell: (t) => monthLabel(t.month) },
          { header: 'Received', className: num(), cell: (t) => t.received },
          { header: 'Desk-rejected', className: num(), cell: (t) => t.deskRejected },
          { header: 'Sent to review', className: num(), cell: (t) => t.sentToReview },
          { header: 'Accepted', className: num(), cell: (t) => t.accepted },
          { header: 'Rejected', className: num(), cell: (t) => t.rejected },
          { header: 'Withdrawn', className: num(), cell: (t) => t.withdrawn },
          { header: 'Published', className: num(), cell: (t) => t.published },
          {
            header: 'Median days to first decision',
            className: num(),
            cell: (t) => daysText(t.medianDaysToFirstDecision),
          },
        ]}
      />
      <CsvButton query={query} table="trends" what="the trends by month" />
    </Section>
  );
}

/** The whole report. */
export function ReportView({ report, query }: { report: EditorialReport; query: ReportQuery }) {
  const { counts, reviewers } = report;
  return (
    <div className="space-y-6">
      <Section
        id="report-counts"
        title="Submissions"
        lead={`Events dated from ${report.from} to ${report.to} (UTC), both days included. Figures may be up to a minute old.`}
      >
        <Figures
          label="Submissions in the period"
          items={[
            { term: 'Received', value: counts.received },
            { term: 'Desk-rejected', value: counts.deskRejected },
            { term: 'Sent to review', value: counts.sentToReview },
            { term: 'Accepted', value: counts.accepted },
            { term: 'Rejected after review', value: counts.rejected },
            { term: 'Withdrawn', value: counts.withdrawn },
            { term: 'Published', value: counts.published },
            { term: 'Decided', value: counts.decided },
            { term: 'Acceptance rate', value: percent(counts.acceptanceRate) },
            { term: 'Desk-reject rate', value: percent(counts.deskRejectRate) },
          ]}
        />
        <div className="rounded-md bg-slate-50 p-3 text-sm text-slate-800">
          <h3 className="font-semibold text-brand-900">Definitions</h3>
          <ul className="mt-1 list-disc space-y-1 pl-5">
            <li>
              <strong>Decided</strong>: the final decisions made in the period: accepted + rejected after review +
              desk-rejected. Withdrawals and revision decisions are not final decisions.
            </li>
            <li>
              <strong>Acceptance rate</strong> = accepted ÷ decided, in the period.
            </li>
            <li>
              <strong>Desk-reject rate</strong> = desk-rejected ÷ decided, in the period.
            </li>
            <li>
              <strong>Received</strong> counts the submissions submitted in the period; <strong>sent to review</strong>{' '}
              the submissions first sent to review in the period (a revision sent back to review is not counted again).
            </li>
          </ul>
        </div>
        <CsvButton query={query} table="counts" what="the counts" />
      </Section>

      <Section
        id="report-times"
        title="Time taken, in days"
        lead="Median and 90th percentile (9 in 10 took at most this long)."
      >
        <DataTable
          label="Median and 90th percentile days"
          caption="Median and 90th percentile days"
          rows={report.times}
          rowKey={(t) => t.measure}
          columns={[
            { header: 'Measure', key: true, cell: (t) => TIME_LABELS[t.measure] },
            { header: 'Intervals', className: num(), cell: (t) => t.n },
            { header: 'Median days', className: num(), cell: (t) => daysText(t.medianDays) },
            { header: '90th percentile days', className: num(), cell: (t) => daysText(t.p90Days) },
          ]}
        />
        <ul className="list-disc space-y-1 pl-5 text-sm text-slate-800">
          {report.times.map((t) => (
            <li key={t.measure}>
              <strong>{TIME_LABELS[t.measure]}</strong>: {TIME_DEFINITIONS[t.measure]}.
            </li>
          ))}
        </ul>
        <CsvButton query={query} table="times" what="the times" />
      </Section>

      <Section
        id="report-reviewers"
        title="Reviewers"
        lead={`Invitations and reviews of the period; overdue is as of ${report.today}: invitations unanswered past their response date or reviews past their due date.`}
      >
        <Figures
          label="Reviewer invitations"
          items={[
            { term: 'Invitations sent', value: reviewers.invitationsSent },
            { term: 'Accepted', value: reviewers.accepted },
            { term: 'Declined', value: reviewers.declined },
            { term: 'Overdue now', value: reviewers.overdue },
            { term: 'Reviews completed', value: reviewers.completed },
            { term: 'Reviewers', value: reviewers.reviewers },
            {
              term: 'Reviews per reviewer',
              value: reviewers.reviewsPerReviewer === null ? '—' : reviewers.reviewsPerReviewer.toFixed(2),
            },
          ]}
        />
        <CsvButton query={query} table="reviewers" what="the reviewer figures" />
        <h3 className="text-lg font-semibold text-brand-900">Decline reasons</h3>
        {report.declineReasons.length ? (
          <DataTable
            label="Decline reasons"
            caption="Reasons given for declining, most frequent first"
            rows={report.declineReasons}
            rowKey={(r) => r.reason ?? ''}
            cardHeading={4}
            columns={[
              { header: 'Reason', key: true, cell: (r) => r.reason ?? 'No reason given' },
              { header: 'Invitations', className: num(), cell: (r) => r.count },
            ]}
          />
        ) : (
          <p className="text-sm text-slate-700">No invitation was declined in the period.</p>
        )}
        <CsvButton query={query} table="decline-reasons" what="the decline reasons" />
        <h3 className="text-lg font-semibold text-brand-900">Reviews per reviewer</h3>
        {report.reviewerList.length ? (
          <DataTable<ReviewerRow>
            label="Reviews per reviewer"
            caption="Reviewers with the most reviews completed in the period"
            rows={report.reviewerList}
            rowKey={(r) => r.email}
            cardHeading={4}
            columns={[
              { header: 'Reviewer', key: true, cell: (r) => r.name ?? r.email },
              { header: 'Invited', className: num(), cell: (r) => r.invited },
              { header: 'Accepted', className: num(), cell: (r) => r.accepted },
              { header: 'Completed', className: num(), cell: (r) => r.completed },
              { header: 'Median turnaround days', className: num(), cell: (r) => daysText(r.medianTurnaroundDays) },
            ]}
          />
        ) : (
          <p className="text-sm text-slate-700">No reviewer was invited or reviewed in the period.</p>
        )}
        <CsvButton query={query} table="reviewer-list" what="the reviews per reviewer" />
      </Section>

      <Section
        id="report-workload"
        title="Workload now"
        lead={`Open submissions as of ${report.today}, per handling or associate editor. Waiting on the editor: new and resubmitted manuscripts, reviews all in (or none invited), and accepted work to take through production. Overdue: a reviewer or a revision past its date.`}
      >
        {report.workload.length ? (
          <DataTable<WorkloadRow>
            label="Open submissions per editor"
            caption="Open submissions per editor, by stage"
            rows={report.workload}
            rowKey={(w) => String(w.editorId)}
            columns={[
              {
                header: 'Editor',
                key: true,
                cell: (w) => w.name ?? 'No handling editor',
              },
              { header: 'Open', className: num('font-semibold'), cell: (w) => w.open },
              ...OPEN_STAGES.map((stage, i) => ({
                header: STAGE_HEADERS[stage],
                label: STATUS_LABELS[stage],
                className: num(),
                cell: (w: WorkloadRow) => w.byStage[i] ?? 0,
              })),
              { header: 'Waiting', label: 'Waiting on the editor', className: num(), cell: (w) => w.waiting },
              { header: 'Overdue', className: num(), cell: (w) => w.overdue },
            ]}
          />
        ) : (
          <p className="text-sm text-slate-700">No open submissions.</p>
        )}
        <CsvButton query={query} table="workload" what="the workload" />
      </Section>

      <Trends report={report} query={query} />
    </div>
  );
}

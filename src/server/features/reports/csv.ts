/**
 * The tables of an editorial report as CSV (docs/decisions/0086-editorial-reports.md): RFC 4180
 * (a header line, CRLF line ends, a field in double quotes when it holds a comma, a double quote,
 * CR or LF, with its quotes doubled), and a text cell starting with `=`, `+`, `-` or `@` prefixed
 * with an apostrophe, so that a spreadsheet opening the file does not run it as a formula (OWASP
 * "CSV injection"). Numbers are written as they are (rates as fractions 0–1, days with two decimals).
 */
import { OPEN_STAGES, type EditorialReport, type ReportTable } from '../../../shared/api/reports';
import { STATUS_LABELS } from '../../../shared/domain/submission-workflow';

type Cell = string | number | null;

/** One CSV field: empty for null; quoted when needed; a formula-like text neutralised. */
export function csvField(value: Cell): string {
  if (value === null) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Lines of fields as one CSV document (CRLF after every line, the last included). */
export function csvOf(rows: readonly (readonly Cell[])[]): string {
  return rows.map((row) => `${row.map(csvField).join(',')}\r\n`).join('');
}

/** The header and rows of table `table` of `report`. */
export function reportTableRows(report: EditorialReport, table: ReportTable): Cell[][] {
  const { counts, reviewers } = report;
  switch (table) {
    case 'counts':
      return [
        ['measure', 'value'],
        ['received', counts.received],
        ['desk_rejected', counts.deskRejected],
        ['sent_to_review', counts.sentToReview],
        ['accepted', counts.accepted],
        ['rejected', counts.rejected],
        ['withdrawn', counts.withdrawn],
        ['published', counts.published],
        ['decided', counts.decided],
        ['acceptance_rate', counts.acceptanceRate],
        ['desk_reject_rate', counts.deskRejectRate],
      ];
    case 'times':
      return [
        ['measure', 'n', 'median_days', 'p90_days'],
        ...report.times.map((t) => [t.measure, t.n, t.medianDays, t.p90Days]),
      ];
    case 'reviewers':
      return [
        ['measure', 'value'],
        ['invitations_sent', reviewers.invitationsSent],
        ['accepted', reviewers.accepted],
        ['declined', reviewers.declined],
        ['overdue_now', reviewers.overdue],
        ['completed', reviewers.completed],
        ['reviewers', reviewers.reviewers],
        ['reviews_per_reviewer', reviewers.reviewsPerReviewer],
      ];
    case 'decline-reasons':
      return [['reason', 'count'], ...report.declineReasons.map((r) => [r.reason ?? '(no reason given)', r.count])];
    case 'reviewer-list':
      return [
        ['name', 'email', 'invited', 'accepted', 'completed', 'median_turnaround_days'],
        ...report.reviewerList.map((r) => [
          r.name,
          r.email,
          r.invited,
          r.accepted,
          r.completed,
          r.medianTurnaroundDays,
        ]),
      ];
    case 'workload':
      return [
        ['editor', 'open', ...OPEN_STAGES.map((s) => STATUS_LABELS[s]), 'waiting_on_editor', 'overdue'],
        ...report.workload.map((w) => [w.name ?? '(no handling editor)', w.open, ...w.byStage, w.waiting, w.overdue]),
      ];
    case 'trends':
      return [
        [
          'month',
          'received',
          'desk_rejected',
          'sent_to_review',
          'accepted',
          'rejected',
          'withdrawn',
          'published',
          'median_days_to_first_decision',
        ],
        ...report.trends.map((t) => [
          t.month,
          t.received,
          t.deskRejected,
          t.sentToReview,
          t.accepted,
          t.rejected,
          t.withdrawn,
          t.published,
          t.medianDaysToFirstDecision,
        ]),
      ];
  }
}

/**
 * API contract of the editorial reports (docs/decisions/0086-editorial-reports.md): the period,
 * journal and editor a report is asked for, the report itself (counts, rates, times in days,
 * reviewers, workload, monthly trends) and the tables it can be downloaded as (CSV).
 */
import { z } from 'zod';
import { text } from '../validation/text';
import { serialId } from './common';

/** The longest period a report covers, in days (ten years). */
export const REPORT_MAX_DAYS = 3660;

/** The statuses of a submission that is still open (past draft, not decided against, not published). */
export const OPEN_STAGES = [
  'submitted',
  'under_review',
  'revision_requested',
  'resubmitted',
  'accepted',
  'in_production',
  'proof_uploaded',
  'proof_approved',
] as const;
export type OpenStage = (typeof OPEN_STAGES)[number];

/** The tables of a report, each downloadable as CSV (`GET /api/reports/editorial/csv?table=`). */
export const REPORT_TABLES = [
  'counts',
  'times',
  'reviewers',
  'decline-reasons',
  'reviewer-list',
  'workload',
  'trends',
] as const;
export type ReportTable = (typeof REPORT_TABLES)[number];

/** The measures of time a report gives (median and 90th percentile, in days). */
export const TIME_MEASURES = [
  'submission_to_first_decision',
  'submission_to_acceptance',
  'acceptance_to_publication',
  'review_turnaround',
  'invitation_response',
] as const;
export type TimeMeasure = (typeof TIME_MEASURES)[number];

const day = (name: string) => z.iso.date(`${name} must be a date (YYYY-MM-DD)`);

const DAY_MS = 86_400_000;

/** Days from `from` to `to`, both 'YYYY-MM-DD' (UTC), `to` included: 2026-01-01..2026-01-01 is 1. */
export function periodDays(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
}

/**
 * `GET /api/reports/editorial` query: `from` and `to` (days YYYY-MM-DD, UTC, both included; `from`
 * on or before `to`, at most {@link REPORT_MAX_DAYS} days), and optionally `journalId` (one journal
 * of the caller's) and `editorId` (the submissions that editor handles or assists on). 400 otherwise.
 */
export const reportQuery = z
  .object({
    from: day('from'),
    to: day('to'),
    journalId: serialId.optional(),
    editorId: serialId.optional(),
  })
  .superRefine((q, ctx) => {
    const days = periodDays(q.from, q.to);
    if (days < 1) ctx.addIssue({ code: 'custom', path: ['to'], message: 'to must be on or after from' });
    else if (days > REPORT_MAX_DAYS)
      ctx.addIssue({ code: 'custom', path: ['to'], message: `The period is at most ${REPORT_MAX_DAYS} days` });
  });
export type ReportQuery = z.infer<typeof reportQuery>;

/** `GET /api/reports/editorial/csv` query: the report's query and the table to download. */
export const reportCsvQuery = z
  .object({
    table: z.enum(REPORT_TABLES, { error: `table must be one of ${REPORT_TABLES.join(', ')}` }),
    from: day('from'),
    to: day('to'),
    journalId: serialId.optional(),
    editorId: serialId.optional(),
  })
  .superRefine((q, ctx) => {
    const days = periodDays(q.from, q.to);
    if (days < 1) ctx.addIssue({ code: 'custom', path: ['to'], message: 'to must be on or after from' });
    else if (days > REPORT_MAX_DAYS)
      ctx.addIssue({ code: 'custom', path: ['to'], message: `The period is at most ${REPORT_MAX_DAYS} days` });
  });
export type ReportCsvQuery = z.infer<typeof reportCsvQuery>;

/** A journal the caller may report on, with the editors who hold a role on it (for the editor filter). */
export const reportJournal = z.object({
  id: z.number().int(),
  title: text(),
  editors: z.array(z.object({ id: z.number().int(), name: text(), role: text() })),
});
export type ReportJournal = z.infer<typeof reportJournal>;

/** `GET /api/reports/scope`: the journals the caller may report on (an admin: every journal with submissions). */
export const reportScope = z.object({ allJournals: z.boolean(), journals: z.array(reportJournal) });
export type ReportScope = z.infer<typeof reportScope>;

/** Counts of the period, and the two rates (fractions 0–1, null when nothing was decided). */
export const reportCounts = z.object({
  received: z.number().int(),
  deskRejected: z.number().int(),
  sentToReview: z.number().int(),
  accepted: z.number().int(),
  rejected: z.number().int(),
  withdrawn: z.number().int(),
  published: z.number().int(),
  /** Final decisions of the period: accepted + rejected after review + desk-rejected. */
  decided: z.number().int(),
  /** accepted / decided. */
  acceptanceRate: z.number().nullable(),
  /** deskRejected / decided. */
  deskRejectRate: z.number().nullable(),
});
export type ReportCounts = z.infer<typeof reportCounts>;

/** One measure of time: how many intervals ended in the period, their median and 90th percentile in days. */
export const reportTime = z.object({
  measure: z.enum(TIME_MEASURES),
  n: z.number().int(),
  medianDays: z.number().nullable(),
  p90Days: z.number().nullable(),
});
export type ReportTime = z.infer<typeof reportTime>;

/** Reviewer invitations and reviews of the period; `overdue` is now (open invitations past their deadline). */
export const reportReviewers = z.object({
  invitationsSent: z.number().int(),
  accepted: z.number().int(),
  declined: z.number().int(),
  overdue: z.number().int(),
  completed: z.number().int(),
  /** Distinct reviewers who completed a review in the period. */
  reviewers: z.number().int(),
  /** completed / reviewers; null when none. */
  reviewsPerReviewer: z.number().nullable(),
});
export type ReportReviewers = z.infer<typeof reportReviewers>;

/** A decline reason as written (trimmed, compared in lower case), null for none given, and how many gave it. */
export const declineReasonCount = z.object({ reason: text().nullable(), count: z.number().int() });

/** One reviewer's work in the period. */
export const reviewerRow = z.object({
  name: text().nullable(),
  email: text(),
  invited: z.number().int(),
  accepted: z.number().int(),
  completed: z.number().int(),
  medianTurnaroundDays: z.number().nullable(),
});
export type ReviewerRow = z.infer<typeof reviewerRow>;

/** One editor's open submissions now: by stage (in OPEN_STAGES order), waiting on them, overdue. */
export const workloadRow = z.object({
  editorId: z.number().int().nullable(),
  /** Null: the submissions with no handling editor. */
  name: text().nullable(),
  open: z.number().int(),
  byStage: z.array(z.number().int()),
  waiting: z.number().int(),
  overdue: z.number().int(),
});
export type WorkloadRow = z.infer<typeof workloadRow>;

/** One month of the period ('YYYY-MM'): the counts of the month and its median days to a first decision. */
export const trendRow = z.object({
  month: text(),
  received: z.number().int(),
  deskRejected: z.number().int(),
  sentToReview: z.number().int(),
  accepted: z.number().int(),
  rejected: z.number().int(),
  withdrawn: z.number().int(),
  published: z.number().int(),
  medianDaysToFirstDecision: z.number().nullable(),
});
export type TrendRow = z.infer<typeof trendRow>;

/** `GET /api/reports/editorial`: the whole report. */
export const editorialReport = z.object({
  from: text(),
  to: text(),
  journalId: z.number().int().nullable(),
  editorId: z.number().int().nullable(),
  /** The UTC day `overdue` and the workload were counted on. */
  today: text(),
  counts: reportCounts,
  times: z.array(reportTime),
  reviewers: reportReviewers,
  declineReasons: z.array(declineReasonCount),
  reviewerList: z.array(reviewerRow),
  workload: z.array(workloadRow),
  trends: z.array(trendRow),
});
export type EditorialReport = z.infer<typeof editorialReport>;

/**
 * Endpoint table: the editorial reports (docs/decisions/0086-editorial-reports.md,
 * 0064-endpoint-table.md). Editors-in-chief (the journal role, decision 0037) for their journals,
 * admins for every journal; everyone else signed in 403, no session 401. A journal or editor
 * outside the caller's scope answers 404 as a missing one would.
 */
import { errorBody } from '../common';
import { editorialReport, reportCsvQuery, reportQuery, reportScope } from '../reports';
import { defineEndpoint, fileAnswer } from './define';

const reports = { tags: ['reports'], signedIn: true } as const;
const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody } as const;

/** `GET /api/reports/scope`: the journals the caller may report on, with their editors. */
export const getReportScope = defineEndpoint({
  ...reports,
  method: 'GET',
  path: '/api/reports/scope',
  summary: 'The journals the caller may report on (an admin: every journal with submissions), with their editors',
  responses: { 200: reportScope, 401: errorBody, 403: errorBody },
});

/** `GET /api/reports/editorial?from&to&journalId&editorId`: the editorial report of a period. */
export const getEditorialReport = defineEndpoint({
  ...reports,
  method: 'GET',
  path: '/api/reports/editorial',
  summary: 'The editorial report of a period: counts, rates, times, reviewers, workload and monthly trends',
  description:
    'from and to are UTC days (YYYY-MM-DD), both included, at most 3,660 days apart. Without journalId: every journal of the caller. editorId keeps the submissions that editor handles or assists on. Counts are of events dated in the period; times are medians and 90th percentiles (percentile_cont) in days of the intervals that ended in the period; the workload and `overdue` are as of today. Definitions: docs/decisions/0086-editorial-reports.md.',
  query: reportQuery,
  responses: { 200: editorialReport, ...errors },
});

/** `GET /api/reports/editorial/csv?table&from&to&journalId&editorId`: one table of the report as CSV. */
export const downloadReportCsv = defineEndpoint({
  ...reports,
  method: 'GET',
  path: '/api/reports/editorial/csv',
  summary: 'One table of the editorial report as CSV (RFC 4180)',
  description:
    'The same query as GET /api/reports/editorial, and table (counts, times, reviewers, decline-reasons, reviewer-list, workload, trends). text/csv; charset=utf-8 with a header line, CRLF line ends, fields quoted when they hold a comma, quote, CR or LF (quotes doubled), and a cell starting with =, +, - or @ prefixed with an apostrophe so that a spreadsheet does not run it. Sent as an attachment.',
  query: reportCsvQuery,
  responses: { 200: fileAnswer(['text/csv']), ...errors },
});

/**
 * The editorial reports' routes (docs/decisions/0086-editorial-reports.md), each an entry of the
 * endpoint table (shared/api/endpoints/reports.ts, decision 0064): a session (401), then the
 * caller's journals checked on every call (access.ts: 403 for who may read no report, 404 for a
 * journal or editor outside them), then the report computed in SQL (editorial.ts), once a minute at
 * most for the same journals, editor and period (report-cache.ts).
 */
import contentDisposition from 'content-disposition';
import * as endpoints from '../../../shared/api/endpoints/reports';
import type { ReportQuery } from '../../../shared/api/reports';
import type { AppInstance } from '../../app-types';
import type { Db } from '../../db/client';
import { endpointRoute } from '../../lib/endpoint-route';
import type { AuthUser } from '../../plugins/auth';
import { checkEditor, journalsOfReport, reportJournals, reportScopeOf } from './policy';
import { csvOf, reportTableRows } from './csv';
import { editorialReport } from './editorial';
import { reportCache } from './report-cache';
import { todayUtc } from '../../../shared/domain/review-deadlines';

export default async function reportRoutes(app: AppInstance) {
  const signedIn = { onRequest: app.requireUser };
  const cached = reportCache();

  /**
   * The report `user` asked for with `query`, after the scope checks (403/404, access.ts);
   * computed once a minute at most.
   */
  async function reportFor(db: Db, user: AuthUser, query: ReportQuery) {
    const journals = await journalsOfReport(db, await reportJournals(db, user), query.journalId);
    if (query.editorId !== undefined) await checkEditor(db, journals, query.editorId);
    const today = todayUtc();
    const key = JSON.stringify([
      journals,
      query.journalId ?? null,
      query.editorId ?? null,
      query.from,
      query.to,
      today,
    ]);
    return cached(key, () => editorialReport(db, journals, query, today));
  }

  endpointRoute(app, endpoints.getReportScope, signedIn, async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    return reportScopeOf(app.db, request.user!);
  });

  endpointRoute(app, endpoints.getEditorialReport, signedIn, async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    return reportFor(app.db, request.user!, request.query);
  });

  endpointRoute(app, endpoints.downloadReportCsv, signedIn, async (request, reply) => {
    const { table, ...query } = request.query;
    const report = await reportFor(app.db, request.user!, query);
    const name = `editorial-${table}-${query.from}-${query.to}${query.journalId ? `-journal-${query.journalId}` : ''}.csv`;
    reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', contentDisposition(name))
      .header('cache-control', 'private, no-store');
    return reply.send(csvOf(reportTableRows(report, table)));
  });
}

/**
 * The editorial reports' calls (docs/decisions/0086-editorial-reports.md): the journals the caller
 * may report on, the report of a period, and a table of it as a CSV download. Answers are parsed by
 * the endpoint entries' schemas (`call`, decision 0064).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as endpoints from '../../../../shared/api/endpoints/reports';
import type { ReportQuery, ReportTable } from '../../../../shared/api/reports';
import { call, endpointUrl } from '../../../lib/call';
import { downloadFile } from '../../../lib/file-viewer';

/** `GET /api/reports/scope`: the caller's journals and their editors; 403 for who may read no report. */
export function useReportScope() {
  return useQuery(
    queryOptions({
      queryKey: ['api', 'reports', 'scope'] as const,
      queryFn: ({ signal }) => call(endpoints.getReportScope, { init: { signal } }),
      retry: false,
    }),
  );
}

/** `GET /api/reports/editorial`: the report for `query`; not asked while `query` is null (invalid). */
export function useEditorialReport(query: ReportQuery | null) {
  return useQuery(
    queryOptions({
      queryKey: ['api', 'reports', 'editorial', query] as const,
      queryFn: ({ signal }) => call(endpoints.getEditorialReport, { query: query!, init: { signal } }),
      enabled: query !== null,
      retry: false,
    }),
  );
}

/**
 * Downloads table `table` of the report for `query` as CSV (`GET /api/reports/editorial/csv`,
 * with the session's token).
 */
export function downloadReportCsv(query: ReportQuery, table: ReportTable): Promise<void> {
  return downloadFile(endpointUrl(endpoints.downloadReportCsv.path, {}, { ...query, table }));
}

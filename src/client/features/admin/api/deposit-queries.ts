/**
 * The admin's deposit reads (decision 0027): Crossref deposits a page at a time
 * (`GET /api/admin/deposits?limit&offset`, total in X-Total-Count), whether DOIs are assigned
 * and deposits sent (`GET /api/admin/deposits/settings`), and the journals a DOAJ export can
 * be made of (`GET /api/journals?limit=100`). Query keys are the URL segments. Called through
 * the endpoint table, answers parsed (shared/api/endpoints/deposits.ts, decision 0064).
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import * as catalogue from '../../../../shared/api/endpoints/catalogue';
import * as deposits from '../../../../shared/api/endpoints/deposits';
import { call, callList } from '../../../lib/call';
import { ADMIN_PAGE_SIZE } from './admin-queries';

/** Query key of `GET /api/admin/deposits?limit&offset`. */
export const depositsKey = (pageIndex: number) =>
  ['api', 'admin', 'deposits', { limit: ADMIN_PAGE_SIZE, offset: pageIndex * ADMIN_PAGE_SIZE }] as const;
/** Query key of `GET /api/admin/deposits/settings`. */
export const depositSettingsKey = ['api', 'admin', 'deposits', 'settings'] as const;
/** Query key of `GET /api/journals?limit=100` (the journals of the DOAJ export's picker). */
export const exportJournalsKey = ['api', 'journals', { limit: 100 }] as const;

/** One page of Crossref deposits, newest first. */
export function useDeposits(pageIndex: number) {
  const key = depositsKey(pageIndex);
  return useQuery({
    queryKey: key,
    queryFn: ({ signal }) => callList(deposits.listDeposits, { query: key[3], init: { signal } }),
    placeholderData: keepPreviousData,
  });
}

/** `{ doiPrefix, sending }`. */
export function useDepositSettings() {
  return useQuery({
    queryKey: depositSettingsKey,
    queryFn: ({ signal }) => call(deposits.getDepositSettings, { init: { signal } }),
  });
}

/** The first 100 journals (the publisher's own first). */
export function useExportJournals() {
  return useQuery({
    queryKey: exportJournalsKey,
    queryFn: ({ signal }) => callList(catalogue.listJournals, { query: exportJournalsKey[2], init: { signal } }),
  });
}

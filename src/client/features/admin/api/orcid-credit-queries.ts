/**
 * The admin's ORCID credit list (decision 0088): `GET /api/admin/orcid-items?limit&offset`,
 * failures first, total in X-Total-Count. Called through the endpoint table, answers parsed
 * (shared/api/endpoints/orcid-credit.ts, decision 0064).
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import * as orcidCredit from '../../../../shared/api/endpoints/orcid-credit';
import { callList } from '../../../lib/call';
import { ADMIN_PAGE_SIZE } from './admin-queries';

/** Query key of `GET /api/admin/orcid-items?limit&offset`. */
export const orcidItemsKey = (pageIndex: number) =>
  ['api', 'admin', 'orcid-items', { limit: ADMIN_PAGE_SIZE, offset: pageIndex * ADMIN_PAGE_SIZE }] as const;

/** One page of the items written to ORCID records, failures first. */
export function useOrcidItems(pageIndex: number) {
  const key = orcidItemsKey(pageIndex);
  return useQuery({
    queryKey: key,
    queryFn: ({ signal }) => callList(orcidCredit.listOrcidItems, { query: key[3], init: { signal } }),
    placeholderData: keepPreviousData,
  });
}

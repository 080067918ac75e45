/**
 * GET /api/admin/users?limit=&offset=: a page of accounts (admin and editor-in-chief,
 * policy `list_users`), as a JSON array with the total in X-Total-Count; the endpoint table's
 * `listUsers` (shared/api/endpoints/admin.ts, decision 0064), each account parsed by its schema.
 */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { UserSummary } from '../../../../shared/api/auth';
import * as endpoints from '../../../../shared/api/endpoints/admin';
import type { ListPage } from '../../../lib/api-client';
import { callList } from '../../../lib/call';

/** Accounts per page of the admin's table. */
export const ADMIN_USERS_PAGE_SIZE = 20;

/** Query key: the URL segments of `GET /api/admin/users?limit=…&offset=…`. */
export function adminUsersQueryKey(page: { limit: number; offset: number }) {
  return ['api', 'admin', 'users', { limit: page.limit, offset: page.offset }] as const;
}

/**
 * Fetches one page of accounts.
 * @throws ApiError (401/403 for roles without `list_users`, after one token refresh)
 */
export function getAdminUsers(
  page: { limit: number; offset: number },
  signal?: AbortSignal,
): Promise<ListPage<UserSummary>> {
  return callList(endpoints.listUsers, { query: adminUsersQueryKey(page)[3], init: { signal } });
}

/** Query options of one page of accounts. */
export function adminUsersQueryOptions(page: { limit: number; offset: number }) {
  return queryOptions({
    queryKey: adminUsersQueryKey(page),
    queryFn: ({ signal }) => getAdminUsers(page, signal),
  });
}

/** Hook: the accounts on page `pageIndex` (0-based), keeping the previous page while the next loads. */
export function useAdminUsers(pageIndex: number) {
  return useQuery({
    ...adminUsersQueryOptions({ limit: ADMIN_USERS_PAGE_SIZE, offset: pageIndex * ADMIN_USERS_PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
}

/**
 * GET /api/articles/{id}/usage: the article's COUNTER usage (decision 0085; contract
 * `usageTotals`): Total_Item_Investigations and Total_Item_Requests, totals and per month.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { USAGE_STALE_MS } from '../../../components/usage/usage-summary';
import { getUsageAnswer } from '../../../lib/answer-checks/get-usage';
import { getChecked } from '../../../lib/checked-get';
import { urlFromQueryKey } from '../../../lib/query-key';

/** Query key: the URL segments of `GET /api/articles/{id}/usage` (default window: 12 months). */
export function usageQueryKey(id: number) {
  return ['api', 'articles', id, 'usage'] as const;
}

/** Query options of the usage figures of article `id`. */
export function getUsageQueryOptions(id: number) {
  return queryOptions({
    queryKey: usageQueryKey(id),
    // Secondary: if it fails, the server-rendered page leaves it out and keeps its status.
    meta: { secondary: true },
    // Read again after hydration: a cached page's figures are as old as its render (decision 0099).
    staleTime: USAGE_STALE_MS,
    queryFn: ({ signal }) => getChecked(urlFromQueryKey(usageQueryKey(id)), getUsageAnswer, { signal }),
  });
}

/**
 * Hook: the usage figures of article `id`; with `refresh` false, figures already held are not read
 * again until it turns true (the box near the viewport, decision 0099).
 */
export function useArticleUsage(id: number, refresh = true) {
  // `refresh` false: figures held (a page's hydration state) are shown and not read again yet;
  // with none held they are read at once.
  return useQuery({ ...getUsageQueryOptions(id), enabled: (query) => refresh || query.state.data === undefined });
}

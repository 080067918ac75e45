/**
 * GET /api/articles/filters: the journals, article types and years the article list can be
 * filtered by (decision 0029). Fresh for 5 minutes, like the list.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getArticleFiltersAnswer } from '../../../lib/answer-checks/get-article-filters';
import { getChecked } from '../../../lib/checked-get';
import { urlFromQueryKey } from '../../../lib/query-key';

const FILTERS_KEY = ['api', 'articles', 'filters'] as const;

/** Query options of the filter choices; the query function throws ApiError on a non-OK answer. */
export function getArticleFiltersQueryOptions(enabled = true) {
  return queryOptions({
    queryKey: FILTERS_KEY,
    queryFn: ({ signal }) => getChecked(urlFromQueryKey(FILTERS_KEY), getArticleFiltersAnswer, { signal }),
    staleTime: 5 * 60 * 1000,
    enabled,
  });
}

/** Hook: the filter choices of the article list. */
export function useArticleFilters(enabled = true) {
  return useQuery(getArticleFiltersQueryOptions(enabled));
}

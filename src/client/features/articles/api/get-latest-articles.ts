/**
 * GET /api/articles?limit=6: the newest articles for the home page (seed 000 §2 Home,
 * §7, §9 "home Latest Articles 6"). The article list is fresh for 5 minutes and kept for
 * 10 (seed 000 §9).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ArticleSummary } from '../../../../shared/api/catalogue';
import type { ListPage } from '../../../lib/api-client';
import { listArticlesAnswer } from '../../../lib/answer-checks/list-articles';
import { getCheckedList } from '../../../lib/checked-get';
import { urlFromQueryKey } from '../../../lib/query-key';

/** How many articles the home page lists. */
export const LATEST_ARTICLES_LIMIT = 6;

const ARTICLE_LIST_STALE_MS = 5 * 60 * 1000;
const ARTICLE_LIST_GC_MS = 10 * 60 * 1000;

/** Query key: the URL segments of `GET /api/articles?limit=6`. */
export const latestArticlesQueryKey = ['api', 'articles', { limit: LATEST_ARTICLES_LIMIT }] as const;

/**
 * Fetches the newest articles (the server lists newest first).
 * @returns the page of at most {@link LATEST_ARTICLES_LIMIT} articles and the total
 * @throws ApiError on a non-OK answer, or `INVALID_RESPONSE` when the answer is not the entry's
 */
export function getLatestArticles(signal?: AbortSignal): Promise<ListPage<ArticleSummary>> {
  return getCheckedList(urlFromQueryKey(latestArticlesQueryKey), listArticlesAnswer, { signal });
}

/** Query options of the latest articles, for `useQuery` or prefetching. */
export function getLatestArticlesQueryOptions() {
  return queryOptions({
    queryKey: latestArticlesQueryKey,
    queryFn: ({ signal }) => getLatestArticles(signal),
    staleTime: ARTICLE_LIST_STALE_MS,
    gcTime: ARTICLE_LIST_GC_MS,
  });
}

/** Hook: the latest articles query. */
export function useLatestArticles() {
  return useQuery(getLatestArticlesQueryOptions());
}

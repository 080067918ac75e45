/**
 * GET /api/articles/{id}: one article with its contributors, dates, license, keywords and
 * files (the article page; contract `articleDetail`). Uses the client defaults
 * (never stale, no retries: a 404 answers at once).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ArticleDetail } from '../../../../shared/api/catalogue';
import { getArticleAnswer } from '../../../lib/answer-checks/get-article';
import { getChecked } from '../../../lib/checked-get';
import { urlFromQueryKey } from '../../../lib/query-key';

/** Query key: the URL segments of `GET /api/articles/{id}`. */
export function articleQueryKey(id: number) {
  return ['api', 'articles', id] as const;
}

/**
 * Fetches one article.
 * @param id the article id, a positive integer (see `parseArticleId`)
 * @throws ApiError on a non-OK answer (status 404 when there is no such article)
 */
export function getArticle(id: number, signal?: AbortSignal): Promise<ArticleDetail> {
  return getChecked(urlFromQueryKey(articleQueryKey(id)), getArticleAnswer, { signal });
}

/** Query options of one article; disabled (no request) when `id` is null. */
export function getArticleQueryOptions(id: number | null) {
  return queryOptions({
    queryKey: articleQueryKey(id ?? 0),
    queryFn: ({ signal }) => getArticle(id as number, signal),
    enabled: id !== null,
  });
}

/** Hook: the article query; pass null for an invalid id so that no request is made. */
export function useArticle(id: number | null) {
  return useQuery(getArticleQueryOptions(id));
}

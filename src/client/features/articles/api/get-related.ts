/**
 * GET /api/articles/{id}/related: up to five articles whose text is most like this one
 * (decision 0023; contract: an array of `articleSummary`), shown under the article.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { listRelatedArticlesAnswer } from '../../../lib/answer-checks/list-related-articles';
import { getChecked } from '../../../lib/checked-get';
import { urlFromQueryKey } from '../../../lib/query-key';

/** Query key: the URL segments of `GET /api/articles/{id}/related`. */
export function relatedQueryKey(id: number) {
  return ['api', 'articles', id, 'related'] as const;
}

/** Query options of the related articles of article `id`. */
export function getRelatedQueryOptions(id: number) {
  return queryOptions({
    queryKey: relatedQueryKey(id),
    // Secondary: if it fails, the server-rendered page leaves it out and keeps its status.
    meta: { secondary: true },
    queryFn: ({ signal }) => getChecked(urlFromQueryKey(relatedQueryKey(id)), listRelatedArticlesAnswer, { signal }),
  });
}

/** Hook: the related articles of article `id`. */
export function useRelatedArticles(id: number) {
  return useQuery(getRelatedQueryOptions(id));
}

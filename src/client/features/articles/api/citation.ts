/**
 * An article's citations (decision 0023): GET /api/articles/{id}/citations, the reference
 * formatted by the server in each style of the page (contract `articleCitations`), and the
 * downloads of GET /api/articles/{id}/citation?format=bibtex|ris|csl-json (the page only
 * links to those: the server answers a file). Citation.js runs on the server only, so the
 * page's JavaScript stays small.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CitationFormat } from '../../../../shared/api/citations';
import { getArticleCitationsAnswer } from '../../../lib/answer-checks/get-article-citations';
import { getChecked } from '../../../lib/checked-get';
import { urlFromQueryKey } from '../../../lib/query-key';

export { CITATION_DOWNLOADS } from '../../../../shared/domain/citation-styles';

/** URL of the citation download of article `id` in `format`, e.g. `/api/articles/7/citation?format=ris`. */
export function citationHref(id: number, format: CitationFormat): string {
  return urlFromQueryKey(['api', 'articles', id, 'citation', { format }]);
}

/** Query key: the URL segments of `GET /api/articles/{id}/citations`. */
export function citationsQueryKey(id: number) {
  return ['api', 'articles', id, 'citations'] as const;
}

/** Query options of an article's formatted citations (never stale: they change only with the article). */
export function getCitationsQueryOptions(id: number) {
  return queryOptions({
    queryKey: citationsQueryKey(id),
    // Secondary: if it fails, the server-rendered page leaves it out and keeps its status.
    meta: { secondary: true },
    queryFn: ({ signal }) => getChecked(urlFromQueryKey(citationsQueryKey(id)), getArticleCitationsAnswer, { signal }),
  });
}

/** Hook: the formatted citations of article `id`. */
export function useCitations(id: number) {
  return useQuery(getCitationsQueryOptions(id));
}

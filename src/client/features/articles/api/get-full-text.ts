/**
 * GET /api/articles/{id}/full-text: the article's full text, table of contents and
 * references rendered by the server from its JATS (decision 0022; contract `fullText`). Asked
 * only for an article whose source file can be JATS: the catalogue record says so
 * (`sourceXmlUrl` set, `sourceFormat` not Crossref), so arXiv and Crossref-only records make
 * no request. A 404 (no body or references in the file) leaves the page as it was.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ArticleDetail } from '../../../../shared/api/catalogue';
import type { FullText } from '../../../../shared/api/full-text';
import { getFullTextAnswer } from '../../../lib/answer-checks/get-full-text';
import { getChecked } from '../../../lib/checked-get';
import { urlFromQueryKey } from '../../../lib/query-key';

/** Query key: the URL segments of `GET /api/articles/{id}/full-text`. */
export function fullTextQueryKey(id: number) {
  return ['api', 'articles', id, 'full-text'] as const;
}

/**
 * Fetches the full text of article `id`.
 * @throws ApiError on a non-OK answer (404 when the article has no full text)
 */
export function getFullText(id: number, signal?: AbortSignal): Promise<FullText> {
  return getChecked(urlFromQueryKey(fullTextQueryKey(id)), getFullTextAnswer, { signal });
}

/** Whether the article's record points at a source file that may hold a JATS full text. */
export function mayHaveFullText(article: Pick<ArticleDetail, 'sourceXmlUrl' | 'sourceFormat'>): boolean {
  return article.sourceXmlUrl !== null && article.sourceFormat !== 'crossref';
}

/**
 * Marks a query whose answer the server render turns into markup the browser adopts as it is (a
 * static region): it is left out of the page's hydration state (entry-server.tsx), so the page
 * does not carry the full text twice (decision 0081).
 */
export const MARKUP_ONLY_META = { markupOnly: true } as const;

/** Query options of an article's full text; disabled (no request) when `enabled` is false. */
export function getFullTextQueryOptions(id: number, enabled = true) {
  return queryOptions({
    queryKey: fullTextQueryKey(id),
    queryFn: ({ signal }) => getFullText(id, signal),
    enabled,
    meta: MARKUP_ONLY_META,
  });
}

/**
 * Hook: the full text of a loaded article, when its record says it may have one and `enabled`
 * (false while the page adopts the served full text: no request, decision 0081).
 */
export function useFullText(article: ArticleDetail, enabled = true) {
  return useQuery(getFullTextQueryOptions(article.id, enabled && mayHaveFullText(article)));
}

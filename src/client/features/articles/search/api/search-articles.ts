/**
 * GET /api/articles/search?q=&limit=&offset=&view=: ranked full-text search of the articles
 * (seed 000 §2 Header search and Search, §5 "search starts at 2 characters", §7).
 * The server accepts web-search syntax (words, "quoted phrases", `or`, `-word`) and answers
 * a page of results with the total in X-Total-Count.
 */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { SearchResult } from '../../../../../shared/api/catalogue';
import type { PAGE_MAX_OFFSET } from '../../../../../shared/api/common';
import type { ListPage } from '../../../../lib/api-client';
import { searchArticlesAnswer } from '../../../../lib/answer-checks/search-articles';
import { getCheckedList } from '../../../../lib/checked-get';
import { urlFromQueryKey } from '../../../../lib/query-key';

/** Fewest characters (after trimming) the server searches for (seed 000 §9). */
export const SEARCH_MIN_CHARS = 2;
/** Most characters the server accepts in `q`. */
export const SEARCH_MAX_CHARS = 200;
/** Results listed by the header dropdown (seed 000 §9 "Header search cap 5"). */
export const HEADER_SEARCH_LIMIT = 5;
/** Results listed by the search page's dropdown. */
export const SEARCH_DROPDOWN_LIMIT = 6;
/** Results per page of the full results list. */
export const SEARCH_PAGE_SIZE = 20;
/**
 * The largest `offset` the server accepts (typed against the contract's constant without
 * importing zod): the last page of results starts there at the latest.
 */
export const SEARCH_MAX_OFFSET: typeof PAGE_MAX_OFFSET = 10_000;
/** Wait after the last keystroke before a dropdown asks the server, in ms. */
export const SEARCH_DEBOUNCE_MS = 250;

/** Parameters of one search request. */
export interface SearchArticlesParams {
  /** The search text, already trimmed; 2–200 characters. */
  q: string;
  /** Page size, 1–100. */
  limit: number;
  /** Results to skip; 0 by default. */
  offset?: number;
  /** `compact` cuts abstracts to 200 characters and authors to 3 names + "et al.". */
  view?: 'full' | 'compact';
}

/** True when `text`, trimmed, is long enough to be searched. */
export function isSearchable(text: string): boolean {
  return text.trim().length >= SEARCH_MIN_CHARS;
}

/**
 * Query key: the URL segments of the request, e.g.
 * `['api', 'articles', 'search', { q: 'cell', limit: 5, offset: 0, view: 'compact' }]`.
 * `view` is left out when not given (the server's default, `full`).
 */
export function searchArticlesQueryKey({ q, limit, offset = 0, view }: SearchArticlesParams) {
  return ['api', 'articles', 'search', { q, limit, offset, view }] as const;
}

/**
 * Fetches one page of search results.
 * @param params the trimmed text, page size, offset and view
 * @param signal aborts the request (TanStack Query passes one per query)
 * @returns the results of the page and the total number of matches (X-Total-Count)
 * @throws ApiError on a non-OK answer (400 when `q` is shorter than 2 or longer than 200)
 */
export function searchArticles(params: SearchArticlesParams, signal?: AbortSignal): Promise<ListPage<SearchResult>> {
  return getCheckedList(urlFromQueryKey(searchArticlesQueryKey(params)), searchArticlesAnswer, { signal });
}

/**
 * Query options of a search. While the next text or page loads, the previous answer stays
 * on screen (no layout jump); a superseded request is aborted through the query's signal
 * once no component observes it any more.
 */
export function getSearchArticlesQueryOptions(params: SearchArticlesParams) {
  return queryOptions({
    queryKey: searchArticlesQueryKey(params),
    queryFn: ({ signal }) => searchArticles(params, signal),
    placeholderData: keepPreviousData,
  });
}

/**
 * Hook: the search query for `params`; it runs only when `enabled` and `params.q` is long
 * enough ({@link isSearchable}).
 */
export function useSearchArticles(params: SearchArticlesParams, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getSearchArticlesQueryOptions(params), enabled: enabled && isSearchable(params.q) });
}

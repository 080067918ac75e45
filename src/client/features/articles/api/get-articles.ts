/**
 * GET /api/articles?limit=20&offset=: one page of the published articles, newest first
 * (seed 000 §2 Articles, §7). Paginated on the server so the page stays fast whatever the
 * size of the catalogue; the total comes from X-Total-Count. The article list is fresh for
 * 5 minutes and kept for 10 (seed 000 §9).
 */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ArticleSortOrder, ArticleSummary } from '../../../../shared/api/catalogue';
import type { PAGE_MAX_OFFSET } from '../../../../shared/api/common';
import type { ListPage } from '../../../lib/api-client';
import { listArticlesAnswer } from '../../../lib/answer-checks/list-articles';
import { getCheckedList } from '../../../lib/checked-get';
import { urlFromQueryKey } from '../../../lib/query-key';

/** Articles per page of /articles (the API's default page size). */
export const ARTICLES_PAGE_SIZE = 20;
/** The largest `offset` the server accepts (typed against the contract's constant without importing zod). */
const ARTICLES_MAX_OFFSET: typeof PAGE_MAX_OFFSET = 10_000;
/** The last page of /articles the server can reach by offset (501): later `?page=` values show it. */
export const ARTICLES_MAX_PAGE = Math.floor(ARTICLES_MAX_OFFSET / ARTICLES_PAGE_SIZE) + 1;

const ARTICLE_LIST_STALE_MS = 5 * 60 * 1000;
const ARTICLE_LIST_GC_MS = 10 * 60 * 1000;

/**
 * Filters and order of the list (decision 0029), as in the page's URL and the API's query:
 * journal abbreviation, article type, year, and sort (`newest` when absent).
 */
export interface ArticleListParams {
  journal?: string;
  type?: string;
  year?: string;
  sort?: ArticleSortOrder;
}

/**
 * Query key of page `page` (1-based): the URL segments of
 * `GET /api/articles?limit=20&offset=…[&journal=&type=&year=&sort=]` (absent filters left out).
 */
export function articlesPageQueryKey(page: number, params: ArticleListParams = {}) {
  return [
    'api',
    'articles',
    {
      limit: ARTICLES_PAGE_SIZE,
      offset: (page - 1) * ARTICLES_PAGE_SIZE,
      journal: params.journal,
      type: params.type,
      year: params.year,
      sort: params.sort === 'newest' ? undefined : params.sort,
    },
  ] as const;
}

/**
 * Fetches one page of articles.
 * @param page 1-based page number
 * @returns the page's articles (at most {@link ARTICLES_PAGE_SIZE}) and the total
 * @throws ApiError on a non-OK answer
 */
export function getArticlesPage(
  page: number,
  params: ArticleListParams = {},
  signal?: AbortSignal,
): Promise<ListPage<ArticleSummary>> {
  return getCheckedList(urlFromQueryKey(articlesPageQueryKey(page, params)), listArticlesAnswer, { signal });
}

/** Query options of one page of the article list; `enabled: false` makes no request (content freeze). */
export function getArticlesPageQueryOptions(page: number, params: ArticleListParams = {}, enabled = true) {
  return queryOptions({
    queryKey: articlesPageQueryKey(page, params),
    queryFn: ({ signal }) => getArticlesPage(page, params, signal),
    staleTime: ARTICLE_LIST_STALE_MS,
    gcTime: ARTICLE_LIST_GC_MS,
    // Keep the current page on screen while the next one loads: no layout jump.
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** Hook: one page of the article list. */
export function useArticlesPage(
  page: number,
  { enabled = true, params = {} }: { enabled?: boolean; params?: ArticleListParams } = {},
) {
  return useQuery(getArticlesPageQueryOptions(page, params, enabled));
}

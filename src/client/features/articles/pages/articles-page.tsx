import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { StaticRegion } from '../../../lib/static-region';
import { STATIC_PAGE_META } from '../../../../shared/seo/page-meta';
import { paths } from '../../../../shared/routes';
import { Container } from '../../../components/ui/container';
import { StatusMessage } from '../../../components/ui/status-message';
import { flags } from '../../../lib/flags';
import { usePageMeta } from '../../../lib/page-meta';
import { ARTICLES_MAX_PAGE, ARTICLES_PAGE_SIZE, useArticlesPage } from '../api/get-articles';
import { ArticleCard } from '../components/article-card';
import { ArticleListSkeleton } from '../components/article-list-skeleton';
import { ArticlesComingSoon } from '../components/articles-coming-soon';
import { Pagination } from '../../../components/ui/pagination';
import { PublishWithUs } from '../components/publish-with-us';
import { parsePageParam } from '../lib/article-id';
import type { PagePrefetch } from '../../../app/page-data';
import { getArticlesPageQueryOptions, type ArticleListParams } from '../api/get-articles';
import { getArticleFiltersQueryOptions, useArticleFilters } from '../api/get-article-filters';
import { ArticleFilters } from '../components/article-filters';
import type { ArticleSortOrder } from '../../../../shared/api/catalogue';

const META = STATIC_PAGE_META['/articles'];

/**
 * The list's filters and order from the page's URL (decision 0029): empty values (a submitted form's
 * "All …") are absent; a year must be four digits and the sort one of the list's orders.
 */
export function listParamsOf(search: URLSearchParams): ArticleListParams {
  const value = (name: string) => search.get(name)?.trim() || undefined;
  const year = value('year');
  const sort = value('sort');
  return {
    journal: value('journal'),
    type: value('type'),
    year: year && /^\d{4}$/.test(year) ? year : undefined,
    sort: ARTICLE_SORT_ORDERS.find((s) => s === sort) ?? 'newest',
  };
}

/** The orders of the list, as the API names them (typed against the contract without importing zod). */
const ARTICLE_SORT_ORDERS: readonly ArticleSortOrder[] = ['newest', 'oldest', 'title'];

/** Link target of page `page` of the list with `params`: `/articles`, `/articles?journal=jose&page=2`, … */
function pageHref(page: number, params: ArticleListParams) {
  const search = new URLSearchParams();
  for (const name of ['journal', 'type', 'year'] as const) if (params[name]) search.set(name, params[name]);
  if (params.sort && params.sort !== 'newest') search.set('sort', params.sort);
  if (page > 1) search.set('page', String(page));
  const text = search.toString();
  return { pathname: paths.articles.getHref(), search: text ? `?${text}` : '' };
}

/**
 * The article list /articles (seed 000 §2 Articles): published articles newest first,
 * 20 a page from the server (`?page=` in the URL, total from X-Total-Count), with a
 * loading state that reserves the cards' room, an error state, the empty 'Coming Soon'
 * state and a Back to Home link.
 *
 * @param contentFreeze the public-content freeze (seed 000 §9; default from the build
 * flags): the list appears empty and no request is made
 */
export function ArticlesPage({ contentFreeze = flags.publicContentFreeze }: { contentFreeze?: boolean }) {
  usePageMeta(META.title, META.description);
  const [searchParams] = useSearchParams();
  const page = Math.min(parsePageParam(searchParams.get('page')), ARTICLES_MAX_PAGE);
  const params = listParamsOf(searchParams);
  const filtered = Boolean(params.journal || params.type || params.year);
  const hrefFor = (n: number) => pageHref(n, params);
  const { data, isPending, isError, isPlaceholderData, refetch } = useArticlesPage(page, {
    enabled: !contentFreeze,
    params,
  });
  const { data: choices } = useArticleFilters(!contentFreeze);

  // A new page of results: move focus (and the view) to the top of the list, so keyboard
  // and screen-reader users start reading the new page, not the pagination bar.
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownPage = useRef(page);
  useEffect(() => {
    if (shownPage.current !== page) headingRef.current?.focus();
    shownPage.current = page;
  }, [page]);

  // Pages past the offset cap are not offered (the API pages deeper by cursor only).
  const totalPages = data ? Math.min(ARTICLES_MAX_PAGE, Math.max(1, Math.ceil(data.total / ARTICLES_PAGE_SIZE))) : 1;
  const first = (page - 1) * ARTICLES_PAGE_SIZE + 1;

  // The side panel would repeat the 'Coming Soon' call to action: only beside a list.
  const showsList = !contentFreeze && !isError && (isPending || data.items.length > 0 || filtered);
  let body;
  if (contentFreeze) {
    body = <ArticlesComingSoon />;
  } else if (isPending) {
    body = <ArticleListSkeleton />;
  } else if (isError) {
    body = (
      <div className="space-y-4 text-center">
        <StatusMessage role="alert">Error loading articles. Please try again later.</StatusMessage>
        <button
          type="button"
          onClick={() => void refetch()}
          className="rounded-md border border-brand-900 px-4 py-2 text-sm font-semibold text-brand-900 hover:bg-brand-50"
        >
          Try again
        </button>
      </div>
    );
  } else if (data.total === 0 && filtered) {
    body = (
      <div className="space-y-4 text-center">
        <StatusMessage>No articles match these filters.</StatusMessage>
        <Link to={paths.articles.getHref()} className="font-semibold text-brand-700 underline hover:text-brand-900">
          Show all articles
        </Link>
      </div>
    );
  } else if (data.total === 0) {
    body = <ArticlesComingSoon />;
  } else if (data.items.length === 0) {
    body = (
      <div className="space-y-4 text-center">
        <StatusMessage>There are no articles on page {page}.</StatusMessage>
        <Link to={hrefFor(1)} className="font-semibold text-brand-700 underline hover:text-brand-900">
          Go to the first page
        </Link>
      </div>
    );
  } else {
    const last = first + data.items.length - 1;
    body = (
      <div aria-busy={isPlaceholderData} className={isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}>
        <p role="status" className="mb-5 text-sm text-slate-600">
          Showing {first}–{last} of {data.total} {data.total === 1 ? 'article' : 'articles'}
          {totalPages > 1 ? ` · Page ${page} of ${totalPages}` : ''}
        </p>
        <StaticRegion
          id={`articles:${data.items.map((article) => article.id).join(',')}`}
          as="ul"
          className="grid gap-5"
        >
          {data.items.map((article) => (
            <li key={article.id}>
              <ArticleCard article={article} headingLevel={2} showPdfAction />
            </li>
          ))}
        </StaticRegion>
        <div className="mt-10">
          <Pagination page={page} totalPages={totalPages} hrefFor={hrefFor} label="Article pages" compact />
        </div>
      </div>
    );
  }

  return (
    <>
      <div className="border-b border-brand-100 bg-brand-50">
        <Container className="py-10 sm:py-14">
          <Link
            to={paths.home.getHref()}
            className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 hover:text-brand-900 hover:underline"
          >
            <span aria-hidden="true">←</span> Back to Home
          </Link>
          <h1
            ref={headingRef}
            tabIndex={-1}
            className="mt-4 text-3xl font-bold tracking-tight focus:outline-none sm:text-4xl"
          >
            Articles
          </h1>
          <p className="mt-3 max-w-2xl leading-relaxed text-slate-700">
            Peer-reviewed research from across our journals, newest first. Every article is open access: free to read,
            download and share.
          </p>
        </Container>
      </div>
      <Container className="min-h-[60vh] py-10 sm:py-12">
        {showsList ? (
          <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_17rem]">
            <div className="min-w-0">
              <ArticleFilters key={searchParams.toString()} params={params} choices={choices} />
              {body}
            </div>
            <div className="lg:pt-10">
              <div className="lg:sticky lg:top-24">
                <PublishWithUs />
              </div>
            </div>
          </div>
        ) : (
          <div className="mx-auto max-w-3xl">{body}</div>
        )}
      </Container>
    </>
  );
}

/**
 * Server render (decision 0018): the page of `?page=` of the filtered list and the filter choices
 * (not when frozen).
 */
export const prefetchArticlesPage: PagePrefetch = async ({ queryClient, url }) => {
  if (flags.publicContentFreeze) return;
  const page = Math.min(parsePageParam(url.searchParams.get('page')), ARTICLES_MAX_PAGE);
  await Promise.all([
    queryClient.prefetchQuery(getArticlesPageQueryOptions(page, listParamsOf(url.searchParams))),
    queryClient.prefetchQuery(getArticleFiltersQueryOptions()),
  ]);
};

import { useSearchParams } from 'react-router';
import { STATIC_PAGE_META } from '../../../../../shared/seo/page-meta';
import { paths } from '../../../../../shared/routes';
import { Container } from '../../../../components/ui/container';
import { usePageMeta } from '../../../../lib/page-meta';
import { SearchBox } from '../components/search-box';
import { SearchResults } from '../components/search-results';
import { SearchTips } from '../components/search-tips';
import type { PagePrefetch } from '../../../../app/page-data';
import {
  getSearchArticlesQueryOptions,
  isSearchable,
  SEARCH_MAX_OFFSET,
  SEARCH_PAGE_SIZE,
} from '../api/search-articles';

const META = STATIC_PAGE_META['/search'];
/** The last page the server can reach (its offset stops at 10,000). */
const MAX_PAGE = Math.floor(SEARCH_MAX_OFFSET / SEARCH_PAGE_SIZE) + 1;

/** `?page=` as a page number: a whole number from 1, otherwise 1. */
function parsePage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? Math.min(page, MAX_PAGE) : 1;
}

/** The URL of page `page` of the search `q` (page 1 has no `page` parameter). */
function searchHref(q: string, page: number): string {
  const url = new URL(paths.search.getHref(q), 'http://localhost');
  if (page > 1) url.searchParams.set('page', String(page));
  return `${url.pathname}${url.search}`;
}

/**
 * /search (seed 000 §2 Search): a hero with the search box and its dropdown, the
 * full ranked results of `?q=` (20 a page, `?page=`), and the search tips. Enter in the box
 * sets `?q=` (a new history entry), so a search is a shareable URL.
 */
export function SearchPage() {
  const [params, setParams] = useSearchParams();
  const q = (params.get('q') ?? '').trim();
  const page = parsePage(params.get('page'));
  usePageMeta(q ? `“${q}” – ${META.title}` : META.title, META.description);

  return (
    <>
      <section aria-labelledby="search-title" className="relative bg-brand-900 text-white">
        <div aria-hidden="true" className="absolute inset-0 overflow-hidden">
          <div className="absolute inset-0 bg-gradient-to-br from-brand-950 via-brand-900 to-brand-700" />
          <div className="absolute -right-24 -top-32 h-96 w-96 rounded-full border border-white/10" />
          <div className="absolute -right-6 top-16 h-64 w-64 rounded-full border border-accent-400/20" />
        </div>
        <Container className="relative py-14 sm:py-20">
          <p className="text-sm font-semibold uppercase tracking-[0.18em] text-accent-300">
            Open access · Peer reviewed
          </p>
          <h1 id="search-title" className="mt-3 text-4xl font-bold leading-tight text-white sm:text-5xl">
            Search Articles
          </h1>
          <p className="mt-4 max-w-2xl text-lg leading-relaxed text-brand-100">
            Find peer-reviewed, open-access research across every Genesis journal by keyword, title, author or journal.
          </p>
          <div className="mt-8 max-w-3xl">
            <SearchBox query={q} onSearch={(text) => setParams({ q: text })} />
          </div>
        </Container>
      </section>
      <Container className="py-12 sm:py-16">
        {q ? (
          <div className="grid gap-12 lg:grid-cols-3">
            <div className="lg:col-span-2">
              <SearchResults q={q} page={page} hrefFor={(n) => searchHref(q, n)} />
            </div>
            <aside aria-label="Search help" className="lg:pt-1">
              <SearchTips layout="list" />
            </aside>
          </div>
        ) : (
          <SearchTips />
        )}
      </Container>
    </>
  );
}

/** Server render (decision 0018): the results of `?q=` at `?page=` (what SearchResults reads). */
export const prefetchSearchPage: PagePrefetch = async ({ queryClient, url }) => {
  const q = (url.searchParams.get('q') ?? '').trim();
  if (!isSearchable(q)) return;
  const page = parsePage(url.searchParams.get('page'));
  const params = { q, limit: SEARCH_PAGE_SIZE, offset: (page - 1) * SEARCH_PAGE_SIZE };
  await queryClient.prefetchQuery(getSearchArticlesQueryOptions(params));
};

import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { StatusMessage } from '../../../../components/ui/status-message';
import { isSearchable, SEARCH_PAGE_SIZE, useSearchArticles } from '../api/search-articles';
import { pageNone, SEARCH_FAILED, SEARCHING, totalText } from '../lib/messages';
import { Pagination } from '../../../../components/ui/pagination';
import { ResultCard } from './result-card';
import { StaticRegion } from '../../../../lib/static-region';

/** Grey placeholders of three result cards, shown while the first answer loads. */
function LoadingCards() {
  return (
    <div aria-hidden="true" className="space-y-4">
      {[0, 1, 2].map((key) => (
        <div key={key} className="animate-pulse rounded-lg border border-slate-200 p-6">
          <div className="h-4 w-28 rounded bg-slate-200" />
          <div className="mt-4 h-5 w-3/4 rounded bg-slate-200" />
          <div className="mt-3 h-4 w-1/2 rounded bg-slate-100" />
          <div className="mt-4 h-4 w-full rounded bg-slate-100" />
        </div>
      ))}
    </div>
  );
}

/** Advice when nothing matched. */
function NoResults() {
  return (
    <div className="rounded-lg border border-slate-200 bg-slate-50 p-6 text-sm leading-relaxed text-slate-700">
      <p className="font-semibold text-brand-900">Suggestions</p>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        <li>Check the spelling of your search, or try a variant spelling.</li>
        <li>Use fewer or more general words, and remove quotation marks.</li>
        <li>Search for an author’s surname or a journal’s name.</li>
      </ul>
    </div>
  );
}

/** "Showing 21–40 of 57 results", or "of 1,000+ results" when the server capped the total. */
function summary(page: number, shown: number, total: number, capped: boolean): string {
  const first = (page - 1) * SEARCH_PAGE_SIZE + 1;
  const noun = total === 1 && !capped ? 'result' : 'results';
  return shown === total && !capped
    ? `${total} ${noun}`
    : `Showing ${first}–${first + shown - 1} of ${totalText(total, capped)} ${noun}`;
}

/**
 * The full, ranked results list of the search page (seed 000 §2 Search): 20 results a page, the total,
 * the result cards and numbered pages. While another page loads the current one stays,
 * dimmed; on a page change the heading takes the focus (and the view) so the reader
 * starts at the top of the new page.
 * @param q the search, trimmed, from `?q=`
 * @param page the 1-based page, from `?page=`
 * @param hrefFor the URL of page n of this search
 */
export function SearchResults({ q, page, hrefFor }: { q: string; page: number; hrefFor: (page: number) => string }) {
  const query = useSearchArticles({ q, limit: SEARCH_PAGE_SIZE, offset: (page - 1) * SEARCH_PAGE_SIZE });
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownPage = useRef(page);

  useEffect(() => {
    if (shownPage.current === page) return;
    shownPage.current = page;
    headingRef.current?.focus({ preventScroll: true });
    headingRef.current?.scrollIntoView?.({ block: 'start' });
  }, [page]);

  const data = query.data;
  const pageCount = data ? Math.ceil(data.total / SEARCH_PAGE_SIZE) : 0;

  let status: string = SEARCHING;
  let body = <LoadingCards />;
  if (!isSearchable(q)) {
    status = 'Type at least 2 characters to search.';
    body = <></>;
  } else if (query.isError && !data) {
    status = '';
    body = <StatusMessage role="alert">{SEARCH_FAILED}</StatusMessage>;
  } else if (data && data.total === 0) {
    status = pageNone(q);
    body = <NoResults />;
  } else if (data && data.items.length === 0) {
    status = `There is no page ${page} for this search.`;
    body = (
      <Link to={hrefFor(1)} className="font-semibold text-brand-700 underline underline-offset-4">
        Go to the first page
      </Link>
    );
  } else if (data) {
    status = query.isPlaceholderData
      ? SEARCHING
      : summary(page, data.items.length, data.total, data.totalCapped === true);
    body = (
      <div
        aria-busy={query.isPlaceholderData}
        className={query.isPlaceholderData ? 'opacity-60 transition-opacity' : ''}
      >
        <StaticRegion id={`search:${data.items.map((result) => result.id).join(',')}`} as="ol" className="space-y-4">
          {data.items.map((result) => (
            <li key={result.id}>
              <ResultCard result={result} />
            </li>
          ))}
        </StaticRegion>
        <Pagination
          page={page}
          totalPages={pageCount}
          hrefFor={hrefFor}
          label="Search results pages"
          className="mt-10"
        />
      </div>
    );
  }

  return (
    <section aria-labelledby="search-results-title">
      <h2
        id="search-results-title"
        ref={headingRef}
        tabIndex={-1}
        className="scroll-mt-28 text-2xl font-bold tracking-tight focus:outline-none sm:text-3xl"
      >
        Results for “{q}”
      </h2>
      <p role="status" aria-live="polite" className="mt-2 min-h-6 text-sm text-slate-600">
        {status}
      </p>
      <div className="mt-5">{body}</div>
    </section>
  );
}

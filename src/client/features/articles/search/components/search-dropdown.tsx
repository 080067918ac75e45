import { Link } from 'react-router';
import { paths } from '../../../../../shared/routes';
import type { LiveSearch } from '../hooks/use-live-search';
import { ARROW_NAV_ATTRIBUTE } from '../lib/arrow-keys';
import { pageFound, pageNone, SEARCH_FAILED, SEARCHING } from '../lib/messages';

function statusText(search: LiveSearch, query: string): string {
  if (search.status === 'done') return search.total > 0 ? pageFound(search.total, search.capped) : pageNone(query);
  if (search.status === 'error') return SEARCH_FAILED;
  return SEARCHING;
}

const arrowNav = { [ARROW_NAV_ATTRIBUTE]: '' };

/**
 * The search page's dropdown (seed 000 §2 Search): a polite status line and the best
 * matches, each showing title, abstract, authors and article type and linking to
 * /journals/{journalId}/articles/{id}; below them, when there are more, a link to the full
 * list. Stays in the document while `hidden`, so its status line is a live region from the
 * start.
 * @param query the trimmed text searched for, quoted in 'No results found for "{query}"'
 * @param onChoose called when a result is chosen; `onSeeAll` when the full list is
 */
export function SearchDropdown({
  id,
  hidden,
  query,
  search,
  onChoose,
  onSeeAll,
}: {
  id: string;
  hidden: boolean;
  query: string;
  search: LiveSearch;
  onChoose: () => void;
  onSeeAll: () => void;
}) {
  const stale = search.status === 'searching';
  return (
    <div
      id={id}
      hidden={hidden}
      className="absolute inset-x-0 top-full z-30 mt-2 overflow-hidden rounded-lg bg-white text-left shadow-2xl ring-1 ring-slate-900/10"
    >
      <p
        role="status"
        aria-live="polite"
        className="border-b border-slate-200 px-5 py-3 text-sm font-medium text-slate-600"
      >
        {hidden ? '' : statusText(search, query)}
      </p>
      {search.results.length > 0 && search.status !== 'error' ? (
        <ul
          aria-label="Search results"
          className={`max-h-[min(60vh,30rem)] divide-y divide-slate-100 overflow-y-auto transition-opacity ${stale ? 'opacity-60' : ''}`}
        >
          {search.results.map((result) => (
            <li key={result.id}>
              <Link
                {...arrowNav}
                to={paths.journalArticle.getHref(result.journalId, result.id)}
                onClick={onChoose}
                className="block px-5 py-3.5 hover:bg-brand-50 focus-visible:bg-brand-50 focus-visible:outline-offset-[-2px]"
              >
                <span className="line-clamp-2 font-serif text-base font-semibold leading-snug text-brand-900">
                  {result.title}
                </span>
                {result.abstract ? (
                  <span className="mt-1 line-clamp-2 text-sm leading-relaxed text-slate-600">{result.abstract}</span>
                ) : null}
                <span className="mt-1.5 flex flex-wrap items-baseline gap-x-2 text-xs">
                  <span className="font-semibold uppercase tracking-wide text-accent-700">{result.articleType}</span>
                  {result.authors ? <span className="min-w-0 truncate text-slate-600">{result.authors}</span> : null}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      {search.status !== 'error' && search.total > search.results.length && search.results.length > 0 ? (
        <div className="border-t border-slate-200 bg-slate-50 px-5 py-3">
          <Link
            {...arrowNav}
            to={paths.search.getHref(query)}
            onClick={onSeeAll}
            className="text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
          >
            See all {search.total} results
          </Link>
        </div>
      ) : null}
    </div>
  );
}

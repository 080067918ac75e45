import { useEffect, useRef, useState, type Ref } from 'react';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../../../shared/routes';
import { useDebouncedValue } from '../../../../lib/use-debounced-value';
import { HEADER_SEARCH_LIMIT, isSearchable, SEARCH_DEBOUNCE_MS, SEARCH_MAX_CHARS } from '../api/search-articles';
import { JOURNAL_MATCH_LIMIT, useSearchJournals } from '../api/search-journals';
import { useLiveSearch, type LiveSearch } from '../hooks/use-live-search';
import { ARROW_NAV_ATTRIBUTE, handleArrowKeys } from '../lib/arrow-keys';
import { HEADER_EMPTY, HEADER_NONE, headerFound, SEARCH_FAILED, SEARCHING } from '../lib/messages';
import { SearchIcon } from './search-icon';

function statusText(search: LiveSearch): string {
  switch (search.status) {
    case 'idle':
      return HEADER_EMPTY;
    case 'searching':
      return SEARCHING;
    case 'error':
      return SEARCH_FAILED;
    case 'done':
      return search.total > 0 ? headerFound(search.total, search.capped) : HEADER_NONE;
  }
}

const arrowNav = { [ARROW_NAV_ATTRIBUTE]: '' };

/**
 * The header dropdown's content: a labelled search box (focused on mount); the journals the
 * text names (at most 3 links to /journals/{abbreviation}, by words of their title or their
 * abbreviation; decision 0083); a polite status line, at most 5 result links to
 * /articles/{id}, and 'See all results' (/search?q=).
 * ArrowDown/ArrowUp move between the box and the links. `onDone` is called when the reader
 * chooses a result or goes to the full list.
 */
export function HeaderSearchPanel({
  id,
  ref,
  className,
  onDone,
}: {
  id: string;
  ref: Ref<HTMLDivElement>;
  className: string;
  onDone: () => void;
}) {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  // Focus moves into the dropdown when it opens, as a reader who pressed Search expects (seed 000
  // §2: the dropdown opens for typing). An explicit effect: the e2e suite checks it on the
  // production build by typing at the page after pressing Search (e2e/search.spec.ts).
  useEffect(() => inputRef.current?.focus(), []);
  const search = useLiveSearch(text, { limit: HEADER_SEARCH_LIMIT, view: 'compact' });
  const trimmed = text.trim();
  const settled = useDebouncedValue(trimmed, SEARCH_DEBOUNCE_MS);
  const journals = useSearchJournals(settled);
  // The journals of the current text, or the previous text's while the next is asked (no jump).
  const journalList = isSearchable(trimmed) ? (journals.data ?? []).slice(0, JOURNAL_MATCH_LIMIT) : [];
  const allResultsHref = paths.search.getHref(text.trim());
  const showResults = search.status === 'done' || (search.status === 'searching' && search.results.length > 0);

  return (
    <div ref={ref} id={id} className={className} onKeyDown={handleArrowKeys}>
      <form
        role="search"
        aria-label="Articles"
        className="border-b border-slate-200 p-3"
        onSubmit={(event) => {
          event.preventDefault();
          if (!isSearchable(text)) return;
          onDone();
          void navigate(allResultsHref);
        }}
      >
        <label htmlFor={`${id}-input`} className="sr-only">
          Search articles
        </label>
        <div className="relative">
          <span className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-slate-500">
            <SearchIcon />
          </span>
          <input
            {...arrowNav}
            id={`${id}-input`}
            ref={inputRef}
            type="search"
            autoComplete="off"
            enterKeyHint="search"
            maxLength={SEARCH_MAX_CHARS}
            placeholder="Title, author, keyword…"
            value={text}
            onChange={(event) => setText(event.target.value)}
            className="w-full rounded-md border border-slate-300 bg-white py-2 pl-9 pr-3 text-base text-slate-900 placeholder:text-slate-500 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 sm:text-sm"
          />
        </div>
      </form>
      {journalList.length > 0 ? (
        <div className="border-b border-slate-200 p-2">
          <p id={`${id}-journals`} className="px-2 pt-1 text-xs font-semibold uppercase tracking-wide text-slate-600">
            Journals
          </p>
          <ul aria-labelledby={`${id}-journals`}>
            {journalList.map((journal) => (
              <li key={journal.id}>
                <Link
                  {...arrowNav}
                  to={paths.journal.getHref(journal.abbreviation)}
                  onClick={onDone}
                  className="block rounded-md px-2 py-2 hover:bg-brand-50 focus-visible:bg-brand-50"
                >
                  <span className="block font-serif font-semibold leading-snug text-brand-900">{journal.title}</span>
                  <span className="block text-xs text-slate-600">
                    {journal.articleCount === 1 ? '1 article' : `${journal.articleCount} articles`}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <p role="status" aria-live="polite" className="px-4 pt-3 text-sm font-medium text-slate-600">
        {statusText(search)}
      </p>
      {showResults && search.results.length > 0 ? (
        <ul
          aria-label="Search results"
          className={`p-2 transition-opacity ${search.status === 'searching' ? 'opacity-60' : ''}`}
        >
          {search.results.slice(0, HEADER_SEARCH_LIMIT).map((result) => (
            <li key={result.id}>
              <Link
                {...arrowNav}
                to={paths.article.getHref(result.id)}
                onClick={onDone}
                className="block rounded-md px-2 py-2.5 hover:bg-brand-50 focus-visible:bg-brand-50"
              >
                <span className="block text-[0.7rem] font-semibold uppercase tracking-wide text-accent-700">
                  {result.articleType}
                </span>
                <span className="mt-0.5 line-clamp-2 font-serif font-semibold leading-snug text-brand-900">
                  {result.title}
                </span>
                {result.authors ? (
                  <span className="mt-1 block truncate text-xs text-slate-600">{result.authors}</span>
                ) : null}
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <div className="pb-3" />
      )}
      {showResults && search.total > 0 ? (
        <div className="border-t border-slate-200 px-4 py-3">
          <Link
            {...arrowNav}
            to={allResultsHref}
            onClick={onDone}
            className="text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
          >
            See all results
          </Link>
        </div>
      ) : null}
    </div>
  );
}

import { useId, useRef, useState } from 'react';
import { isSearchable, SEARCH_DROPDOWN_LIMIT, SEARCH_MAX_CHARS } from '../api/search-articles';
import { useDismiss } from '../../../../lib/use-dismiss';
import { useLiveSearch } from '../hooks/use-live-search';
import { ARROW_NAV_ATTRIBUTE, handleArrowKeys } from '../lib/arrow-keys';
import { SearchDropdown } from './search-dropdown';
import { SearchIcon } from './search-icon';
import { paths } from '../../../../../shared/routes';

/**
 * The search page's box (seed 000 §2 Search). Typing 2 or more characters opens a
 * dropdown of the best matches ('Searching...', 'Found N result(s)', 'No results found for
 * "{query}"'); choosing one closes it and clears the text. Enter or the Search button calls
 * `onSearch` with the trimmed text (the full results list). The dropdown closes on Escape
 * (focus stays in the box) and on a click outside. The text follows `query` (the URL's
 * `?q=`) whenever that changes.
 * @param query the search of the full results list, shown in the box on arrival
 * @param onSearch runs the full search for a text of at least 2 characters
 */
export function SearchBox({ query, onSearch }: { query: string; onSearch: (text: string) => void }) {
  const id = useId();
  const wrapperRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState(query);
  const [open, setOpen] = useState(false);
  // Follow the URL: a new ?q= (header search, back button) replaces the text.
  const [shownQuery, setShownQuery] = useState(query);
  if (query !== shownQuery) {
    setShownQuery(query);
    setText(query);
    setOpen(false);
  }

  const shown = open && isSearchable(text);
  const search = useLiveSearch(open ? text : '', { limit: SEARCH_DROPDOWN_LIMIT, view: 'compact' });

  useDismiss(open, [wrapperRef], (reason) => {
    setOpen(false);
    if (reason === 'escape') inputRef.current?.focus();
  });

  return (
    <div ref={wrapperRef} onKeyDown={handleArrowKeys}>
      <div className="relative">
        <form
          role="search"
          aria-label="Search articles"
          // Without JavaScript the form is sent as it is: GET /search?q=… (decision 0018).
          action={paths.search.getHref()}
          method="get"
          className="flex gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            if (!isSearchable(text)) return;
            setOpen(false);
            onSearch(text.trim());
          }}
        >
          <label htmlFor={`${id}-input`} className="sr-only">
            Search articles
          </label>
          <div className="relative min-w-0 flex-1">
            <span className="pointer-events-none absolute inset-y-0 left-4 flex items-center text-slate-500">
              <SearchIcon className="h-5 w-5" />
            </span>
            <input
              {...{ [ARROW_NAV_ATTRIBUTE]: '' }}
              ref={inputRef}
              id={`${id}-input`}
              type="search"
              name="q"
              autoComplete="off"
              enterKeyHint="search"
              maxLength={SEARCH_MAX_CHARS}
              placeholder="Search by title, author, journal or keyword"
              aria-describedby={`${id}-hint`}
              aria-controls={shown ? `${id}-dropdown` : undefined}
              value={text}
              onChange={(event) => {
                setText(event.target.value);
                setOpen(true);
              }}
              className="h-12 w-full rounded-md border border-white/20 bg-white pl-12 pr-4 text-base text-slate-900 shadow-sm placeholder:text-slate-500 focus:outline-none focus:ring-4 focus:ring-accent-400/60 sm:h-14 sm:text-lg"
            />
          </div>
          <button
            type="submit"
            className="h-12 shrink-0 rounded-md bg-accent-400 px-4 text-base font-semibold text-brand-950 transition-colors hover:bg-accent-300 sm:h-14 sm:px-6"
          >
            Search
          </button>
        </form>
        <SearchDropdown
          id={`${id}-dropdown`}
          hidden={!shown}
          query={text.trim()}
          search={search}
          onChoose={() => {
            setText('');
            setOpen(false);
          }}
          onSeeAll={() => setOpen(false)}
        />
      </div>
      <p id={`${id}-hint`} className="mt-3 text-sm text-brand-100">
        Type at least 2 characters for suggestions; press Enter for all results.
      </p>
    </div>
  );
}

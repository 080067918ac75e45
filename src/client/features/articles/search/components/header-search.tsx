import { useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { paths } from '../../../../../shared/routes';
import { useDismiss } from '../../../../lib/use-dismiss';
import { HeaderSearchPanel } from './header-search-panel';
import { SearchIcon } from './search-icon';

/** Where the panel goes: `popover` floats below the header; `inline` flows in place (e.g. in a menu). */
export type HeaderSearchPlacement = 'popover' | 'inline';

const PANEL_PLACEMENT: Record<HeaderSearchPlacement, string> = {
  // Below lg the panel spans the header (the nearest positioned ancestor); from lg it hangs
  // from the button's right edge.
  popover:
    'absolute inset-x-0 top-full z-50 max-h-[calc(100dvh-5rem)] overflow-y-auto border-y border-slate-200 bg-white shadow-xl lg:inset-x-auto lg:right-0 lg:mt-3 lg:w-[28rem] lg:rounded-lg lg:border',
  inline: 'mt-2 rounded-lg border border-slate-200 bg-white',
};

/**
 * The header's article search (seed 000 §2 Header, §4, §9): a Search button opening
 * a dropdown with a search box. The text is cleared on every opening; from 2 characters the
 * server is asked (debounced, compact view) for the 5 best matches, with the total
 * ('Found N articles'). A result leads to /articles/{id}; Enter or 'See all results' leads
 * to the full list on /search?q=. The dropdown closes on an outside click, on Escape (focus
 * back to the button), on choosing a result and on any navigation. Without JavaScript (or
 * before hydration) the button submits a GET form to /search (decision 0078).
 * @param placement `popover` (default) or `inline`, see {@link HeaderSearchPlacement}
 */
export function HeaderSearch({ placement = 'popover' }: { placement?: HeaderSearchPlacement }) {
  const location = useLocation();
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  // Open only at the location where it was opened: any navigation closes it.
  const [openedAt, setOpenedAt] = useState<string | null>(null);
  const open = openedAt === location.key;
  const close = () => setOpenedAt(null);

  useDismiss(open, [panelRef, buttonRef], (reason) => {
    close();
    if (reason === 'escape') buttonRef.current?.focus();
  });

  return (
    <div className={placement === 'popover' ? 'lg:relative' : ''}>
      {/* Before the app runs (no JavaScript yet, or none at all), the button submits this form:
          the reader lands on the search page instead of a button that does nothing (decision
          0078). Once hydrated, the click opens the dropdown and the form is never submitted. */}
      <form action={paths.search.getHref()} method="get" className="contents">
        <button
          ref={buttonRef}
          type="submit"
          aria-expanded={open}
          aria-controls={open ? panelId : undefined}
          onClick={(event) => {
            event.preventDefault();
            setOpenedAt(open ? null : location.key);
          }}
          className={`inline-flex items-center gap-2 rounded-md border px-3 py-2 text-sm font-medium transition-colors ${
            open ? 'border-brand-900 bg-brand-900 text-white' : 'border-slate-300 text-brand-900 hover:bg-slate-50'
          }`}
        >
          <SearchIcon />
          Search
        </button>
      </form>
      {open ? (
        // Mounted only while open, so its text starts empty on every opening (seed 000 §4).
        <HeaderSearchPanel ref={panelRef} id={panelId} className={PANEL_PLACEMENT[placement]} onDone={close} />
      ) : null}
    </div>
  );
}

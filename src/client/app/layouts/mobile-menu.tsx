import { useId, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { LazyMenuDialog } from '../../components/ui/lazy-menu-dialog';
import { GUIDELINES_HREF, GUIDELINES_MENU, MAIN_NAV } from './nav-items';

function linkClass({ isActive }: { isActive: boolean }): string {
  const base = 'block rounded-md px-3 py-2.5 text-base font-medium transition-colors';
  return isActive
    ? `${base} bg-brand-50 text-brand-900 shadow-[inset_3px_0_0_var(--color-accent-400)]`
    : `${base} text-slate-700 hover:bg-slate-50 hover:text-brand-900`;
}

function subLinkClass({ isActive }: { isActive: boolean }): string {
  const base = 'block rounded-md px-3 py-1.5 text-sm transition-colors';
  return isActive ? `${base} bg-brand-50 font-semibold text-brand-900` : `${base} text-slate-700 hover:bg-slate-50`;
}

/** `&`, `<`, `>` and `"` as entities, for the static markup below. */
const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/** The class that names the menu button, hidden when there is no JavaScript to open its dialog. */
const TRIGGER_CLASS = 'js-menu-trigger';

/**
 * The menu without JavaScript (decision 0083, amendment "The Menu without JavaScript"): a
 * `<details>` whose summary reads "Menu" and opens the same entries as plain links, in a
 * `<noscript>`, which a browser running scripts ignores; the dialog's button, which could do
 * nothing, is hidden by a rule of styles.css that holds only when the `<noscript>`'s content is
 * parsed as elements, that is when scripts do not run (no inline style: the
 * Content-Security-Policy refuses it). Written as markup (static paths and labels, escaped) so that
 * the server render and the hydration hold the same string.
 */
const NO_SCRIPT_MENU =
  '<details class="no-js-menu">' +
  '<summary class="inline-flex cursor-pointer items-center gap-2 rounded-md border border-slate-300 px-3 py-2 text-sm font-medium text-brand-900 hover:bg-slate-50">Menu</summary>' +
  '<nav aria-label="Main" class="absolute inset-x-0 top-full z-50 border-t border-slate-200 bg-white px-4 py-3 shadow-xl">' +
  '<ul class="space-y-0.5">' +
  MAIN_NAV.map(
    (item) =>
      `<li><a href="${escapeHtml(item.to)}" class="block rounded-md px-3 py-2.5 text-base font-medium text-slate-700 hover:bg-slate-50 hover:text-brand-900">${escapeHtml(item.label)}</a></li>`,
  ).join('') +
  '</ul></nav></details>';

/** The guideline pages under the mobile menu's Guidelines link, shown on demand. */
function GuidelinePages({ id, hidden }: { id: string; hidden: boolean }) {
  return (
    <div id={id} hidden={hidden} className="mb-2 ml-3 space-y-3 border-l-2 border-brand-100 py-1 pl-3">
      {GUIDELINES_MENU.map((column) => (
        <div key={column.id}>
          <p id={`${id}-${column.id}`} className="px-3 text-xs font-semibold uppercase tracking-wider text-slate-600">
            {column.title}
          </p>
          <ul aria-labelledby={`${id}-${column.id}`} className="mt-1">
            {column.links.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} className={subLinkClass}>
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}

/**
 * The collapsible menu below `lg` (seed 000 §2 Header): a Menu button, and when open a
 * panel listing every menu entry (/guidelines and /search included, the guideline pages on
 * demand) over a dimmed overlay. The panel is a modal dialog (Radix, loaded when first wanted: {@link LazyMenuDialog}):
 * keyboard focus stays inside it, Escape closes it and focus returns to the button. It also
 * closes on any navigation and on an overlay click (any press outside); the page behind
 * does not scroll while it is open. Positioned against the nearest positioned ancestor (the
 * header). Without JavaScript, a `<details>` menu of the same links takes the button's place
 * ({@link NO_SCRIPT_MENU}).
 */
export function MobileMenu() {
  const location = useLocation();
  const pagesId = useId();
  // Open only for the location it was opened at: every navigation closes it.
  const [openedAt, setOpenedAt] = useState<string | null>(null);
  const [showPages, setShowPages] = useState(false);
  const open = openedAt === location.key;

  return (
    <div className="no-js-menu-host lg:hidden">
      <noscript dangerouslySetInnerHTML={{ __html: NO_SCRIPT_MENU }} />
      <LazyMenuDialog
        open={open}
        onOpenChange={(next) => {
          if (next) setShowPages(false);
          setOpenedAt(next ? location.key : null);
        }}
        title="Menu"
        triggerClassName={`${TRIGGER_CLASS} inline-flex items-center gap-2 rounded-md border border-slate-300 px-3 py-2 text-sm font-medium text-brand-900 hover:bg-slate-50`}
        trigger={
          <>
            <svg
              aria-hidden="true"
              viewBox="0 0 20 20"
              className="h-5 w-5"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.8"
            >
              {open ? <path d="M5 5l10 10M15 5L5 15" /> : <path d="M3 6h14M3 10h14M3 14h14" />}
            </svg>
            {/* Very narrow screens keep only the icon; the name stays "Menu". */}
            <span className="max-[379px]:sr-only">Menu</span>
          </>
        }
        overlayTestId="mobile-menu-overlay"
        overlayClassName="absolute inset-x-0 top-full h-dvh bg-slate-950/50"
        className="absolute inset-x-0 top-full max-h-[calc(100dvh-4.5rem)] overflow-y-auto border-t border-slate-200 bg-white shadow-xl"
      >
        <nav aria-label="Main" className="px-4 py-3">
          <ul className="space-y-0.5">
            {MAIN_NAV.map((item) =>
              item.to === GUIDELINES_HREF ? (
                <li key={item.to}>
                  <div className="flex items-center gap-1">
                    <NavLink to={item.to} className={(state) => `${linkClass(state)} flex-1`}>
                      {item.label}
                    </NavLink>
                    <button
                      type="button"
                      aria-expanded={showPages}
                      aria-controls={pagesId}
                      aria-label="Guideline pages"
                      className="rounded-md p-2.5 text-brand-900 hover:bg-slate-50"
                      onClick={() => setShowPages((shown) => !shown)}
                    >
                      <svg
                        aria-hidden="true"
                        viewBox="0 0 20 20"
                        className={`h-5 w-5 transition-transform ${showPages ? 'rotate-180' : ''}`}
                        fill="none"
                        stroke="currentColor"
                        strokeWidth="1.8"
                      >
                        <path d="M5 8l5 5 5-5" />
                      </svg>
                    </button>
                  </div>
                  <GuidelinePages id={pagesId} hidden={!showPages} />
                </li>
              ) : (
                <li key={item.to}>
                  <NavLink to={item.to} end={item.end} className={linkClass}>
                    {item.label}
                  </NavLink>
                </li>
              ),
            )}
          </ul>
        </nav>
      </LazyMenuDialog>
    </div>
  );
}

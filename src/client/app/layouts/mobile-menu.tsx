import { useEffect, useId, useRef, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { GUIDELINES_HREF, GUIDELINES_MENU, MAIN_NAV } from './nav-items';
import { useDismiss } from '../../lib/use-dismiss';

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
 * demand) over a dimmed overlay. It closes on any navigation, on an overlay click (any
 * click outside), and on Escape (focus returns to the button); the page behind does not
 * scroll while it is open. Positioned against the nearest positioned ancestor (the header).
 */
export function MobileMenu() {
  const location = useLocation();
  const menuId = useId();
  const pagesId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  // Open only for the location it was opened at: every navigation closes it.
  const [openedAt, setOpenedAt] = useState<string | null>(null);
  const [showPages, setShowPages] = useState(false);
  const open = openedAt === location.key;

  useDismiss(open, [panelRef, buttonRef], (reason) => {
    setOpenedAt(null);
    if (reason === 'escape') buttonRef.current?.focus();
  });

  useEffect(() => {
    if (!open) return undefined;
    const root = document.documentElement;
    root.classList.add('max-lg:overflow-hidden');
    return () => root.classList.remove('max-lg:overflow-hidden');
  }, [open]);

  return (
    <div className="lg:hidden">
      <button
        ref={buttonRef}
        type="button"
        className="inline-flex items-center gap-2 rounded-md border border-slate-300 px-3 py-2 text-sm font-medium text-brand-900 hover:bg-slate-50"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => {
          setShowPages(false);
          setOpenedAt(open ? null : location.key);
        }}
      >
        <svg aria-hidden="true" viewBox="0 0 20 20" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="1.8">
          {open ? <path d="M5 5l10 10M15 5L5 15" /> : <path d="M3 6h14M3 10h14M3 14h14" />}
        </svg>
        {/* Very narrow screens keep only the icon; the name stays "Menu". */}
        <span className="max-[379px]:sr-only">Menu</span>
      </button>
      {open ? (
        <div
          data-testid="mobile-menu-overlay"
          aria-hidden="true"
          className="absolute inset-x-0 top-full h-dvh bg-slate-950/50"
        />
      ) : null}
      <div
        ref={panelRef}
        id={menuId}
        hidden={!open}
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
      </div>
    </div>
  );
}

import { useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { Container } from '../../components/ui/container';
import { BrandLink } from './brand-link';
import { MAIN_NAV } from './nav-items';

const MENU_ID = 'main-menu';

function navLinkClass({ isActive }: { isActive: boolean }): string {
  const base =
    'block whitespace-nowrap rounded-md px-3 py-2 text-[0.95rem] font-medium transition-colors lg:rounded-none lg:border-b-2 lg:px-1 lg:py-5 lg:text-sm';
  return isActive
    ? `${base} bg-brand-50 text-brand-900 lg:border-accent-400 lg:bg-transparent`
    : `${base} text-slate-700 hover:bg-slate-50 hover:text-brand-900 lg:border-transparent lg:hover:border-brand-200 lg:hover:bg-transparent`;
}

/**
 * Sticky public header (seed 000 §2 Header): brand and main menu; below `lg` the menu
 * collapses behind a toggle button and closes on navigation or Escape. Active links are matched by
 * path prefix, Home only on `/` (NavLink `end`), and carry `aria-current="page"`.
 */
export function PublicHeader() {
  const { pathname } = useLocation();
  // The menu is open only on the path where it was opened, so any navigation closes it.
  const [openedOn, setOpenedOn] = useState<string | null>(null);
  const open = openedOn === pathname;

  return (
    <header
      className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 shadow-sm backdrop-blur"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) setOpenedOn(null);
      }}
    >
      <Container className="relative flex items-center justify-between gap-6 py-3 lg:py-0">
        <BrandLink subtitle="Open Access Publishing" subtitleClassName="lg:hidden xl:block" />
        <button
          type="button"
          className="inline-flex items-center gap-2 rounded-md border border-slate-300 px-3 py-2 text-sm font-medium text-brand-900 hover:bg-slate-50 lg:hidden"
          aria-expanded={open}
          aria-controls={MENU_ID}
          onClick={() => setOpenedOn(open ? null : pathname)}
        >
          <svg aria-hidden="true" viewBox="0 0 20 20" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="1.8">
            {open ? <path d="M5 5l10 10M15 5L5 15" /> : <path d="M3 6h14M3 10h14M3 14h14" />}
          </svg>
          Menu
        </button>
        <nav aria-label="Main" className="lg:block">
          <ul
            id={MENU_ID}
            className={`${open ? 'flex' : 'hidden'} absolute inset-x-0 top-full flex-col gap-1 border-b border-slate-200 bg-white px-4 py-3 shadow-lg lg:static lg:flex lg:flex-row lg:items-center lg:gap-4 lg:border-0 lg:p-0 lg:shadow-none xl:gap-6`}
          >
            {MAIN_NAV.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end={item.end} className={navLinkClass}>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </Container>
    </header>
  );
}

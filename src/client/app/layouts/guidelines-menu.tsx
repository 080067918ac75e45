import { useId } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { Container } from '../../components/ui/container';
import { NavigationMenuPanel } from '../../components/ui/navigation-menu';
import { GUIDELINES_HREF, GUIDELINES_MENU } from './nav-items';

/** True on /guidelines and below it (path prefix by segment, seed 000 §2 Header). */
export function isGuidelinesPath(pathname: string): boolean {
  return pathname === GUIDELINES_HREF || pathname.startsWith(`${GUIDELINES_HREF}/`);
}

function columnLinkClass({ isActive }: { isActive: boolean }): string {
  const base = 'block rounded px-2 py-1.5 -mx-2 text-sm leading-snug transition-colors';
  return isActive
    ? `${base} bg-brand-50 font-semibold text-brand-900`
    : `${base} text-slate-700 hover:bg-brand-50 hover:text-brand-900`;
}

/**
 * The desktop "Guidelines" mega-menu (seed 000 §2 Header), a panel of the header's navigation
 * menu (components/ui/navigation-menu.tsx): a button opening a full-width panel with five
 * columns of guideline links and a link to the index. It opens on click, closes on Escape
 * (focus returns to the button), on a click outside, when focus leaves it and on any
 * navigation. The button shows the active state on /guidelines paths. The panel is
 * positioned against the nearest positioned ancestor (the sticky header).
 */
export function GuidelinesMenu({ triggerClassName }: { triggerClassName: (isActive: boolean) => string }) {
  const location = useLocation();
  const panelId = useId();
  const active = isGuidelinesPath(location.pathname);

  return (
    <NavigationMenuPanel
      value="guidelines"
      href={GUIDELINES_HREF}
      trigger={
        <>
          Guidelines
          <svg
            aria-hidden="true"
            viewBox="0 0 20 20"
            className="h-4 w-4 transition-transform group-data-[state=open]:rotate-180"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
          >
            <path d="M5 8l5 5 5-5" />
          </svg>
        </>
      }
      triggerProps={{
        className: `${triggerClassName(active)} inline-flex items-center gap-1`,
        'data-active': active || undefined,
      }}
      panelClassName="absolute inset-x-0 top-full border-t border-slate-200 bg-white shadow-xl"
    >
      <Container className="py-8">
        <div className="grid grid-cols-5 gap-8">
          {GUIDELINES_MENU.map((column) => (
            <div key={column.id}>
              <p id={`${panelId}-${column.id}`} className="font-serif text-base font-semibold text-brand-900">
                {column.title}
              </p>
              <p className="mt-1 text-xs leading-relaxed text-slate-600">{column.summary}</p>
              <ul
                aria-labelledby={`${panelId}-${column.id}`}
                className="mt-3 space-y-0.5 border-t border-slate-200 pt-3"
              >
                {column.links.map((link) => (
                  <li key={link.to}>
                    <NavLink to={link.to} className={columnLinkClass}>
                      {link.label}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
        <div className="mt-8 flex items-center justify-between border-t border-slate-200 pt-5 text-sm">
          <p className="text-slate-600">Policies and procedures for everyone involved in publishing with us.</p>
          <Link to={GUIDELINES_HREF} className="font-semibold text-brand-700 hover:text-brand-900 hover:underline">
            View all guidelines <span aria-hidden="true">→</span>
          </Link>
        </div>
      </Container>
    </NavigationMenuPanel>
  );
}

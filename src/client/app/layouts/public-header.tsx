import { NavLink } from 'react-router';
import { Container } from '../../components/ui/container';
import { HydrateLater } from '../../lib/hydrate-later';
import { NavigationMenu } from '../../components/ui/navigation-menu';
import { HeaderSearch } from '../../features/articles/search/components/header-search';
import { BrandLink } from './brand-link';
import { GuidelinesMenu } from './guidelines-menu';
import { MobileMenu } from './mobile-menu';
import { GUIDELINES_HREF, MAIN_NAV, SEARCH_HREF } from './nav-items';

/** Classes of a desktop menu entry (link or the Guidelines button), active or not. */
function desktopItemClass(isActive: boolean): string {
  const base = 'block whitespace-nowrap border-b-2 px-1 py-5 text-sm font-medium transition-colors';
  return isActive
    ? `${base} border-accent-400 text-brand-900`
    : `${base} border-transparent text-slate-700 hover:border-brand-200 hover:text-brand-900`;
}

/**
 * Sticky public header (seed 000 §2 Header). From `lg` up: brand, the main menu with the
 * Guidelines mega-menu, and the header search; below `lg`: brand, the header search and the
 * collapsible mobile menu. Active entries are matched by path prefix, Home only on `/`
 * (NavLink `end`), and carry `aria-current="page"`. The header is the positioned ancestor
 * the mega-menu and the mobile menu place their panels against (so it has no `relative`
 * container inside, and no backdrop filter, which would trap the panels).
 *
 * The main menu and the tools (search, mobile menu) are hydrated in turns of their own
 * (lib/hydrate-later, decision 0034), before the page's content.
 */
export function PublicHeader() {
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white shadow-sm">
      <Container className="flex min-h-[4.5rem] items-center gap-4 lg:min-h-0">
        <BrandLink subtitle="Open Access Publishing" subtitleClassName="max-sm:hidden lg:hidden xl:block" />
        <HydrateLater part="header-menu">
          <NavigationMenu
            label="Main"
            className="ml-auto hidden lg:block"
            listClassName="flex items-center gap-4 xl:gap-6"
          >
            {MAIN_NAV.map((item) => {
              if (item.to === SEARCH_HREF) return null;
              if (item.to === GUIDELINES_HREF)
                return <GuidelinesMenu key={item.to} triggerClassName={desktopItemClass} />;
              return (
                <li key={item.to}>
                  <NavLink to={item.to} end={item.end} className={({ isActive }) => desktopItemClass(isActive)}>
                    {item.label}
                  </NavLink>
                </li>
              );
            })}
          </NavigationMenu>
        </HydrateLater>
        <HydrateLater part="header-tools">
          <div className="ml-auto flex items-center gap-2 lg:ml-0">
            <HeaderSearch />
            <MobileMenu />
          </div>
        </HydrateLater>
      </Container>
    </header>
  );
}

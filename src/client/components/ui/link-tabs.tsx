import { useEffect, useRef, type ReactNode } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { LIST_STYLES, tabStyle, type TabItem } from './tabs';

/**
 * Scrolls `row` sideways, the least that shows all of `tab` ("inline: nearest"), and nothing
 * else: unlike `scrollIntoView`, the page itself never moves (decision 0083: the active
 * journal tab was out of view at 390 px). A row that does not overflow is left alone.
 */
export function revealInRow(row: HTMLElement, tab: HTMLElement): void {
  if (row.scrollWidth <= row.clientWidth) return;
  const rowBox = row.getBoundingClientRect();
  const tabBox = tab.getBoundingClientRect();
  if (tabBox.left < rowBox.left) row.scrollLeft -= rowBox.left - tabBox.left;
  else if (tabBox.right > rowBox.right)
    row.scrollLeft += Math.min(tabBox.right - rowBox.right, tabBox.left - rowBox.left);
}

/**
 * Sections of a public page shown one at a time, each at its own URL (decision 0018 "Addressable
 * state"): the section is named by a query parameter (`?tab=archive`; the first section has
 * none), so each one can be linked, rendered by the server, indexed and read without
 * JavaScript. They look like tabs, but are links in a `nav` with `aria-current="page"` on the
 * open one (the pattern for sections that are pages), followed by the open section, which
 * names itself (its own heading or labelled region).
 *
 * An unknown or missing value opens the first section. When the row of tabs scrolls sideways
 * (a phone), the open tab is scrolled into the row's view on load and on every change, without
 * moving the page ({@link revealInRow}).
 * @param label accessible name of the navigation and prefix of the section's name
 * @param param the query parameter naming the section (default `tab`)
 * @param variant the look of the list ('underline', default, or 'pills')
 */
export function LinkTabs({
  label,
  items,
  param = 'tab',
  variant = 'underline',
}: {
  label: string;
  items: readonly TabItem[];
  param?: string;
  variant?: keyof typeof LIST_STYLES;
}) {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const open = items.find((item) => item.id === params.get(param)) ?? items[0];
  const rowRef = useRef<HTMLUListElement>(null);
  const openId = open?.id;
  useEffect(() => {
    const row = rowRef.current;
    const tab = row?.querySelector<HTMLElement>('[aria-current="page"]');
    if (row && tab) revealInRow(row, tab);
  }, [openId]);
  if (!open) return null;

  const hrefOf = (id: string) => {
    const next = new URLSearchParams(params);
    if (id === items[0].id) next.delete(param);
    else next.set(param, id);
    const search = next.toString();
    return { pathname, search: search ? `?${search}` : '' };
  };

  const list: ReactNode = (
    <ul ref={rowRef} className={LIST_STYLES[variant]}>
      {items.map((item) => (
        <li key={item.id} className={variant === 'pills' ? 'flex grow sm:grow-0' : 'flex shrink-0'}>
          <Link
            to={hrefOf(item.id)}
            preventScrollReset
            aria-current={item.id === open.id ? 'page' : undefined}
            className={tabStyle(variant, item.id === open.id)}
          >
            {item.label}
          </Link>
        </li>
      ))}
    </ul>
  );

  return (
    <>
      <nav aria-label={label} className={variant === 'underline' ? 'border-b border-slate-200' : undefined}>
        {list}
      </nav>
      <div className="pt-8">{open.content}</div>
    </>
  );
}

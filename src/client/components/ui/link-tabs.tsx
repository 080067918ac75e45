import type { ReactNode } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { LIST_STYLES, tabStyle, type TabItem } from './tabs';

/**
 * Sections of a public page shown one at a time, each at its own URL (decision 0018 "Addressable
 * state"): the section is named by a query parameter (`?tab=archive`; the first section has
 * none), so each one can be linked, rendered by the server, indexed and read without
 * JavaScript. They look like tabs, but are links in a `nav` with `aria-current="page"` on the
 * open one (the pattern for sections that are pages), followed by the open section, which
 * names itself (its own heading or labelled region).
 *
 * An unknown or missing value opens the first section.
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
  if (!open) return null;

  const hrefOf = (id: string) => {
    const next = new URLSearchParams(params);
    if (id === items[0].id) next.delete(param);
    else next.set(param, id);
    const search = next.toString();
    return { pathname, search: search ? `?${search}` : '' };
  };

  const list: ReactNode = (
    <ul className={LIST_STYLES[variant]}>
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

import { Link, type To } from 'react-router';
import { pageWindow } from '../lib/page-window';

const ITEM = 'inline-flex h-10 min-w-10 items-center justify-center gap-1.5 rounded-md px-3 text-sm font-semibold';
const LINK = `${ITEM} border border-slate-300 bg-white text-brand-900 hover:border-brand-900 hover:bg-brand-50`;
const DISABLED = `${ITEM} border border-slate-200 bg-slate-50 text-slate-500`;

/**
 * Numbered pagination with Previous and Next (links, so every page has a shareable URL).
 * The current page is marked `aria-current="page"`; Previous/Next are left out of the tab
 * order at the ends (shown, greyed, hidden from assistive technology). Small screens show Previous, "Page n of N" and Next only.
 *
 * @param page current page, 1-based
 * @param totalPages number of pages; nothing is rendered for a single page
 * @param hrefFor the link target of a page
 * @param label accessible name of the navigation landmark
 */
export function Pagination({
  page,
  totalPages,
  hrefFor,
  label = 'Pagination',
}: {
  page: number;
  totalPages: number;
  hrefFor: (page: number) => To;
  label?: string;
}) {
  if (totalPages <= 1) return null;
  const items = pageWindow(page, totalPages);
  return (
    <nav aria-label={label} className="flex items-center justify-between gap-2 sm:justify-center">
      {page > 1 ? (
        <Link to={hrefFor(page - 1)} className={LINK} rel="prev">
          <span aria-hidden="true">←</span> Previous
        </Link>
      ) : (
        <span aria-hidden="true" className={DISABLED}>
          <span aria-hidden="true">←</span> Previous
        </span>
      )}
      <p className="text-sm text-slate-700 sm:hidden">
        Page {page} of {totalPages}
      </p>
      <ul className="hidden items-center gap-1.5 sm:flex">
        {items.map((item) =>
          item.kind === 'gap' ? (
            <li key={item.key} aria-hidden="true" className="px-1 text-slate-500">
              …
            </li>
          ) : (
            <li key={item.page}>
              {item.page === page ? (
                <span aria-current="page" className={`${ITEM} border border-brand-900 bg-brand-900 text-white`}>
                  <span className="sr-only">Page </span>
                  {item.page}
                </span>
              ) : (
                <Link to={hrefFor(item.page)} className={LINK}>
                  <span className="sr-only">Page </span>
                  {item.page}
                </Link>
              )}
            </li>
          ),
        )}
      </ul>
      {page < totalPages ? (
        <Link to={hrefFor(page + 1)} className={LINK} rel="next">
          Next <span aria-hidden="true">→</span>
        </Link>
      ) : (
        <span aria-hidden="true" className={DISABLED}>
          Next <span aria-hidden="true">→</span>
        </span>
      )}
    </nav>
  );
}

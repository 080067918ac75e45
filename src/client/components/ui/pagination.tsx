import { Link, type To } from 'react-router';
import { pageWindow } from '../../lib/page-window';

const ITEM = 'inline-flex h-10 min-w-10 items-center justify-center gap-1.5 rounded-md px-3 text-sm font-semibold';
const LINK = `${ITEM} border border-slate-300 bg-white text-brand-900 hover:border-brand-900 hover:bg-brand-50`;
const DISABLED = `${ITEM} border border-slate-200 bg-slate-50 text-slate-500`;

/**
 * Numbered pagination of the public site (the article list, the search results): Previous,
 * the pages around the current one (first and last always shown, gaps as an ellipsis) and
 * Next, all links, so every page has a shareable URL. Each page link is named 'Page n'; the
 * current one carries `aria-current="page"`. At the ends Previous/Next are shown greyed and
 * left out of the tab order and the accessibility tree. With `compact`, small screens show
 * Previous, 'Page n of N' and Next only. Renders nothing for a single page.
 *
 * @param page current page, 1-based
 * @param totalPages number of pages
 * @param hrefFor the link target of a page
 * @param label accessible name of the navigation landmark
 * @param className classes of the landmark (spacing)
 */
export function Pagination({
  page,
  totalPages,
  hrefFor,
  label = 'Pagination',
  compact = false,
  className = '',
}: {
  page: number;
  totalPages: number;
  hrefFor: (page: number) => To;
  label?: string;
  compact?: boolean;
  className?: string;
}) {
  if (totalPages <= 1) return null;
  const items = pageWindow(page, totalPages);
  return (
    <nav
      aria-label={label}
      className={`flex items-center gap-2 ${compact ? 'justify-between sm:justify-center' : 'flex-wrap justify-center'} ${className}`}
    >
      {page > 1 ? (
        <Link to={hrefFor(page - 1)} className={LINK} rel="prev">
          <span aria-hidden="true">←</span> Previous
        </Link>
      ) : (
        <span aria-hidden="true" className={DISABLED}>
          <span aria-hidden="true">←</span> Previous
        </span>
      )}
      {compact ? (
        <p className="text-sm text-slate-700 sm:hidden">
          Page {page} of {totalPages}
        </p>
      ) : null}
      <ul className={`items-center gap-1.5 ${compact ? 'hidden sm:flex' : 'flex flex-wrap'}`}>
        {items.map((item) =>
          item.kind === 'gap' ? (
            <li key={item.key} aria-hidden="true" className="px-1 text-slate-500">
              …
            </li>
          ) : (
            <li key={item.page}>
              {item.page === page ? (
                <Link
                  to={hrefFor(item.page)}
                  aria-current="page"
                  className={`${ITEM} border border-brand-900 bg-brand-900 text-white`}
                >
                  <span className="sr-only">Page </span>
                  {item.page}
                </Link>
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

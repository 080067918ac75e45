import { Link } from 'react-router';
import { pageItems } from '../lib/page-items';

const BOX = 'inline-flex h-10 min-w-10 items-center justify-center rounded-md px-3 text-sm font-medium';
const LINK = `${BOX} border border-slate-300 bg-white text-brand-900 hover:bg-brand-50`;

/**
 * Numbered pagination (issue 3): Previous, the pages around the current one (first and last
 * always shown, gaps as an ellipsis) and Next, as links from `hrefFor`. The current page
 * carries `aria-current="page"`; unavailable Previous/Next are shown disabled, not linked.
 * Renders nothing for a single page.
 */
export function Pagination({
  page,
  pageCount,
  hrefFor,
  label,
}: {
  page: number;
  pageCount: number;
  hrefFor: (page: number) => string;
  label: string;
}) {
  if (pageCount <= 1) return null;
  const edge = (target: number, text: string, rel: 'prev' | 'next') =>
    target >= 1 && target <= pageCount ? (
      <Link to={hrefFor(target)} rel={rel} className={LINK}>
        {text}
      </Link>
    ) : (
      <span aria-disabled="true" className={`${BOX} border border-slate-200 text-slate-400`}>
        {text}
      </span>
    );

  return (
    <nav aria-label={label} className="mt-10">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        <li>{edge(page - 1, 'Previous', 'prev')}</li>
        {pageItems(page, pageCount).map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-slate-500">
              …
            </li>
          ) : (
            <li key={item}>
              {item === page ? (
                <Link to={hrefFor(item)} aria-current="page" aria-label={`Page ${item}`} className={`${BOX} bg-brand-900 text-white`}>
                  {item}
                </Link>
              ) : (
                <Link to={hrefFor(item)} aria-label={`Page ${item}`} className={LINK}>
                  {item}
                </Link>
              )}
            </li>
          ),
        )}
        <li>{edge(page + 1, 'Next', 'next')}</li>
      </ul>
    </nav>
  );
}

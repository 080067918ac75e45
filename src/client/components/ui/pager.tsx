import { Button } from './button';

/**
 * The pager of a list: 'Showing 1–20 of 41' (announced politely) with Previous and Next,
 * in a navigation landmark named '{label} pages'. Pages count from 0.
 * @param shown how many items the current page holds
 * @param busy the next page is loading (both buttons disabled)
 * @param emptyText what a page without items says; default 'Nothing on page {n}'
 * @param totalCapped `total` is a floor (X-Total-Count-Capped, decision 0004): shown as '1,000+'
 */
export function Pager({
  label,
  page,
  pageSize,
  shown,
  total,
  busy,
  onPage,
  emptyText = (n) => `Nothing on page ${n}`,
  totalCapped = false,
}: {
  label: string;
  page: number;
  pageSize: number;
  shown: number;
  total: number;
  busy: boolean;
  onPage: (page: number) => void;
  emptyText?: (pageNumber: number) => string;
  totalCapped?: boolean;
}) {
  // A capped total is a floor: there is a next page while this one is full.
  const pages = Math.max(1, Math.ceil(total / pageSize), totalCapped && shown === pageSize ? page + 2 : 1);
  const first = page * pageSize + 1;
  const last = page * pageSize + shown;
  return (
    <nav
      aria-label={`${label} pages`}
      className="flex flex-wrap items-center justify-between gap-2 text-sm text-slate-700"
    >
      <p aria-live="polite">
        {shown > 0
          ? `Showing ${first}–${last} of ${totalCapped ? `${total.toLocaleString('en')}+` : total}`
          : emptyText(page + 1)}
      </p>
      <div className="flex gap-2">
        <Button variant="secondary" size="sm" disabled={page === 0 || busy} onClick={() => onPage(page - 1)}>
          Previous
        </Button>
        <Button variant="secondary" size="sm" disabled={page + 1 >= pages || busy} onClick={() => onPage(page + 1)}>
          Next
        </Button>
      </div>
    </nav>
  );
}

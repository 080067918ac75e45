/** One entry of a numbered pagination: a page number, or a gap shown as an ellipsis. */
export type PageItem = number | 'gap';

/**
 * The page numbers to offer around `page` out of `pageCount`: always the first and last
 * page, the current one and one either side, with a gap where pages are skipped (a gap
 * that would hide a single page shows that page instead).
 * @example pageItems(6, 12) → [1, 'gap', 5, 6, 7, 'gap', 12]
 */
export function pageItems(page: number, pageCount: number): PageItem[] {
  if (pageCount <= 1) return pageCount === 1 ? [1] : [];
  const wanted = new Set([1, pageCount, page - 1, page, page + 1]);
  const shown = [...wanted].filter((p) => p >= 1 && p <= pageCount).sort((a, b) => a - b);
  const items: PageItem[] = [];
  let previous = 0;
  for (const p of shown) {
    if (p - previous === 2) items.push(p - 1);
    else if (p - previous > 2) items.push('gap');
    items.push(p);
    previous = p;
  }
  return items;
}

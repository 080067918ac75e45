/** One entry of a pagination bar: a page number, or a gap standing for skipped pages. */
export type PageItem = { kind: 'page'; page: number } | { kind: 'gap'; key: string };

/**
 * The page numbers a pagination bar shows: always the first and last page, the current
 * page with `siblings` neighbours each side, and gaps for the rest. A gap that would hide
 * a single page shows that page instead. E.g. (7 of 20) → 1 … 6 7 8 … 20.
 * @param current the current page, 1-based (clamped into 1..total)
 * @param total the number of pages (0 or 1: a single page)
 */
export function pageWindow(current: number, total: number, siblings = 1): PageItem[] {
  const last = Math.max(1, total);
  const page = Math.min(Math.max(1, current), last);
  const pages = new Set<number>([1, last]);
  for (let p = page - siblings; p <= page + siblings; p += 1) if (p >= 1 && p <= last) pages.add(p);
  const sorted = [...pages].sort((a, b) => a - b);
  const items: PageItem[] = [];
  sorted.forEach((p, i) => {
    const previous = sorted[i - 1];
    if (previous !== undefined && p - previous === 2) items.push({ kind: 'page', page: p - 1 });
    else if (previous !== undefined && p - previous > 2) items.push({ kind: 'gap', key: `gap-${previous}-${p}` });
    items.push({ kind: 'page', page: p });
  });
  return items;
}

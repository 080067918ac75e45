import { describe, expect, it } from 'vitest';
import { pageWindow } from './page-window';

/** The window as the bar shows it: numbers, '…' for a gap. */
const show = (current: number, total: number) =>
  pageWindow(current, total).map((item) => (item.kind === 'gap' ? '…' : item.page));

describe('pageWindow (the search results and the article list)', () => {
  it('lists every page when there are few', () => {
    expect(show(1, 1)).toEqual([1]);
    expect(show(2, 3)).toEqual([1, 2, 3]);
    expect(show(1, 5)).toEqual([1, 2, '…', 5]);
  });

  it('keeps the first, last, current and neighbouring pages, with gaps', () => {
    expect(show(6, 12)).toEqual([1, '…', 5, 6, 7, '…', 12]);
    expect(show(12, 12)).toEqual([1, '…', 11, 12]);
  });

  it('shows a single skipped page instead of a gap', () => {
    expect(show(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });
});

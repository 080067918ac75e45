// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { revealInRow } from './link-tabs';

/** A row 300 px wide scrolled to `scrollLeft`, holding a tab at `left`–`right` (viewport px). */
function rowAndTab(scrollLeft: number, left: number, right: number, scrollWidth = 800) {
  const row = document.createElement('ul');
  const tab = document.createElement('a');
  Object.defineProperty(row, 'scrollWidth', { value: scrollWidth });
  Object.defineProperty(row, 'clientWidth', { value: 300 });
  row.scrollLeft = scrollLeft;
  row.getBoundingClientRect = () => ({ left: 0, right: 300 }) as DOMRect;
  tab.getBoundingClientRect = () => ({ left, right }) as DOMRect;
  return { row, tab };
}

describe('revealInRow (the open tab in view in a row scrolling sideways, decision 0083)', () => {
  it('scrolls the row right by the least that shows a tab past its right edge', () => {
    const { row, tab } = rowAndTab(0, 420, 520);
    revealInRow(row, tab);
    expect(row.scrollLeft).toBe(220);
  });

  it('scrolls the row left to show a tab before its left edge', () => {
    const { row, tab } = rowAndTab(200, -120, -20);
    revealInRow(row, tab);
    expect(row.scrollLeft).toBe(80);
  });

  it('leaves a visible tab, and a row that does not overflow, where they are', () => {
    const visible = rowAndTab(50, 100, 200);
    revealInRow(visible.row, visible.tab);
    expect(visible.row.scrollLeft).toBe(50);
    const fits = rowAndTab(0, 420, 520, 300);
    revealInRow(fits.row, fits.tab);
    expect(fits.row.scrollLeft).toBe(0);
  });
});

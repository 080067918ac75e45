import type { KeyboardEvent } from 'react';

/** Marks the elements that ArrowUp/ArrowDown move between (the search input and the result links). */
export const ARROW_NAV_ATTRIBUTE = 'data-arrow-nav';

/**
 * Keyboard handler for a dropdown container: ArrowDown and ArrowUp move the focus to the
 * next or previous element marked with {@link ARROW_NAV_ATTRIBUTE} (in document order,
 * stopping at either end). Other keys are left alone, so Tab, Enter and Escape keep their
 * usual meaning.
 */
export function handleArrowKeys(event: KeyboardEvent<HTMLElement>): void {
  if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
  const items = [...event.currentTarget.querySelectorAll<HTMLElement>(`[${ARROW_NAV_ATTRIBUTE}]`)];
  if (items.length < 2) return;
  const index = items.indexOf(document.activeElement as HTMLElement);
  const next = event.key === 'ArrowDown' ? Math.min(index + 1, items.length - 1) : Math.max(index - 1, 0);
  if (index === -1 || next === index) return;
  event.preventDefault();
  items[next].focus();
}

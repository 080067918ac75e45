/**
 * Whether a CSS media query matches now, kept up to date as the window changes (resize, rotation,
 * zoom). For layouts that differ in their markup, not only in their styles: the list tables are
 * cards on a phone (decision 0077). False in the server render, in the hydration pass and
 * where the browser has no `matchMedia` (jsdom), so the server's HTML and the first client render
 * agree; React renders again at once when the query matches (useSyncExternalStore).
 */
import { useCallback, useSyncExternalStore } from 'react';

/** The phone widths of decision 0077: up to 640 CSS pixels (Tailwind's `sm` starts at 640). */
export const PHONE_QUERY = '(max-width: 640px)';

function mediaList(query: string): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(query) : null;
}

/**
 * @param query a media query, e.g. {@link PHONE_QUERY}
 * @returns whether it matches; false on the server, in hydration and without `matchMedia`
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = mediaList(query);
      if (!list) return () => {};
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => mediaList(query)?.matches ?? false,
    () => false,
  );
}

import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** The id a fragment names: `#page-limits` → `page-limits`; malformed escapes are kept as typed. */
function fragmentId(hash: string): string {
  const raw = hash.replace(/^#/, '');
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/**
 * Scrolls the element named by the URL fragment (`/policies#withdrawal`) into view when the
 * page opens and whenever the fragment changes. The shell scrolls to the top on every
 * route change (seed 000 §2 Layout); this runs after it, so in-page links still land.
 *
 * @param onTarget called with the fragment's id before scrolling (e.g. to open a FAQ item)
 * @returns nothing; does nothing when there is no fragment or no element with that id
 */
export function useHashTarget(onTarget?: (id: string) => void): void {
  const { hash } = useLocation();
  // The latest callback, read by the effect without re-running it when the callback changes.
  const latest = useRef(onTarget);
  useLayoutEffect(() => {
    latest.current = onTarget;
  });
  useEffect(() => {
    const id = fragmentId(hash);
    if (!id) return undefined;
    latest.current?.(id);
    // After the commit that `onTarget` may cause (an opened panel changes the layout).
    const frame = requestAnimationFrame(() => document.getElementById(id)?.scrollIntoView());
    return () => cancelAnimationFrame(frame);
  }, [hash]);
}

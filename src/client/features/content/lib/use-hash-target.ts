import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { fragmentId } from '../../../lib/fragment';

/**
 * Scrolls the element named by the URL fragment (`/policies#withdrawal`) into view when the
 * page opens and whenever the fragment changes, after `onTarget` has had its say (a FAQ item
 * opened first). The shell (app/layouts/scroll-to-top) scrolls to the top on a route change
 * without a fragment only, so this hook is what makes a fragment land on content that
 * `onTarget` must reveal first.
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

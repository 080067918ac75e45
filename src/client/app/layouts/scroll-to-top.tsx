import { useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { fragmentTarget, landOn } from '../../lib/fragment-landing';

/**
 * Scrolls the window to the top when the route's path changes in the app (seed 000 §2 Layout),
 * or to the element its fragment names (`/articles/12#sec-3`) when there is one, landing on it
 * as measured after layout (lib/fragment-landing, decision 0081).
 *
 * Not on the first render: the browser has placed the page already (the top of a fresh page,
 * the fragment of a deep link such as a section of an article's full text, the place a reload
 * restores) and may have moved it as the reader scrolled or followed an in-page link before
 * the page hydrated; moving it then would lose the reader's place (decision 0078).
 */
export function ScrollToTop() {
  const { pathname, hash } = useLocation();
  // The path of the last render (null before the first): only a new path moves the page; a
  // fragment change within a page is the browser's to scroll.
  const lastPath = useRef<string | null>(null);
  useLayoutEffect(() => {
    const previous = lastPath.current;
    lastPath.current = pathname;
    if (previous === null || previous === pathname) return;
    const target = fragmentTarget(hash);
    // Measured landing: the page's placeholder sizes (content-visibility) move the target (0081).
    if (target) landOn(target);
    else window.scrollTo(0, 0);
  }, [pathname, hash]);
  return null;
}

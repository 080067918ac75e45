import { useEffect, useState, type RefObject } from 'react';

/**
 * True once the element of `ref` has come within `margin` of the viewport (and from then on),
 * by an IntersectionObserver; true at once where there is none (jsdom, old browsers). Used to
 * read a box's data again only when a reader can see it (decision 0099): on a phone the article
 * page's usage box is at the end of a long page, and reading it at load added a task to every
 * load.
 * @param margin CSS margin around the viewport, as IntersectionObserver's `rootMargin`
 */
export function useNearView(ref: RefObject<Element | null>, margin = '200px'): boolean {
  // Not near on the server; near from the first render in a browser without the observer.
  const [near, setNear] = useState(() => typeof window !== 'undefined' && typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, margin, near]);
  return near;
}

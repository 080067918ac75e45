import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router';

/** Scrolls the window to the top on every route change (seed 000 §2 Layout). */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}

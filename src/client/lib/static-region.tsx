/**
 * Parts of a server-rendered public page that the browser adopts instead of hydrating
 * (docs/decisions/0034-hydrating-less.md).
 *
 * Hydration re-runs every component of the page on the phone's main thread to attach event
 * handlers. Most of a reading page has none: cards, lists of articles, the full text, the
 * footer. A {@link StaticRegion} renders its children on the server as usual; when React
 * hydrates it in the browser it renders an element of the same tag with the server's children
 * left in place (an element with `dangerouslySetInnerHTML`, whose content React neither
 * hydrates nor compares in the production build), so its subtree costs nothing to hydrate and
 * its components never run. As soon as its `id` changes (the
 * reader filters the list, or follows a link to another page that reuses the component) it
 * renders its children like any other component.
 *
 * Rules for what goes inside: markup and links only. No event handlers, no state that the
 * reader changes, and no `useId` (ids count up in render order: a skipped subtree would shift
 * the ids of what follows). Links inside an adopted region are plain anchors; the layout's
 * {@link useStaticRegionLinks} gives them client-side navigation.
 */
import { createElement, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useNavigate } from 'react-router';

/** Attribute naming a static region in the DOM; its value is the region's id. */
export const STATIC_REGION_ATTRIBUTE = 'data-static-region';

const subscribeToNothing = () => () => {};

/**
 * True while React hydrates this component (it then reads the server snapshot, the value the
 * server render had), false in any render in the browser that is not a hydration (a client
 * navigation, a page rendered in the browser only). Not for rendering: the value flips after
 * hydration, so a region keeps what it read the first time (its state).
 */
function useHydrating(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => true,
  );
}

/** One shared, never-changing inner HTML: a re-render with the same object writes nothing. */
const KEEP_SERVER_MARKUP = Object.freeze({ __html: '' });

interface StaticRegionProps {
  /**
   * Names the content, not the place: a region with a different `id` renders its children.
   * Include everything the children depend on (the journal, the filters, the page).
   */
  id: string;
  /** The element to render (default `div`). */
  as?: 'div' | 'ul' | 'ol' | 'section' | 'article' | 'footer' | 'nav';
  className?: string;
  children: ReactNode;
}

/** Server markup adopted, not hydrated, on first load; rendered normally afterwards. */
export function StaticRegion({ id, as = 'div', className, children }: StaticRegionProps) {
  const hydrating = useHydrating();
  const [adoptedId] = useState<string | null>(() => {
    if (!hydrating || typeof document === 'undefined') return null;
    const served = [...document.querySelectorAll(`[${STATIC_REGION_ATTRIBUTE}]`)];
    return served.some((element) => element.getAttribute(STATIC_REGION_ATTRIBUTE) === id) ? id : null;
  });
  const props = { [STATIC_REGION_ATTRIBUTE]: id, className };
  if (adoptedId === id) {
    return createElement(as, { ...props, dangerouslySetInnerHTML: KEEP_SERVER_MARKUP, suppressHydrationWarning: true });
  }
  return createElement(as, props, children);
}

/**
 * True when this component's first render is a hydration of a page whose server markup has the
 * static region `id` (decision 0081): the region will be adopted as served, so the data its
 * children need may be absent from the hydration state and need not be fetched. Kept for the
 * component's life, as adoption is; false on the server and in any render in the browser that
 * is not a hydration.
 */
export function useServedRegion(id: string): boolean {
  const hydrating = useHydrating();
  const [served] = useState(() => {
    if (!hydrating || typeof document === 'undefined') return false;
    return [...document.querySelectorAll(`[${STATIC_REGION_ATTRIBUTE}]`)].some(
      (element) => element.getAttribute(STATIC_REGION_ATTRIBUTE) === id,
    );
  });
  return served;
}

/** True for a click a link should handle by itself (new tab, download, modified, other origin). */
function leaveToBrowser(event: MouseEvent, anchor: HTMLAnchorElement): boolean {
  if (event.defaultPrevented || event.button !== 0) return true;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return true;
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return true;
  if (anchor.origin !== window.location.origin) return true;
  // A file the server sends (a figure's original, a supplementary file: decision 0082) is no page.
  if (anchor.pathname.startsWith('/api/')) return true;
  // A link within the page (a citation to its reference) is the browser's to scroll to.
  return anchor.hash !== '' && anchor.pathname === window.location.pathname && anchor.search === window.location.search;
}

/**
 * Client-side navigation for the plain links of adopted static regions: one click listener
 * on the document, the way React Router's `Link` navigates (push, same scroll handling).
 */
export function useStaticRegionLinks(): void {
  const navigate = useNavigate();
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const target = event.target instanceof Element ? event.target : null;
      const anchor = target?.closest('a[href]');
      if (!(anchor instanceof HTMLAnchorElement) || !anchor.closest(`[${STATIC_REGION_ATTRIBUTE}]`)) return;
      if (leaveToBrowser(event, anchor)) return;
      event.preventDefault();
      navigate(`${anchor.pathname}${anchor.search}${anchor.hash}`);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [navigate]);
}

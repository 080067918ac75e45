/**
 * Landing on the element a URL fragment names, measured rather than estimated
 * (docs/decisions/0081-landing-navigation-that-lands.md; HTML Living Standard, "scroll to the
 * fragment"; CSS Box Model 4 `scroll-margin-top`).
 *
 * A long article's body is laid out only where the reader is (`content-visibility: auto` with
 * placeholder sizes, `contain-intrinsic-size`). The browser's own jump to `#article-references`
 * is computed against the placeholders; a frame or two later the sections around the target
 * are laid out at their real size and the target moves (by ~450 px on a PLOS paper, by
 * thousands on a long one). {@link landOn} jumps, then re-reads the target's rectangle after
 * each frame's layout and corrects until it has stayed put for a few frames.
 */
import { fragmentId } from './fragment';

/** Frames the target must keep its place before the landing ends. */
const STABLE_FRAMES = 8;
/** The longest a landing keeps correcting, in ms. */
const MAX_LANDING_MS = 3000;
/** Offsets (CSS px) smaller than this are left alone (sub-pixel layout). */
const TOLERANCE_PX = 1.5;
/** Input that means the reader is moving the page: a landing in progress stops. */
const READER_INPUT = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

let cancelCurrent: (() => void) | null = null;

/** The target's wanted distance from the viewport top: its `scroll-margin-top` (CSS px). */
function wantedTop(target: Element): number {
  return Number.parseFloat(getComputedStyle(target).scrollMarginTop) || 0;
}

/**
 * Scrolls the window so that `target`'s top sits at its `scroll-margin-top` (below the sticky
 * header), then corrects after each layout until the target has kept its place for
 * {@link STABLE_FRAMES} frames, at most {@link MAX_LANDING_MS} ms, or until the reader scrolls,
 * types or touches (their move wins). A new landing cancels the one in progress. With `jump`
 * false the first scroll is left to the browser (it has already jumped) and only the
 * corrections run.
 * @returns a function that stops the landing
 */
export function landOn(target: Element, { jump = true }: { jump?: boolean } = {}): () => void {
  cancelCurrent?.();
  if (jump) target.scrollIntoView({ block: 'start' });
  if (typeof requestAnimationFrame !== 'function') return () => {};
  const started = performance.now();
  let stable = 0;
  let frame = 0;
  const stop = () => {
    cancelAnimationFrame(frame);
    for (const type of READER_INPUT) window.removeEventListener(type, stop, true);
    if (cancelCurrent === stop) cancelCurrent = null;
  };
  const check = () => {
    if (!target.isConnected) return stop();
    const offset = target.getBoundingClientRect().top - wantedTop(target);
    if (Math.abs(offset) > TOLERANCE_PX) {
      const before = window.scrollY;
      window.scrollBy(0, offset);
      // At the end of the page the target cannot reach the top: nothing more to correct.
      stable = window.scrollY === before ? stable + 1 : 0;
    } else {
      stable += 1;
    }
    if (stable >= STABLE_FRAMES || performance.now() - started > MAX_LANDING_MS) return stop();
    frame = requestAnimationFrame(check);
  };
  for (const type of READER_INPUT) window.addEventListener(type, stop, { capture: true, passive: true });
  cancelCurrent = stop;
  frame = requestAnimationFrame(check);
  return stop;
}

/** The element `hash` names in this document, or null (no fragment, or no such element). */
export function fragmentTarget(hash: string): HTMLElement | null {
  const id = fragmentId(hash);
  return id ? document.getElementById(id) : null;
}

/** True when this document was reached by a reload or the history (the browser restores its place). */
function placeRestored(): boolean {
  const [entry] = performance.getEntriesByType?.('navigation') ?? [];
  const type = (entry as PerformanceNavigationTiming | undefined)?.type;
  return type === 'reload' || type === 'back_forward';
}

/** True for a plain click on a link to a fragment of this very page (the browser scrolls it). */
function inPageLink(event: MouseEvent): HTMLAnchorElement | null {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(anchor instanceof HTMLAnchorElement) || anchor.hash === '') return null;
  if (anchor.target && anchor.target !== '_self') return null;
  const here = window.location;
  return anchor.origin === here.origin && anchor.pathname === here.pathname && anchor.search === here.search
    ? anchor
    : null;
}

/**
 * Makes fragments land with JavaScript on, for the whole app (called once by main.tsx, before
 * hydration):
 * - a deep link (`/articles/26#article-references`): the browser has jumped while parsing (this
 *   runs right after, as the module scripts do); the jump is made again and corrected once the
 *   sections around the target are laid out. Not on a reload or
 *   a history visit, where the browser restores the reader's own place (decision 0078);
 * - a plain click on an in-page link (Contents, citations, back links), or a new fragment of
 *   the same page (`hashchange`): the browser jumps and changes the URL as it does without
 *   JavaScript; the landing is corrected after it.
 * A change of path with a fragment is ScrollToTop's (it calls {@link landOn}).
 */
export function installFragmentLanding(): void {
  const target = fragmentTarget(window.location.hash);
  if (target && !placeRestored()) landOn(target);
  document.addEventListener('click', (event) => {
    const anchor = inPageLink(event);
    // A link whose click the page handles itself (it prevented the jump) is left alone.
    if (!anchor || event.defaultPrevented) return;
    // After the browser's default action: the jump has been made, the URL changed.
    setTimeout(() => {
      const linked = fragmentTarget(anchor.hash);
      if (linked) landOn(linked, { jump: false });
    }, 0);
  });
  // A fragment typed into the address bar, or history moves between fragments of the page.
  window.addEventListener('hashchange', () => {
    const linked = fragmentTarget(window.location.hash);
    if (linked) landOn(linked, { jump: false });
  });
}

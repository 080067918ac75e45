/**
 * Which shell a path gets (seed 000 §2 Layout): the portal shell for /portal, a minimal
 * top bar for the signed-in areas, the public header and footer for everything else.
 */

/** The three page shells of the site. */
export type LayoutKind = 'portal' | 'minimal' | 'public';

/** First path segments that get the minimal top bar. */
export const MINIMAL_LAYOUT_SEGMENTS: ReadonlySet<string> = new Set([
  'dashboard',
  'admin',
  'eic',
  'ae',
  'reviewer',
  'author',
]);

/**
 * Returns the shell of a pathname, judged by its first segment (so `/portal/x` is portal
 * but `/portals` is public).
 */
export function layoutKindOf(pathname: string): LayoutKind {
  const first = pathname.split('/').find((part) => part !== '') ?? '';
  if (first === 'portal') return 'portal';
  if (MINIMAL_LAYOUT_SEGMENTS.has(first)) return 'minimal';
  return 'public';
}

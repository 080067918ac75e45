/**
 * The `next` parameter of /portal (seed 000 §4: where to go after signing in), kept only
 * when it is a path of this site: it starts with '/' but not with '//' or '/\' (which
 * browsers read as another host). Anything else falls back to /dashboard.
 */

/** Where to go after sign-in when `next` is missing or unsafe. */
export const AFTER_SIGN_IN = '/dashboard';

/** `next` when it is a same-site path (including its query and hash), else null. */
export function safeNextPath(next: string | null | undefined): string | null {
  if (!next || !next.startsWith('/')) return null;
  if (next.startsWith('//') || next.startsWith('/\\')) return null;
  // Control characters (tab, newline) are stripped by URL parsers and could rebuild '//'.
  if ([...next].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f)) return null;
  return next;
}

/** Where to go after a successful sign-in. */
export function afterSignIn(next: string | null | undefined): string {
  return safeNextPath(next) ?? AFTER_SIGN_IN;
}

/**
 * The id a URL fragment names (HTML Living Standard, "scroll to the fragment": the fragment is
 * percent-decoded before it is matched against ids): `#page-limits` → `page-limits`,
 * `#sec%201` → `sec 1`; a malformed escape is kept as typed; '' for no fragment.
 */
export function fragmentId(hash: string): string {
  const raw = hash.replace(/^#/, '');
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/** PLACEHOLDER (issue 3, being built): replaced by the helper that owns this page. */
export function ComingSoonPage() {
  return null;
}

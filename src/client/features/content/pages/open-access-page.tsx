/** PLACEHOLDER (issue 4, being built): replaced by the helper that owns this page. */
export function OpenAccessPage() {
  return null;
}

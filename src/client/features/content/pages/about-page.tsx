/** PLACEHOLDER (issue 4, being built): replaced by the helper that owns this page. */
export function AboutPage() {
  return null;
}

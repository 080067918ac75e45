/** The id of every shell's `<main>`, target of the skip link. */
export const MAIN_CONTENT_ID = 'main-content';

/** "Skip to main content": first focusable element, visible only when focused. */
export function SkipLink() {
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50 focus:rounded-md focus:bg-white focus:px-4 focus:py-2 focus:text-brand-900 focus:shadow-lg"
    >
      Skip to main content
    </a>
  );
}

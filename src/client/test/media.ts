/**
 * A `window.matchMedia` for jsdom (which has none) that answers as a browser `width` CSS pixels
 * wide: `(max-width: Npx)` and `(min-width: Npx)` queries are evaluated, any other query does not
 * match. For the layouts chosen by media query in script (decision 0076-tables: list tables are
 * cards up to 640 px). Returns the function that removes it again.
 */
export function mockViewportWidth(width: number): () => void {
  const had = Object.prototype.hasOwnProperty.call(window, 'matchMedia');
  const previous = window.matchMedia;
  const matches = (query: string): boolean => {
    const max = /\(max-width:\s*([\d.]+)px\)/.exec(query);
    const min = /\(min-width:\s*([\d.]+)px\)/.exec(query);
    if (!max && !min) return false;
    return (!max || width <= Number(max[1])) && (!min || width >= Number(min[1]));
  };
  window.matchMedia = (query: string) =>
    ({
      matches: matches(query),
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
  return () => {
    if (had) window.matchMedia = previous;
    else delete (window as { matchMedia?: unknown }).matchMedia;
  };
}

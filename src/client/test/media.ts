/**
 * A `window.matchMedia` for jsdom (which has none) that answers as a browser `width` CSS pixels
 * wide: `(max-width: Npx)` and `(min-width: Npx)` queries are evaluated, any other query does not
 * match. For the layouts chosen by media query in script (decision 0077: list tables are
 * cards up to 640 px). Returns the function that removes it again; its `resize(width)` changes the
 * width and tells the listeners of every query whose answer changed, as a browser does.
 */
export function mockViewportWidth(width: number): (() => void) & { resize: (width: number) => void } {
  const had = Object.prototype.hasOwnProperty.call(window, 'matchMedia');
  const previous = window.matchMedia;
  let current = width;
  const listeners = new Set<{ query: string; last: boolean; listener: () => void }>();
  const matches = (query: string): boolean => {
    const max = /\(max-width:\s*([\d.]+)px\)/.exec(query);
    const min = /\(min-width:\s*([\d.]+)px\)/.exec(query);
    if (!max && !min) return false;
    return (!max || current <= Number(max[1])) && (!min || current >= Number(min[1]));
  };
  window.matchMedia = (query: string) => {
    const entries = new Map<() => void, { query: string; last: boolean; listener: () => void }>();
    return {
      get matches() {
        return matches(query);
      },
      media: query,
      onchange: null,
      addEventListener: (_type: string, listener: () => void) => {
        const entry = { query, last: matches(query), listener };
        entries.set(listener, entry);
        listeners.add(entry);
      },
      removeEventListener: (_type: string, listener: () => void) => {
        const entry = entries.get(listener);
        if (entry) listeners.delete(entry);
      },
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    } as unknown as MediaQueryList;
  };
  const restore = () => {
    if (had) window.matchMedia = previous;
    else delete (window as { matchMedia?: unknown }).matchMedia;
  };
  return Object.assign(restore, {
    resize: (next: number) => {
      current = next;
      for (const entry of [...listeners]) {
        const now = matches(entry.query);
        if (now !== entry.last) {
          entry.last = now;
          entry.listener();
        }
      }
    },
  });
}

/**
 * The search texts of seed 000 §2 (Header, Search), word for word, and the few this
 * feature adds (loading and failure, which the seed does not show).
 */

/** Header dropdown with fewer than 2 characters typed. */
export const HEADER_EMPTY = 'Start typing to search articles';
/** Header dropdown without a match. */
export const HEADER_NONE = 'No articles found';
/** Search page dropdown (and the header) while waiting for the server. */
export const SEARCHING = 'Searching...';
/** Either dropdown or the results list when the request failed (not in the seed). */
export const SEARCH_FAILED = 'Search is unavailable right now. Please try again.';

/** "Found 12 articles" (header; N is the total number of matches, not the 5 listed). */
export function headerFound(total: number): string {
  return `Found ${total} ${total === 1 ? 'article' : 'articles'}`;
}

/** "Found 1 result" / "Found 7 results" (search page dropdown). */
export function pageFound(total: number): string {
  return `Found ${total} ${total === 1 ? 'result' : 'results'}`;
}

/** 'No results found for "{query}"' (search page). */
export function pageNone(query: string): string {
  return `No results found for "${query}"`;
}

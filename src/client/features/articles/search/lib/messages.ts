/**
 * The search texts of seed 000 §2 (Header, Search), word for word, and the few this
 * feature adds (loading and failure, which the seed does not show).
 */
import { formatCount } from '../../../../lib/format';

/** Header dropdown with fewer than 2 characters typed. */
export const HEADER_EMPTY = 'Start typing to search articles';
/** Header dropdown without a match. */
export const HEADER_NONE = 'No articles found';
/** Search page dropdown (and the header) while waiting for the server. */
export const SEARCHING = 'Searching...';
/** Either dropdown or the results list when the request failed (not in the seed). */
export const SEARCH_FAILED = 'Search is unavailable right now. Please try again.';

/**
 * A search total as shown: "12", or "1,000+" when the server capped it (decision 0019: a common
 * word is not counted to the end).
 */
export function totalText(total: number, capped = false): string {
  return capped ? `${formatCount(total)}+` : String(total);
}

/** "Found 12 articles", "Found 1,000+ articles" (header; N is the total number of matches, not the 5 listed). */
export function headerFound(total: number, capped = false): string {
  return `Found ${totalText(total, capped)} ${total === 1 && !capped ? 'article' : 'articles'}`;
}

/** "Found 1 result" / "Found 7 results" / "Found 1,000+ results" (search page dropdown). */
export function pageFound(total: number, capped = false): string {
  return `Found ${totalText(total, capped)} ${total === 1 && !capped ? 'result' : 'results'}`;
}

/** 'No results found for "{query}"' (search page). */
export function pageNone(query: string): string {
  return `No results found for "${query}"`;
}

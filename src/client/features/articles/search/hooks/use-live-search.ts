import type { SearchResult } from '../../../../../shared/api/catalogue';
import { isSearchable, SEARCH_DEBOUNCE_MS, useSearchArticles } from '../api/search-articles';
import { useDebouncedValue } from '../../../../lib/use-debounced-value';

/**
 * What a search-as-you-type dropdown shows:
 * - `idle`: the text is shorter than 2 characters, nothing is asked;
 * - `searching`: waiting for the debounce or the server; `results` are the previous
 *   answer's (kept on screen to avoid a jump), possibly none;
 * - `done`: the answer for the current text, with the total number of matches (`capped`:
 *   a floor, "1,000+");
 * - `error`: the request failed.
 */
export type LiveSearch =
  | { status: 'idle'; results: readonly SearchResult[]; total: 0 }
  | { status: 'searching'; results: readonly SearchResult[]; total: number }
  | { status: 'done'; results: readonly SearchResult[]; total: number; capped: boolean }
  | { status: 'error'; results: readonly SearchResult[]; total: 0 };

const NONE: readonly SearchResult[] = [];

/**
 * Searches the server as the reader types: the trimmed `text` is sent once it has ≥ 2
 * characters and has not changed for 250 ms; an answer that no longer matches the text is
 * superseded (its request aborted by TanStack Query).
 * @param text what the reader typed, untrimmed
 * @param options the page size and the response view (`compact` for small answers)
 */
export function useLiveSearch(text: string, { limit, view }: { limit: number; view?: 'full' | 'compact' }): LiveSearch {
  const trimmed = text.trim();
  const settled = useDebouncedValue(trimmed, SEARCH_DEBOUNCE_MS);
  const searchable = isSearchable(trimmed);
  const query = useSearchArticles({ q: settled, limit, view }, { enabled: searchable });

  if (!searchable) return { status: 'idle', results: NONE, total: 0 };
  const results = query.data?.items ?? NONE;
  const current = settled === trimmed && !query.isPlaceholderData;
  if (current && query.isSuccess)
    return { status: 'done', results, total: query.data.total, capped: query.data.totalCapped === true };
  if (current && query.isError) return { status: 'error', results: NONE, total: 0 };
  return { status: 'searching', results, total: query.data?.total ?? 0 };
}

/**
 * GET /api/journals/search?q=&limit=: the journals a search text names (by words of their
 * title, or their abbreviation), shown in the header dropdown above the article results
 * (seed 000 §2 Header; decision 0083).
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { JournalMatch, JOURNAL_MATCH_LIMIT as SERVER_DEFAULT } from '../../../../../shared/api/catalogue';
import { searchJournalsAnswer } from '../../../../lib/answer-checks/search-journals';
import { getChecked } from '../../../../lib/checked-get';
import { urlFromQueryKey } from '../../../../lib/query-key';
import { isSearchable } from './search-articles';

/** Journals the header dropdown lists (the server's default; typed against it without importing zod). */
export const JOURNAL_MATCH_LIMIT: typeof SERVER_DEFAULT = 3;

/** Query key: `['api', 'journals', 'search', { q, limit }]`. */
export function searchJournalsQueryKey(q: string, limit = JOURNAL_MATCH_LIMIT) {
  return ['api', 'journals', 'search', { q, limit }] as const;
}

/**
 * Fetches the journals `q` names, by title, at most `limit` (1–10).
 * @throws ApiError on a non-OK answer (400 when `q` is shorter than 2 or longer than 200)
 */
export function searchJournals(q: string, limit = JOURNAL_MATCH_LIMIT, signal?: AbortSignal): Promise<JournalMatch[]> {
  return getChecked(urlFromQueryKey(searchJournalsQueryKey(q, limit)), searchJournalsAnswer, { signal });
}

/**
 * Hook: the journals the trimmed, settled text `q` names; asks only from 2 characters
 * ({@link isSearchable}). The previous answer stays while the next loads.
 */
export function useSearchJournals(q: string) {
  return useQuery({
    queryKey: searchJournalsQueryKey(q),
    queryFn: ({ signal }) => searchJournals(q, JOURNAL_MATCH_LIMIT, signal),
    placeholderData: keepPreviousData,
    enabled: isSearchable(q),
  });
}

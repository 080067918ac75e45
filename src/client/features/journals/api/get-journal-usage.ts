/**
 * GET /api/journals/{abbreviation}/usage: a journal's COUNTER usage (docs/decisions/0085-counter-r5-usage.md;
 * contract `usageTotals`): Total_Item_Investigations and Total_Item_Requests of its articles,
 * totals and the last 12 months.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { USAGE_STALE_MS } from '../../../components/usage/usage-summary';
import { getJournalUsageAnswer } from '../../../lib/answer-checks/get-journal-usage';
import { getChecked } from '../../../lib/checked-get';
import { urlFromQueryKey } from '../../../lib/query-key';

/** Query key: the URL segments of `GET /api/journals/{abbreviation}/usage` (lower case; 12 months). */
export function journalUsageQueryKey(abbreviation: string) {
  return ['api', 'journals', abbreviation.toLowerCase(), 'usage'] as const;
}

/** Query options of a journal's usage; secondary: if it fails, the page is rendered without it. */
export function getJournalUsageQueryOptions(abbreviation: string) {
  const queryKey = journalUsageQueryKey(abbreviation);
  return queryOptions({
    queryKey,
    meta: { secondary: true },
    // Read again after hydration: a cached page's figures are as old as its render (decision 0099).
    staleTime: USAGE_STALE_MS,
    queryFn: ({ signal }) => getChecked(urlFromQueryKey(queryKey), getJournalUsageAnswer, { signal }),
  });
}

/**
 * Hook: the journal's usage; with `refresh` false, figures already held are not read again until
 * it turns true (the box near the viewport, decision 0099).
 */
export function useJournalUsage(abbreviation: string, refresh = true) {
  // `refresh` false: figures held (a page's hydration state) are shown and not read again yet;
  // with none held they are read at once.
  return useQuery({
    ...getJournalUsageQueryOptions(abbreviation),
    enabled: (query) => refresh || query.state.data === undefined,
  });
}

/**
 * GET /api/journals/abbrev/{abbreviation}: one journal by its abbreviation, matched
 * case-insensitively by the server (seed 000 §2 Journal detail, §7).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { JournalDetail } from '../../../../shared/api/catalogue';
import { getJournalAnswer } from '../../../lib/answer-checks/get-journal';
import { getChecked } from '../../../lib/checked-get';
import { urlFromQueryKey } from '../../../lib/query-key';

/** Query key: the URL segments of `GET /api/journals/abbrev/{abbreviation}` (lower case). */
export function journalQueryKey(abbreviation: string) {
  return ['api', 'journals', 'abbrev', abbreviation.toLowerCase()] as const;
}

/**
 * Fetches one journal.
 * @param abbreviation the journal's abbreviation, any case
 * @throws ApiError (status 404) when no journal has it; ApiError on any other non-OK answer
 */
export function getJournal(abbreviation: string, signal?: AbortSignal): Promise<JournalDetail> {
  return getChecked(urlFromQueryKey(journalQueryKey(abbreviation)), getJournalAnswer, { signal });
}

/** Query options of one journal, for `useQuery` or prefetching. */
export function getJournalQueryOptions(abbreviation: string) {
  return queryOptions({
    queryKey: journalQueryKey(abbreviation),
    queryFn: ({ signal }) => getJournal(abbreviation, signal),
  });
}

/** Hook: the journal with this abbreviation. */
export function useJournal(abbreviation: string) {
  return useQuery(getJournalQueryOptions(abbreviation));
}

/**
 * GET /api/journals/{abbreviation}/board: a journal's editorial board, by role in the standard
 * order, then display order (docs/decisions/0031-editorial-boards.md).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJournalBoardAnswer } from '../../../lib/answer-checks/get-journal-board';
import { getChecked } from '../../../lib/checked-get';
import { urlFromQueryKey } from '../../../lib/query-key';

/** Query key: the URL segments of `GET /api/journals/{abbreviation}/board` (lower case). */
export function journalBoardQueryKey(abbreviation: string) {
  return ['api', 'journals', abbreviation.toLowerCase(), 'board'] as const;
}

/**
 * Query options of a journal's board, for `useQuery` or prefetching (the server render uses
 * the same). The query function throws ApiError (404 for an unknown journal).
 */
export function getJournalBoardQueryOptions(abbreviation: string) {
  const queryKey = journalBoardQueryKey(abbreviation);
  return queryOptions({
    queryKey,
    queryFn: ({ signal }) => getChecked(urlFromQueryKey(queryKey), getJournalBoardAnswer, { signal }),
  });
}

/** Hook: the journal's board members. */
export function useJournalBoard(abbreviation: string) {
  return useQuery(getJournalBoardQueryOptions(abbreviation));
}

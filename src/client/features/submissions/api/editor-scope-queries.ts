/**
 * The editorial office's scope on the client (decision 0037): the filtered queue, a page at a time
 * (`GET /api/editor/submissions?journalId&status&assigned&overdue&q&limit&offset`), the editor's journals
 * (`GET /api/editor/journals`), a submission's assignment (`GET /api/submissions/{id}/assignment`)
 * and the two assignment calls (`PUT …/handling-editor`, `PUT …/associate-editor`). Query keys are
 * the URL segments. Each call goes through its endpoint-table entry
 * (shared/api/endpoints/editor-scope.ts; decision 0064), which parses the answer.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SubmissionAssignment } from '../../../../shared/api/editor-scope';
import * as endpoints from '../../../../shared/api/endpoints/editor-scope';
import { call, callList } from '../../../lib/call';
import { QUEUE_PAGE_SIZE } from '../../../../shared/api/editor-scope';
import { editorSubmissionsQueryKey } from './submission-queries';

/** The queue's filters as the URL carries them (absent: no filter). */
export interface QueueFilters {
  journalId?: string;
  status?: string;
  assigned?: 'me';
  overdue?: 'true';
  q?: string;
}

/**
 * Hook: page `page` (from 0, {@link QUEUE_PAGE_SIZE} rows) of the editor's queue under `filters`,
 * with its total from X-Total-Count (capped at 1,000: `totalCapped`; decision 0076).
 */
export function useEditorQueue(filters: QueueFilters, page = 0) {
  const key = [...editorSubmissionsQueryKey, { ...filters, page }] as const;
  return useQuery(
    queryOptions({
      queryKey: key,
      queryFn: ({ signal }) =>
        callList(endpoints.listEditorQueue, {
          query: { ...filters, limit: QUEUE_PAGE_SIZE, offset: page * QUEUE_PAGE_SIZE },
          init: { signal },
        }),
      placeholderData: (previous) => previous,
    }),
  );
}

/** `GET /api/editor/journals`. */
export const editorJournalsQueryKey = ['api', 'editor', 'journals'] as const;

/** Hook: the journals the editor handles (the queue's journal filter). */
export function useEditorJournals() {
  return useQuery(
    queryOptions({
      queryKey: editorJournalsQueryKey,
      queryFn: ({ signal }) => call(endpoints.listEditorJournals, { init: { signal } }),
    }),
  );
}

/** `GET /api/submissions/{id}/assignment`. */
export function assignmentQueryKey(id: number) {
  return ['api', 'submissions', id, 'assignment'] as const;
}

/** Hook: who handles submission `id`, and whom the editor may assign. */
export function useAssignment(id: number) {
  return useQuery(
    queryOptions({
      queryKey: assignmentQueryKey(id),
      queryFn: ({ signal }) => call(endpoints.getAssignment, { params: { id }, init: { signal } }),
    }),
  );
}

/** `PUT /api/submissions/{id}/handling-editor|associate-editor {userId}` → the new assignment. */
export async function assignEditor(
  id: number,
  slot: 'handling' | 'associate',
  userId: number | null,
): Promise<SubmissionAssignment> {
  const endpoint = slot === 'handling' ? endpoints.assignHandlingEditor : endpoints.assignAssociateEditor;
  return call(endpoint, { params: { id }, body: { userId } });
}

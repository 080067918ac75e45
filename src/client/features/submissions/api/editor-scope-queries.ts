/**
 * The editorial office's scope on the client (decision 0037): the filtered queue
 * (`GET /api/editor/submissions?journalId&status&assigned&overdue&q`), the editor's journals
 * (`GET /api/editor/journals`), a submission's assignment (`GET /api/submissions/{id}/assignment`)
 * and the two assignment calls (`PUT …/handling-editor`, `PUT …/associate-editor`). Query keys are
 * the URL segments.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EditorJournal, SubmissionAssignment } from '../../../../shared/api/editor-scope';
import type { SubmissionSummary } from '../../../../shared/api/submissions';
import { apiFetch, getJson } from '../../../lib/api-client';
import { urlFromQueryKey } from '../../../lib/query-key';
import { editorSubmissionsQueryKey } from './submission-queries';

/** The queue's filters as the URL carries them (absent: no filter). */
export interface QueueFilters {
  journalId?: string;
  status?: string;
  assigned?: 'me';
  overdue?: 'true';
  q?: string;
}

/** Hook: the editor's queue under `filters`. */
export function useEditorQueue(filters: QueueFilters) {
  const key = [...editorSubmissionsQueryKey, { ...filters }] as const;
  return useQuery(
    queryOptions({
      queryKey: key,
      queryFn: ({ signal }) => getJson<SubmissionSummary[]>(urlFromQueryKey(key), { signal }),
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
      queryFn: ({ signal }) => getJson<EditorJournal[]>(urlFromQueryKey(editorJournalsQueryKey), { signal }),
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
      queryFn: ({ signal }) => getJson<SubmissionAssignment>(urlFromQueryKey(assignmentQueryKey(id)), { signal }),
    }),
  );
}

/** `PUT /api/submissions/{id}/handling-editor|associate-editor {userId}` → the new assignment. */
export async function assignEditor(
  id: number,
  slot: 'handling' | 'associate',
  userId: number | null,
): Promise<SubmissionAssignment> {
  const path = `/api/submissions/${encodeURIComponent(String(id))}/${slot === 'handling' ? 'handling-editor' : 'associate-editor'}`;
  const response = await apiFetch(path, { method: 'PUT', body: JSON.stringify({ userId }) });
  return (await response.json()) as SubmissionAssignment;
}

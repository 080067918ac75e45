/**
 * The reads of the peer-review workflow (seed 001 §7): the author's submissions
 * (`GET /api/author/submissions`), the editors' queue (`GET /api/editor/submissions`), one
 * submission's details (`GET /api/submissions/{id}`) and the journals of the draft form
 * (`GET /api/journals?limit=100&house=true`). Query keys are the URL segments (seed 000 §7); the client
 * defaults apply (never stale, no retries). The workflow's reads go through the endpoint table's
 * entries (shared/api/endpoints; decision 0064), which parse their answers.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Journal } from '../../../../shared/api/catalogue';
import type { PAGE_MAX_LIMIT } from '../../../../shared/api/common';
import * as endpoints from '../../../../shared/api/endpoints/submissions';
import { listEditorQueue } from '../../../../shared/api/endpoints/editor-scope';
import { listJournals } from '../../../../shared/api/endpoints/catalogue';
import { call, callList } from '../../../lib/call';

/** `GET /api/author/submissions`. */
export const authorSubmissionsQueryKey = ['api', 'author', 'submissions'] as const;
/** `GET /api/editor/submissions`. */
export const editorSubmissionsQueryKey = ['api', 'editor', 'submissions'] as const;
/** Prefix of every `GET /api/submissions/{id}`. */
export const submissionsQueryKeyRoot = ['api', 'submissions'] as const;
/** `GET /api/submissions/{id}`. */
export function submissionQueryKey(id: number) {
  return ['api', 'submissions', id] as const;
}

/** The publisher's own journals (`house=true`: those a manuscript can go to), all at once. */
const ALL_JOURNALS_LIMIT: typeof PAGE_MAX_LIMIT = 100;
export const journalOptionsQueryKey = ['api', 'journals', { limit: ALL_JOURNALS_LIMIT, house: 'true' }] as const;

/** Hook: the signed-in author's submissions. @throws ApiError through the query */
export function useAuthorSubmissions() {
  return useQuery(
    queryOptions({
      queryKey: authorSubmissionsQueryKey,
      queryFn: ({ signal }) => call(endpoints.listAuthorSubmissions, { init: { signal } }),
    }),
  );
}

/** Hook: the editors' queue. */
export function useEditorSubmissions() {
  return useQuery(
    queryOptions({
      queryKey: editorSubmissionsQueryKey,
      queryFn: ({ signal }) => call(listEditorQueue, { init: { signal } }),
    }),
  );
}

/** Hook: one submission's details (the server shapes it for the author or the editor); idle without an id. */
export function useSubmission(id: number | null) {
  return useQuery(
    queryOptions({
      queryKey: submissionQueryKey(id ?? 0),
      queryFn: ({ signal }) => call(endpoints.getSubmission, { params: { id: id ?? 0 }, init: { signal } }),
      enabled: id !== null,
    }),
  );
}

/** Hook: the journals a draft may be sent to. */
export function useJournalOptions() {
  return useQuery(
    queryOptions({
      queryKey: journalOptionsQueryKey,
      queryFn: async ({ signal }): Promise<Journal[]> =>
        (await callList(listJournals, { query: journalOptionsQueryKey[2], init: { signal } })).items,
    }),
  );
}

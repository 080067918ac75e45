/**
 * The discussion calls (shared/api/endpoints/discussions.ts; decision 0064) and their query
 * hooks: the threads of a submission, one thread, marking it read, writing in it.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as endpoints from '../../../../shared/api/endpoints/discussions';
import { MESSAGE_BODY_FIELD, MESSAGE_FILE_FIELD } from '../../../../shared/api/discussions';
import { call } from '../../../lib/call';

/** Under the submission's key root, so a workflow action that refreshes the submission refreshes these. */
export const threadsKey = (submissionId: number) => ['api', 'submissions', submissionId, 'discussions'] as const;
export const threadKeyOf = (submissionId: number, thread: string) => [...threadsKey(submissionId), thread] as const;

/** `GET /api/submissions/{id}/discussions`. */
export function useThreads(submissionId: number) {
  return useQuery(
    queryOptions({
      queryKey: threadsKey(submissionId),
      queryFn: ({ signal }) => call(endpoints.listDiscussions, { params: { id: submissionId }, init: { signal } }),
    }),
  );
}

/** `GET /api/submissions/{id}/discussions/{thread}` (only while `enabled`: the thread is open). */
export function useThread(submissionId: number, thread: string, enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: threadKeyOf(submissionId, thread),
      queryFn: ({ signal }) =>
        call(endpoints.getDiscussion, { params: { id: submissionId, thread }, init: { signal } }),
      enabled,
    }),
  );
}

/** `POST …/read`, then the threads' unread counts are refreshed. */
export function useMarkRead(submissionId: number, thread: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => call(endpoints.markDiscussionRead, { params: { id: submissionId, thread } }),
    onSuccess: () => client.invalidateQueries({ queryKey: threadsKey(submissionId), exact: true }),
  });
}

/** `POST …/messages` (multipart `body`, `attachments`), then the thread and the list are refreshed. */
export function usePostMessage(submissionId: number, thread: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ body, files }: { body: string; files: readonly File[] }) => {
      const data = new FormData();
      data.append(MESSAGE_BODY_FIELD, body);
      for (const file of files) data.append(MESSAGE_FILE_FIELD, file, file.name);
      return call(endpoints.postDiscussionMessage, { params: { id: submissionId, thread }, body: data });
    },
    onSuccess: () => client.invalidateQueries({ queryKey: threadsKey(submissionId) }),
  });
}

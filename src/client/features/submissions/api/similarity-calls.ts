/**
 * The similarity check of a submission (decision 0045), editors only:
 * `GET /api/submissions/{id}/similarity-check` (the latest check and the policy's limits) and
 * `POST` of a new one (multipart `similarityPercent`, `uniquePercent`, `file`). Query key: the
 * URL segments, under the submission's, so a workflow action's refresh reloads it too. Both go
 * through their endpoint-table entries (shared/api/endpoints/submissions.ts; decision 0064),
 * which parse the answers.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SimilarityCheck } from '../../../../shared/api/similarity';
import * as endpoints from '../../../../shared/api/endpoints/submissions';
import { call } from '../../../lib/call';

/** `GET /api/submissions/{id}/similarity-check`. */
export function similarityQueryKey(id: number) {
  return ['api', 'submissions', id, 'similarity-check'] as const;
}

/** Hook: the latest similarity check of submission `id` and the limits; idle when `enabled` is false. */
export function useSimilarityCheck(id: number, enabled = true) {
  return useQuery(
    queryOptions({
      queryKey: similarityQueryKey(id),
      queryFn: ({ signal }) => call(endpoints.getSimilarityCheck, { params: { id }, init: { signal } }),
      enabled,
    }),
  );
}

/** `POST /api/submissions/{id}/similarity-check` → 201 the check. @throws ApiError (400 names the field) */
export async function recordSimilarityCheck(
  id: number,
  input: { similarityPercent: string; uniquePercent: string; file: File },
): Promise<SimilarityCheck> {
  const form = new FormData();
  form.append('similarityPercent', input.similarityPercent);
  form.append('uniquePercent', input.uniquePercent);
  form.append('file', input.file);
  return call(endpoints.recordSimilarityCheck, { params: { id }, body: form });
}

/**
 * The similarity check of a submission (decision 0045), editors only:
 * `GET /api/submissions/{id}/similarity-check` (the latest check and the policy's limits) and
 * `POST` of a new one (multipart `similarityPercent`, `uniquePercent`, `file`). Query key: the
 * URL segments, under the submission's, so a workflow action's refresh reloads it too.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SimilarityCheck, SimilarityState } from '../../../../shared/api/similarity';
import { apiFetch, getJson } from '../../../lib/api-client';
import { urlFromQueryKey } from '../../../lib/query-key';

/** `GET /api/submissions/{id}/similarity-check`. */
export function similarityQueryKey(id: number) {
  return ['api', 'submissions', id, 'similarity-check'] as const;
}

/** Hook: the latest similarity check of submission `id` and the limits; idle when `enabled` is false. */
export function useSimilarityCheck(id: number, enabled = true) {
  return useQuery(
    queryOptions({
      queryKey: similarityQueryKey(id),
      queryFn: ({ signal }) => getJson<SimilarityState>(urlFromQueryKey(similarityQueryKey(id)), { signal }),
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
  const response = await apiFetch(`/api/submissions/${encodeURIComponent(String(id))}/similarity-check`, {
    method: 'POST',
    body: form,
  });
  return (await response.json()) as SimilarityCheck;
}

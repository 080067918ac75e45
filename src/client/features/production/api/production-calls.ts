/**
 * Production metadata and the web proof (decision 0028; shapes in shared/api/production.ts):
 * `GET`/`PUT /api/submissions/{id}/production-metadata` and `GET /api/submissions/{id}/web-proof`.
 * Query keys are the URL segments; both live under the submission's key, so the workflow
 * actions' invalidation (`['api', 'submissions']`) refreshes them too.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductionMetadata, ProductionMetadataInput, WebProof } from '../../../../shared/api/production';
import { apiFetch, getJson } from '../../../lib/api-client';
import { urlFromQueryKey } from '../../../lib/query-key';

/** `GET /api/submissions/{id}/production-metadata`. */
export function productionMetadataQueryKey(id: number) {
  return ['api', 'submissions', id, 'production-metadata'] as const;
}
/** `GET /api/submissions/{id}/web-proof`. */
export function webProofQueryKey(id: number) {
  return ['api', 'submissions', id, 'web-proof'] as const;
}

/** Hook: the production metadata (prefilled until saved). @throws ApiError through the query */
export function useProductionMetadata(id: number) {
  return useQuery(
    queryOptions({
      queryKey: productionMetadataQueryKey(id),
      queryFn: ({ signal }) => getJson<ProductionMetadata>(urlFromQueryKey(productionMetadataQueryKey(id)), { signal }),
    }),
  );
}

/** Hook: the web version of the accepted manuscript. */
export function useWebProof(id: number) {
  return useQuery(
    queryOptions({
      queryKey: webProofQueryKey(id),
      queryFn: ({ signal }) => getJson<WebProof>(urlFromQueryKey(webProofQueryKey(id)), { signal }),
    }),
  );
}

/** `PUT /api/submissions/{id}/production-metadata` → the saved record; throws ApiError (400 with `errors`). */
export async function saveProductionMetadata(id: number, body: ProductionMetadataInput): Promise<ProductionMetadata> {
  const response = await apiFetch(`/api/submissions/${encodeURIComponent(String(id))}/production-metadata`, {
    method: 'PUT',
    body: JSON.stringify(body),
  });
  return (await response.json()) as ProductionMetadata;
}

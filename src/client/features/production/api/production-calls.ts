/**
 * Production metadata and the web proof (decision 0028; shapes in shared/api/production.ts):
 * `GET`/`PUT /api/submissions/{id}/production-metadata` and `GET /api/submissions/{id}/web-proof`.
 * Query keys are the URL segments; both live under the submission's key, so the workflow
 * actions' invalidation (`['api', 'submissions']`) refreshes them too. The calls go through their
 * endpoint-table entries (shared/api/endpoints/production.ts; decision 0064), which parse the answers.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductionMetadata, ProductionMetadataInput } from '../../../../shared/api/production';
import * as endpoints from '../../../../shared/api/endpoints/production';
import { call } from '../../../lib/call';

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
      queryFn: ({ signal }) => call(endpoints.getProductionMetadata, { params: { id }, init: { signal } }),
    }),
  );
}

/** Hook: the web version of the accepted manuscript. */
export function useWebProof(id: number) {
  return useQuery(
    queryOptions({
      queryKey: webProofQueryKey(id),
      queryFn: ({ signal }) => call(endpoints.getWebProof, { params: { id }, init: { signal } }),
    }),
  );
}

/** `PUT /api/submissions/{id}/production-metadata` → the saved record; throws ApiError (400 with `errors`). */
export async function saveProductionMetadata(id: number, body: ProductionMetadataInput): Promise<ProductionMetadata> {
  return call(endpoints.saveProductionMetadata, { params: { id }, body });
}

/**
 * The similarity check calls (seed 001 §4 "Plagiarism check comes before review";
 * docs/decisions/0045-similarity-check-and-reminders.md), editors of the journal only
 * (`handle_submissions` and the submission policy's `check_similarity`, policy.ts; others 404):
 * - `POST /api/submissions/{id}/similarity-check` multipart `similarityPercent`, `uniquePercent`
 *   (0–100, two decimals at most) and the report under `file` (≤ 30 MB, type checked) → 201 the check;
 * - `GET /api/submissions/{id}/similarity-check` → the latest check (or null) and the limits;
 * - `GET /api/submissions/{id}/similarity-check/{checkId}/report` → the report file.
 * Each is an entry of the endpoint table (shared/api/endpoints/submissions.ts; decision 0064).
 */
import * as endpoints from '../../../shared/api/endpoints/submissions';
import { SIMILARITY_MAX_PERCENT, UNIQUE_MIN_PERCENT } from '../../../shared/domain/similarity';
import type { AppInstance } from '../../app-types';
import { endpointRoute } from '../../lib/endpoint-route';
import { sendStoredFile } from '../../lib/send-file';
import type { WorkflowDeps } from './workflow-deps';
import { recordSimilarityCheck, similarityCheckOf, similarityReportOf } from './similarity';
import { FILE_FIELD, receiveUpload } from './uploads';

const limits = { similarityMaxPercent: SIMILARITY_MAX_PERCENT, uniqueMinPercent: UNIQUE_MIN_PERCENT };

/** Registers the similarity check calls on `app` with the workflow's `deps`. */
export function similarityRoutes(app: AppInstance, deps: WorkflowDeps): void {
  const asEditor = { onRequest: app.requirePermission('handle_submissions') };

  endpointRoute(app, endpoints.recordSimilarityCheck, asEditor, async (request, reply) => {
    const upload = await receiveUpload(request, app.storage, FILE_FIELD);
    return reply.status(201).send(await recordSimilarityCheck(deps, request.user!, request.params.id, upload));
  });

  endpointRoute(app, endpoints.getSimilarityCheck, asEditor, async (request) => ({
    check: await similarityCheckOf(app.db, request.user!, request.params.id),
    limits,
  }));

  endpointRoute(app, endpoints.downloadSimilarityReport, { ...asEditor, compress: false }, async (request, reply) => {
    const { stored, filename } = await similarityReportOf(
      app.db,
      request.user!,
      request.params.id,
      request.params.checkId,
    );
    return sendStoredFile(app.storage, request, reply, stored, { filename, cacheControl: 'private, no-store' });
  });
}

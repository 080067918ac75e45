/**
 * The similarity check calls (seed 001 §4 "Plagiarism check comes before review";
 * docs/decisions/0045-similarity-check-and-reminders.md), editors of the journal only
 * (`handle_submissions` and the submission policy's `check_similarity`, policy.ts; others 404):
 * - `POST /api/submissions/{id}/similarity-check` multipart `similarityPercent`, `uniquePercent`
 *   (0–100, two decimals at most) and the report under `file` (≤ 30 MB, type checked) → 201 the check;
 * - `GET /api/submissions/{id}/similarity-check` → the latest check (or null) and the limits;
 * - `GET /api/submissions/{id}/similarity-check/{checkId}/report` → the report file.
 */
import { z } from 'zod';
import { errorBody } from '../../../shared/api/common';
import { similarityCheck, similarityState } from '../../../shared/api/similarity';
import { SIMILARITY_MAX_PERCENT, UNIQUE_MIN_PERCENT } from '../../../shared/domain/similarity';
import type { AppInstance } from '../../app-types';
import { sendStoredFile } from '../../lib/send-file';
import type { WorkflowDeps } from './workflow-deps';
import { recordSimilarityCheck, similarityCheckOf, similarityReportOf } from './similarity';
import { FILE_FIELD, receiveUpload } from './uploads';

const dbId = z.coerce.number().int().positive().max(2_147_483_647);
const idParams = z.object({ id: dbId });
const errors = {
  400: errorBody,
  401: errorBody,
  403: errorBody,
  404: errorBody,
  409: errorBody,
  413: errorBody,
  415: errorBody,
};
const limits = { similarityMaxPercent: SIMILARITY_MAX_PERCENT, uniqueMinPercent: UNIQUE_MIN_PERCENT };

/** Registers the similarity check calls on `app` with the workflow's `deps`. */
export function similarityRoutes(app: AppInstance, deps: WorkflowDeps): void {
  const asEditor = { onRequest: app.requirePermission('handle_submissions') };

  app.post(
    '/api/submissions/:id/similarity-check',
    {
      ...asEditor,
      schema: {
        tags: ['submissions'],
        summary: 'Record the similarity check (before review)',
        description:
          'multipart/form-data: similarityPercent and uniquePercent (0–100), and the report under `file` (30 MB, checked by content). Submitted or resubmitted submissions only (409 otherwise). The report is for editors only.',
        security: [{ bearerAuth: [] }],
        params: idParams,
        consumes: ['multipart/form-data'],
        response: { 201: similarityCheck, ...errors },
      },
    },
    async (request, reply) => {
      const upload = await receiveUpload(request, app.storage, FILE_FIELD);
      return reply.status(201).send(await recordSimilarityCheck(deps, request.user!, request.params.id, upload));
    },
  );

  app.get(
    '/api/submissions/:id/similarity-check',
    {
      ...asEditor,
      schema: {
        tags: ['submissions'],
        summary: 'The latest similarity check and the policy limits',
        security: [{ bearerAuth: [] }],
        params: idParams,
        response: { 200: similarityState, 401: errorBody, 403: errorBody, 404: errorBody },
      },
    },
    async (request) => ({ check: await similarityCheckOf(app.db, request.user!, request.params.id), limits }),
  );

  app.get(
    '/api/submissions/:id/similarity-check/:checkId/report',
    {
      ...asEditor,
      compress: false,
      schema: {
        tags: ['submissions'],
        summary: 'The similarity report file (editors only; GET and HEAD)',
        security: [{ bearerAuth: [] }],
        params: idParams.extend({ checkId: dbId }),
      },
    },
    async (request, reply) => {
      const { stored, filename } = await similarityReportOf(
        app.db,
        request.user!,
        request.params.id,
        request.params.checkId,
      );
      return sendStoredFile(app.storage, request, reply, stored, { filename, cacheControl: 'private, no-store' });
    },
  );
}

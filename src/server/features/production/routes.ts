/**
 * The production calls (docs/decisions/0065-production-feature.md), all under the paths of
 * seed 001 §7 and decisions 0028 and 0032 as before the feature was split from submissions:
 *
 * - the proof: `POST /api/submissions/{id}/production` (start production), `…/proof` (the
 *   editor's PDF proof, multipart `file`), `…/proof/approve` and `…/proof/corrections {comments}`
 *   (the author); each answers `{id, status}` (the upload 201 `{id, status, fileId, fileUrl}`);
 * - publishing: `POST /api/submissions/{id}/publish` → 200 `{articleId, pdfUrl}`, or 202
 *   `{scheduled, issue}` when held for a future issue (decision 0032);
 * - the production metadata and the web proof (decision 0028): `GET|PUT
 *   /api/submissions/{id}/production-metadata`, `GET /api/submissions/{id}/web-proof`. Editors in
 *   production and the submission's author while the proof awaits approval
 *   (production-metadata.ts `checkProductionAccess`); others 404, a status that does not allow
 *   the call 409 `{code, message, currentStatus}`, a bad body 400 with one message per field
 *   (`errors: [{path: 'authors.0.orcid', message: 'Invalid ORCID checksum'}]`);
 * - the issue calls (issue-routes.ts).
 */
import { z } from 'zod';
import { errorBody } from '../../../shared/api/common';
import { publicationScheduled } from '../../../shared/api/issue-management';
import { productionMetadata, productionMetadataRequest, webProof } from '../../../shared/api/production';
import { fileUploaded, published, statusChanged } from '../../../shared/api/submissions';
import { proofCorrectionsRequest } from '../../../shared/validation/submissions';
import type { AppInstance } from '../../app-types';
import { FILE_FIELD, fileUrlOf, receiveUpload } from '../submissions';
import { approveProof } from './approve-proof';
import { issueRoutes } from './issue-routes';
import { publishArticle } from './publish-article';
import { readProductionMetadata } from './read-production-metadata';
import { readWebProof } from './read-web-proof';
import { requestProofCorrections } from './request-proof-corrections';
import { saveProductionMetadata } from './save-production-metadata';
import { startProduction } from './start-production';
import { uploadProof } from './upload-proof';

const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const errors = { 400: errorBody, 401: errorBody, 404: errorBody, 409: errorBody };
const workflowErrors = { ...errors, 403: errorBody, 413: errorBody, 415: errorBody };
const fileBody = { type: 'object', properties: { file: { type: 'string', format: 'binary' } }, required: ['file'] };
const security = [{ bearerAuth: [] }];

/** The production route plugin, registered by app.ts (http.ts). */
export default async function productionRoutes(app: AppInstance) {
  // The one Deps (decision 0066): the use cases below take the part of it they name.
  const { deps } = app;
  const asAuthor = { onRequest: app.requirePermission('author_submissions') };
  const asEditor = { onRequest: app.requirePermission('handle_submissions') };
  const statusSchema = (summary: string, description?: string) => ({
    tags: ['submissions'],
    summary,
    ...(description ? { description } : {}),
    security,
    params: idParams,
    response: { 200: statusChanged, ...workflowErrors },
  });

  app.post(
    '/api/submissions/:id/proof/approve',
    { ...asAuthor, schema: statusSchema('Approve the proof') },
    async (request) => {
      const row = await approveProof({ ...deps, user: request.user!, submissionId: request.params.id });
      return { id: row.id, status: row.status };
    },
  );

  app.post(
    '/api/submissions/:id/proof/corrections',
    {
      ...asAuthor,
      schema: {
        ...statusSchema(
          'Ask for proof corrections',
          'proof uploaded → in production, for a new proof. Body {comments} (required, ≤ 20,000 characters).',
        ),
        body: proofCorrectionsRequest,
      },
    },
    async (request) => {
      const row = await requestProofCorrections({
        ...deps,
        user: request.user!,
        submissionId: request.params.id,
        input: request.body,
      });
      return { id: row.id, status: row.status };
    },
  );

  app.post(
    '/api/submissions/:id/production',
    { ...asEditor, schema: statusSchema('Start production of an accepted submission') },
    async (request) => {
      const row = await startProduction({ ...deps, user: request.user!, submissionId: request.params.id });
      return { id: row.id, status: row.status };
    },
  );

  app.post(
    '/api/submissions/:id/proof',
    {
      ...asEditor,
      schema: {
        tags: ['submissions'],
        summary: 'Upload the proof (PDF)',
        security,
        params: idParams,
        consumes: ['multipart/form-data'],
        multipartBody: fileBody,
        response: { 201: fileUploaded, ...workflowErrors },
      },
    },
    async (request, reply) => {
      const upload = await receiveUpload(request, app.storage, FILE_FIELD);
      const { submission, file } = await uploadProof({
        ...deps,
        user: request.user!,
        submissionId: request.params.id,
        upload,
      });
      return reply.status(201).send({
        id: submission.id,
        status: submission.status,
        fileId: file.id,
        fileUrl: fileUrlOf(submission.id, file.id),
      });
    },
  );

  app.post(
    '/api/submissions/:id/publish',
    {
      ...asEditor,
      schema: {
        tags: ['submissions'],
        summary: 'Publish: the approved proof becomes the article',
        security,
        params: idParams,
        description:
          "Files the article under the issue assigned in production, else the journal's current issue. Assigned to a future issue, it is held instead (202 {scheduled, issue}; status stays proof_approved) until that issue is published (decision 0032).",
        response: { 200: published, 202: publicationScheduled, ...workflowErrors },
      },
    },
    async (request, reply) => {
      const result = await publishArticle({ ...deps, user: request.user!, submissionId: request.params.id });
      if ('scheduled' in result) reply.code(202);
      return result;
    },
  );

  app.get(
    '/api/submissions/:id/production-metadata',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['submissions'],
        summary: 'The production metadata (prefilled from the submission until saved)',
        description:
          'Editors in production (also after approval and publication, read-only), the author while the proof awaits approval.',
        security,
        params: idParams,
        response: { 200: productionMetadata, ...errors },
      },
    },
    async (request) => readProductionMetadata({ db: app.db, user: request.user!, submissionId: request.params.id }),
  );

  app.put(
    '/api/submissions/:id/production-metadata',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['submissions'],
        summary: 'Save the production metadata (replaces the saved record)',
        description:
          'authors (in order: givenNames, surname, affiliations, orcid checked by its ISO 7064 MOD 11-2 check character, corresponding; one at least must be corresponding), keywords, funding [{funder, awardId}], license, conflictOfInterest, dataAvailability, references (one per line). Editors in production or with a proof not yet approved; the author while the proof awaits approval.',
        security,
        params: idParams,
        body: productionMetadataRequest,
        response: { 200: productionMetadata, ...errors },
      },
    },
    async (request) =>
      saveProductionMetadata({
        db: app.db,
        user: request.user!,
        submissionId: request.params.id,
        input: request.body,
      }),
  );

  app.get(
    '/api/submissions/:id/web-proof',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['submissions'],
        summary: 'The web full text made from the accepted Word manuscript (sanitized HTML)',
        description:
          'What the article page will show as its full text. `html` is null (and `messages` says why) when the manuscript is not a DOCX file.',
        security,
        params: idParams,
        response: { 200: webProof, ...errors },
      },
    },
    async (request) => readWebProof({ ...deps, user: request.user!, submissionId: request.params.id }),
  );

  issueRoutes(app, deps);
}

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
 *
 * Each route is an entry of the endpoint table (shared/api/endpoints/production.ts;
 * docs/decisions/0064-endpoint-table.md), registered here with its access hook.
 */
import * as endpoints from '../../../shared/api/endpoints/production';
import type { AppInstance } from '../../app-types';
import { endpointRoute } from '../../lib/endpoint-route';
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

/** The production route plugin, registered by app.ts (http.ts). */
export default async function productionRoutes(app: AppInstance) {
  // The one Deps (decision 0068): the use cases below take the part of it they name.
  const { deps } = app;
  const asAuthor = { onRequest: app.requirePermission('author_submissions') };
  const asEditor = { onRequest: app.requirePermission('handle_submissions') };
  const signedIn = { onRequest: app.requireUser };

  endpointRoute(app, endpoints.approveProof, asAuthor, async (request) => {
    const row = await approveProof({ ...deps, user: request.user!, submissionId: request.params.id });
    return { id: row.id, status: row.status };
  });

  endpointRoute(app, endpoints.requestProofCorrections, asAuthor, async (request) => {
    const row = await requestProofCorrections({
      ...deps,
      user: request.user!,
      submissionId: request.params.id,
      input: request.body,
    });
    return { id: row.id, status: row.status };
  });

  endpointRoute(app, endpoints.startProduction, asEditor, async (request) => {
    const row = await startProduction({ ...deps, user: request.user!, submissionId: request.params.id });
    return { id: row.id, status: row.status };
  });

  endpointRoute(app, endpoints.uploadProof, asEditor, async (request, reply) => {
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
  });

  endpointRoute(app, endpoints.publishSubmission, asEditor, async (request, reply) => {
    const result = await publishArticle({ ...deps, user: request.user!, submissionId: request.params.id });
    if ('scheduled' in result) reply.code(202);
    return result;
  });

  endpointRoute(app, endpoints.getProductionMetadata, signedIn, async (request) =>
    readProductionMetadata({ db: app.db, user: request.user!, submissionId: request.params.id }),
  );

  endpointRoute(app, endpoints.saveProductionMetadata, signedIn, async (request) =>
    saveProductionMetadata({
      db: app.db,
      user: request.user!,
      submissionId: request.params.id,
      input: request.body,
    }),
  );

  endpointRoute(app, endpoints.getWebProof, signedIn, async (request) =>
    readWebProof({ ...deps, user: request.user!, submissionId: request.params.id }),
  );

  issueRoutes(app, deps);
}

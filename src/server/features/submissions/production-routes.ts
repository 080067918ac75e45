/**
 * The production calls (docs/decisions/0028-production-metadata-and-generated-jats.md):
 * the structured metadata an article is published from, and the web version of the accepted
 * manuscript shown with the proof. Editors in production and the submission's author while the
 * proof awaits approval (production-metadata.ts `checkProductionAccess`); others 404, a status
 * that does not allow the call 409 `{code, message, currentStatus}`, a bad body 400 with one
 * message per field (`errors: [{path: 'authors.0.orcid', message: 'Invalid ORCID checksum'}]`).
 */
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { errorBody } from '../../../shared/api/common';
import { productionMetadata, productionMetadataRequest, webProof } from '../../../shared/api/production';
import type { AppInstance } from '../../app-types';
import { submissions } from '../../db/schema';
import { webVersionOf } from './docx-html';
import { checkProductionAccess, editsRow, readProductionMetadata, saveProductionMetadata } from './production-metadata';
import type { WorkflowDeps } from './workflow-deps';

const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const errors = { 400: errorBody, 401: errorBody, 404: errorBody, 409: errorBody };

/** Registers the production calls on `app` with the workflow's `deps`. */
export function productionRoutes(app: AppInstance, deps: WorkflowDeps): void {
  app.get(
    '/api/submissions/:id/production-metadata',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['submissions'],
        summary: 'The production metadata (prefilled from the submission until saved)',
        description:
          'Editors in production (also after approval and publication, read-only), the author while the proof awaits approval.',
        security: [{ bearerAuth: [] }],
        params: idParams,
        response: { 200: productionMetadata, ...errors },
      },
    },
    async (request) => readProductionMetadata(deps, request.user!, request.params.id),
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
        security: [{ bearerAuth: [] }],
        params: idParams,
        body: productionMetadataRequest,
        response: { 200: productionMetadata, ...errors },
      },
    },
    async (request) => saveProductionMetadata(deps, request.user!, request.params.id, request.body),
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
        security: [{ bearerAuth: [] }],
        params: idParams,
        response: { 200: webProof, ...errors },
      },
    },
    async (request) => {
      const [row] = await app.db.select().from(submissions).where(eq(submissions.id, request.params.id));
      checkProductionAccess(row, request.user!, false, await editsRow(app.db, row, request.user!));
      return webVersionOf({ db: app.db, storage: app.storage }, row.id);
    },
  );
}

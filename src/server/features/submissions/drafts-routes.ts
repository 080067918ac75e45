/**
 * The drafts' routes (docs/decisions/0074-revision-deadlines-and-drafts.md): GET, PUT and DELETE
 * `/api/submissions/{id}/drafts/{key}`, signed in, each the caller's own draft (drafts.ts). Entries
 * of the endpoint table (shared/api/endpoints/drafts.ts).
 */
import type { AppInstance } from '../../app-types';
import * as endpoints from '../../../shared/api/endpoints/drafts';
import { endpointRoute } from '../../lib/endpoint-route';
import { discardDraft, readDraft, saveDraft } from './drafts';

/** Registers the drafts' routes on `app`. */
export function draftRoutes(app: AppInstance) {
  const signedIn = { onRequest: app.requireUser };
  endpointRoute(app, endpoints.getDraft, signedIn, async (request) =>
    readDraft(app.db, request.user!, request.params.id, request.params.key),
  );
  endpointRoute(app, endpoints.saveDraft, signedIn, async (request) =>
    saveDraft(app.db, request.user!, request.params.id, request.params.key, request.body.body),
  );
  endpointRoute(app, endpoints.deleteDraft, signedIn, async (request, reply) => {
    await discardDraft(app.db, request.user!, request.params.id, request.params.key);
    return reply.code(204).send();
  });
}

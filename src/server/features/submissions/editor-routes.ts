/**
 * The editorial office's scope calls (docs/decisions/0037-editor-scope.md): the
 * editor's queue with its filters, the journals an editor handles, and a submission's handling
 * and associate editors, the decision letter to edit and the mail record (decision 0044).
 * All need `handle_submissions`, and act only in the caller's journals (others 404);
 * an admin sees all. Each route is an entry of the endpoint table
 * (shared/api/endpoints/editor-scope.ts; docs/decisions/0064-endpoint-table.md).
 */
import type { AppInstance } from '../../app-types';
import { TOTAL_CAPPED_HEADER, TOTAL_COUNT_HEADER } from '../../../shared/api/common';
import { assignEditor, readAssignment } from './assignment';
import { editorJournals, editorQueue } from './queue';
import type { WorkflowDeps } from './workflow-deps';
import * as endpoints from '../../../shared/api/endpoints/editor-scope';
import { endpointRoute } from '../../lib/endpoint-route';
import { draftDecisionLetter } from './decision-letters';
import { mailRecordOf } from './mail-record';
import * as invitationEndpoints from '../../../shared/api/endpoints/orcid-invitations';
import { resendOrcidInvitation } from './orcid-invitations';

/** Registers the editor's scope calls on `app` with the workflow's `deps`. */
export function editorRoutes(app: AppInstance, deps: WorkflowDeps) {
  const asEditor = { onRequest: app.requirePermission('handle_submissions') };

  endpointRoute(app, endpoints.listEditorQueue, asEditor, async (request, reply) => {
    const { items, total, capped } = await editorQueue(app.db, request.user!, request.query);
    reply.header(TOTAL_COUNT_HEADER, String(total));
    if (capped) reply.header(TOTAL_CAPPED_HEADER, 'true');
    return items;
  });

  endpointRoute(app, endpoints.listEditorJournals, asEditor, async (request) => editorJournals(app.db, request.user!));

  // Decision 0093: an author's link to connect their ORCID iD, sent again.
  endpointRoute(app, invitationEndpoints.resendOrcidInvitation, asEditor, async (request) =>
    resendOrcidInvitation({
      ...deps,
      user: request.user!,
      submissionId: request.params.id,
      authorIndex: request.params.index,
    }),
  );

  endpointRoute(app, endpoints.getAssignment, asEditor, async (request) =>
    readAssignment(deps, request.user!, request.params.id),
  );

  endpointRoute(app, endpoints.assignHandlingEditor, asEditor, async (request) =>
    assignEditor(deps, request.user!, request.params.id, 'handling', request.body.userId),
  );
  endpointRoute(app, endpoints.assignAssociateEditor, asEditor, async (request) =>
    assignEditor(deps, request.user!, request.params.id, 'associate', request.body.userId),
  );

  endpointRoute(app, endpoints.draftDecisionLetter, asEditor, async (request) =>
    draftDecisionLetter(app.db, deps.publicUrl, request.user!, request.params.id, request.query),
  );

  // Not editors only: the author and the reviewers re-read their own mails (mail-record.ts, decision 0071).
  endpointRoute(app, endpoints.listSubmissionMails, { onRequest: app.requireUser }, async (request) =>
    mailRecordOf(app.db, request.user!, request.params.id),
  );
}

/**
 * Issue calls of the production feature (docs/decisions/0032-issue-publishing.md), for
 * editors, associate editors and admins: GET/PUT /api/submissions/{id}/issue (the issue a
 * manuscript in production is published into) and
 * POST /api/admin/journals/{abbreviation}/issues/{id}/publish (publish a future issue with the
 * manuscripts held for it). 400 names the field; 404 unknown submission, journal or issue; 409 a
 * status that does not allow it (an issue already published). Each is an entry of the endpoint
 * table (shared/api/endpoints/production.ts; docs/decisions/0064-endpoint-table.md).
 */
import * as endpoints from '../../../shared/api/endpoints/production';
import type { AppInstance } from '../../app-types';
import { endpointRoute } from '../../lib/endpoint-route';
import { journalScoped, scopedJournalOf } from '../journals';
import type { WorkflowDeps } from '../submissions';
import { assignIssue } from './assign-issue';
import { publishIssue } from './publish-issue';
import { readIssueAssignment } from './read-issue-assignment';

/** Registers the issue calls on `app` with the workflow's `deps`. */
export function issueRoutes(app: AppInstance, deps: WorkflowDeps): void {
  const asEditor = { onRequest: app.requirePermission('handle_submissions') };

  endpointRoute(app, endpoints.getIssueAssignment, asEditor, async (request) =>
    readIssueAssignment({ db: deps.db, user: request.user!, submissionId: request.params.id }),
  );

  endpointRoute(app, endpoints.assignIssue, asEditor, async (request) =>
    assignIssue({
      db: deps.db,
      user: request.user!,
      submissionId: request.params.id,
      issueId: request.body.issueId,
    }),
  );

  endpointRoute(
    app,
    endpoints.publishIssue,
    // The journal's editors-in-chief and editors, and admins; everyone else 404 (decision 0059).
    journalScoped(app, { param: 'abbreviation' }, 'managers'),
    async (request) =>
      publishIssue({
        ...deps,
        user: request.user!,
        journalId: scopedJournalOf(request).id,
        issueId: request.params.id,
      }),
  );
}

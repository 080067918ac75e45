/**
 * Issue management routes (docs/decisions/0032-issue-publishing.md), for editors,
 * associate editors and admins (policy `handle_submissions`; others 403, no session 401):
 * GET /api/admin/journals/{abbreviation}/issues (every issue, future ones included),
 * POST /api/admin/journals/{abbreviation}/issues (create; 201) and
 * PATCH /api/admin/journals/{abbreviation}/issues/{id} (replace its fields).
 * A bad body is 400 naming each field; an unknown journal or issue answers 404; a volume and number the
 * journal already has 409. Publishing an issue is the submissions feature's
 * (POST …/issues/{id}/publish), since it publishes the issue's scheduled manuscripts.
 * Paths, schemas and answers: the endpoint table, shared/api/endpoints/journals.ts (decision 0064).
 */
import * as endpoints from '../../../shared/api/endpoints/journals';
import type { AppInstance } from '../../app-types';
import { endpointRoute } from '../../lib/endpoint-route';
import { createIssue, findIssue, listIssues, updateIssue } from './issue-management';
import { journalScoped, scopedJournalOf } from './journal-scope';

export default async function issueAdminRoutes(app: AppInstance) {
  // The journal's editors-in-chief and editors, and admins; everyone else 404 (decision 0059).
  const asEditor = journalScoped(app, { param: 'abbreviation' }, 'managers');

  endpointRoute(app, endpoints.listJournalIssues, asEditor, async (request) => ({
    issues: await listIssues(app.db, scopedJournalOf(request).id),
  }));

  endpointRoute(app, endpoints.getJournalIssue, asEditor, async (request) =>
    findIssue(app.db, scopedJournalOf(request).id, request.params.id),
  );

  endpointRoute(app, endpoints.createJournalIssue, asEditor, async (request, reply) => {
    const journalId = scopedJournalOf(request).id;
    reply.code(201);
    return createIssue(app.db, request.user!.id, journalId, request.body);
  });

  endpointRoute(app, endpoints.updateJournalIssue, asEditor, async (request) => {
    const journalId = scopedJournalOf(request).id;
    return updateIssue(app.db, request.user!.id, journalId, request.params.id, request.body);
  });
}

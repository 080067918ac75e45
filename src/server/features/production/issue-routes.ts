/**
 * Issue calls of the production feature (docs/decisions/0032-issue-publishing.md), for
 * editors, associate editors and admins: GET/PUT /api/submissions/{id}/issue (the issue a
 * manuscript in production is published into) and
 * POST /api/admin/journals/{abbreviation}/issues/{id}/publish (publish a future issue with the
 * manuscripts held for it). 400 names the field; 404 unknown submission, journal or issue; 409 a
 * status that does not allow it (an issue already published).
 */
import { z } from 'zod';
import { errorBody } from '../../../shared/api/common';
import {
  issueAssignment,
  issueAssignmentRequest,
  issueIdParams,
  issuePublication,
} from '../../../shared/api/issue-management';
import type { AppInstance } from '../../app-types';
import { journalScoped, scopedJournalOf } from '../journals';
import type { WorkflowDeps } from '../submissions';
import { assignIssue } from './assign-issue';
import { publishIssue } from './publish-issue';
import { readIssueAssignment } from './read-issue-assignment';

const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };

/** Registers the issue calls on `app` with the workflow's `deps`. */
export function issueRoutes(app: AppInstance, deps: WorkflowDeps): void {
  const asEditor = { onRequest: app.requirePermission('handle_submissions') };
  const security = [{ bearerAuth: [] }];

  app.get(
    '/api/submissions/:id/issue',
    {
      ...asEditor,
      schema: {
        tags: ['submissions'],
        summary: 'The issue a manuscript is assigned to, and the issues it may be assigned to',
        description:
          'issueId null: continuous publication into the current issue. scheduledAt: held for a future issue.',
        security,
        params: idParams,
        response: { 200: issueAssignment, ...errors },
      },
    },
    async (request) => readIssueAssignment({ db: deps.db, user: request.user!, submissionId: request.params.id }),
  );

  app.put(
    '/api/submissions/:id/issue',
    {
      ...asEditor,
      schema: {
        tags: ['submissions'],
        summary: 'Assign the manuscript to the current or a future issue of its journal (null: continuous)',
        description: 'In production, with a proof or an approved proof. Another issue lifts a hold for a future one.',
        security,
        params: idParams,
        body: issueAssignmentRequest,
        response: { 200: issueAssignment, ...errors },
      },
    },
    async (request) =>
      assignIssue({
        db: deps.db,
        user: request.user!,
        submissionId: request.params.id,
        issueId: request.body.issueId,
      }),
  );

  app.post(
    '/api/admin/journals/:abbreviation/issues/:id/publish',
    {
      // The journal's editors-in-chief and editors, and admins; everyone else 404 (decision 0059).
      ...journalScoped(app, { param: 'abbreviation' }, 'managers'),
      schema: {
        tags: ['journals'],
        summary: 'Publish a future issue: it becomes current, dated today, with all manuscripts held for it',
        description:
          'One transaction: the old current issue goes back; each held manuscript is published with the same date.',
        security,
        params: issueIdParams,
        response: { 200: issuePublication, ...errors },
      },
    },
    async (request) =>
      publishIssue({
        ...deps,
        user: request.user!,
        journalId: scopedJournalOf(request).id,
        issueId: request.params.id,
      }),
  );
}

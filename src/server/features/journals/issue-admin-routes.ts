/**
 * Issue management routes (docs/decisions/0032-issue-publishing.md), for editors,
 * associate editors and admins (policy `handle_submissions`; others 403, no session 401):
 * GET /api/admin/journals/{abbreviation}/issues (every issue, future ones included),
 * POST /api/admin/journals/{abbreviation}/issues (create; 201) and
 * PATCH /api/admin/journals/{abbreviation}/issues/{id} (replace its fields).
 * A bad body is 400 naming each field; an unknown journal or issue answers 404; a volume and number the
 * journal already has 409. Publishing an issue is the submissions feature's
 * (POST …/issues/{id}/publish), since it publishes the issue's scheduled manuscripts.
 */
import { errorBody } from '../../../shared/api/common';
import {
  issueIdParams,
  issueManagementParams,
  issueRecord,
  issueRecords,
  issueRequest,
} from '../../../shared/api/issue-management';
import type { AppInstance } from '../../app-types';
import { createIssue, findIssue, listIssues, updateIssue } from './issue-management';
import { journalScoped, scopedJournalOf } from './journal-scope';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };

export default async function issueAdminRoutes(app: AppInstance) {
  // The journal's editors-in-chief and editors, and admins; everyone else 404 (decision 0059).
  const asEditor = journalScoped(app, { param: 'abbreviation' }, 'managers');
  const security = [{ bearerAuth: [] }];

  app.get(
    '/api/admin/journals/:abbreviation/issues',
    {
      ...asEditor,
      schema: {
        tags: ['journals'],
        summary: "A journal's issues for the editorial office, future ones included, newest first",
        security,
        params: issueManagementParams,
        response: { 200: issueRecords, ...errors },
      },
    },
    async (request) => ({ issues: await listIssues(app.db, scopedJournalOf(request).id) }),
  );

  app.get(
    '/api/admin/journals/:abbreviation/issues/:id',
    {
      ...asEditor,
      schema: {
        tags: ['journals'],
        summary: 'One issue of the journal',
        security,
        params: issueIdParams,
        response: { 200: issueRecord, ...errors },
      },
    },
    async (request) => findIssue(app.db, scopedJournalOf(request).id, request.params.id),
  );

  app.post(
    '/api/admin/journals/:abbreviation/issues',
    {
      ...asEditor,
      schema: {
        tags: ['journals'],
        summary: 'Create an issue (volume, number, year, title?, description?, publishedDate?, status)',
        description:
          'status defaults to future; creating it current moves the old current issue to back in the same transaction. 409 when the journal has that volume and number.',
        security,
        params: issueManagementParams,
        body: issueRequest,
        response: { 201: issueRecord, ...errors },
      },
    },
    async (request, reply) => {
      const journalId = scopedJournalOf(request).id;
      reply.code(201);
      return createIssue(app.db, request.user!.id, journalId, request.body);
    },
  );

  app.patch(
    '/api/admin/journals/:abbreviation/issues/:id',
    {
      ...asEditor,
      schema: {
        tags: ['journals'],
        summary: "Replace an issue's fields",
        description: 'The same body as creating one; made current, the old current issue goes back.',
        security,
        params: issueIdParams,
        body: issueRequest,
        response: { 200: issueRecord, ...errors },
      },
    },
    async (request) => {
      const journalId = scopedJournalOf(request).id;
      return updateIssue(app.db, request.user!.id, journalId, request.params.id, request.body);
    },
  );
}

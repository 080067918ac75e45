/**
 * The editorial office's scope calls (docs/decisions/0037-editor-scope.md): the
 * editor's queue with its filters, the journals an editor handles, and a submission's handling
 * and associate editors, the decision letter to edit and the mail record (decision 0044).
 * All need `handle_submissions`, and act only in the caller's journals (others 404);
 * an admin sees all.
 */
import { z } from 'zod';
import { errorBody } from '../../../shared/api/common';
import { assignRequest, editorJournal, editorQueueQuery, submissionAssignment } from '../../../shared/api/editor-scope';
import { submissionSummary } from '../../../shared/api/submissions';
import type { AppInstance } from '../../app-types';
import { assignEditor, readAssignment, type AssignmentSlot } from './assignment';
import { editorJournals, editorQueue } from './queue';
import type { WorkflowDeps } from './workflow-deps';
import { submissionMail } from '../../../shared/api/mail-record';
import * as endpoints from '../../../shared/api/endpoints/editor-scope';
import { endpointRoute } from '../../lib/endpoint-route';
import { draftDecisionLetter } from './decision-letters';
import { mailRecordOf } from './mail-record';

const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };

export function editorRoutes(app: AppInstance, deps: WorkflowDeps) {
  const asEditor = { onRequest: app.requirePermission('handle_submissions') };

  app.get(
    '/api/editor/submissions',
    {
      ...asEditor,
      schema: {
        tags: ['submissions'],
        summary: 'The editors’ queue: the submissions past draft of the caller’s journals (an admin: all)',
        description:
          'Filters, all optional: journalId, status, assigned=me (the caller is the handling or associate editor), overdue=true, q (title or author name contain it, any case; `12` or `#12` is also the id). Newest change first, at most 500.',
        security: [{ bearerAuth: [] }],
        querystring: editorQueueQuery,
        response: { 200: z.array(submissionSummary), 400: errorBody, 401: errorBody, 403: errorBody },
      },
    },
    async (request) => editorQueue(app.db, request.user!, request.query),
  );

  app.get(
    '/api/editor/journals',
    {
      ...asEditor,
      schema: {
        tags: ['submissions'],
        summary: 'The journals whose submissions the caller handles, with their journal role',
        security: [{ bearerAuth: [] }],
        response: { 200: z.array(editorJournal), 401: errorBody, 403: errorBody },
      },
    },
    async (request) => editorJournals(app.db, request.user!),
  );

  app.get(
    '/api/submissions/:id/assignment',
    {
      ...asEditor,
      schema: {
        tags: ['submissions'],
        summary: 'A submission’s handling and associate editors, and whom the caller may assign',
        security: [{ bearerAuth: [] }],
        params: idParams,
        response: { 200: submissionAssignment, ...errors },
      },
    },
    async (request) => readAssignment(deps, request.user!, request.params.id),
  );

  const assignCall = (path: string, slot: AssignmentSlot, summary: string, description: string) =>
    app.put(
      path,
      {
        ...asEditor,
        schema: {
          tags: ['submissions'],
          summary,
          description,
          security: [{ bearerAuth: [] }],
          params: idParams,
          body: assignRequest,
          response: { 200: submissionAssignment, ...errors },
        },
      },
      async (request) => assignEditor(deps, request.user!, request.params.id, slot, request.body.userId),
    );

  assignCall(
    '/api/submissions/:id/handling-editor',
    'handling',
    'Assign (or clear, userId null) the handling editor',
    "The journal's editor-in-chief or an admin; the editor must hold the editor-in-chief or editor role on the submission's journal (else 400 on userId). Others in scope 403.",
  );
  assignCall(
    '/api/submissions/:id/associate-editor',
    'associate',
    'Assign (or clear, userId null) the associate editor',
    "The handling editor, the journal's editor-in-chief or an admin; the person must be an associate editor of the submission's journal (else 400 on userId). Others in scope 403.",
  );

  endpointRoute(app, endpoints.draftDecisionLetter, asEditor, async (request) =>
    draftDecisionLetter(app.db, deps.publicUrl, request.user!, request.params.id, request.query),
  );

  app.get(
    '/api/submissions/:id/mails',
    {
      ...asEditor,
      schema: {
        tags: ['submissions'],
        summary: 'The mails a submission caused (its own and its invitations’), newest first',
        description: 'To, subject, kind, delivery status, sent and created times. Editors of its journal only.',
        security: [{ bearerAuth: [] }],
        params: idParams,
        response: { 200: z.array(submissionMail), ...errors },
      },
    },
    async (request) => mailRecordOf(app.db, request.user!, request.params.id),
  );
}

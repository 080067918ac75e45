/**
 * Endpoint table: the editorial office's scope calls (docs/decisions/0037-editor-scope.md,
 * 0064-endpoint-table.md): the editor's queue with its filters, the journals an editor handles,
 * a submission's handling and associate editors, the decision letter to edit and the mail record
 * (decision 0044). All need `handle_submissions` and act only in the caller's journals (others
 * 404); an admin sees all.
 */
import { errorBody } from '../common';
import { assignRequest, decisionLetter, editorJournal, editorQueueQuery, submissionAssignment } from '../editor-scope';
import { submissionMail } from '../mail-record';
import { submissionSummary } from '../submissions';
import { decisionLetterQuery } from '../../validation/submissions';
import { z } from 'zod';
import { defineEndpoint } from './define';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody } as const;
const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const scope = { tags: ['submissions'], signedIn: true } as const;

/**
 * `GET /api/editor/submissions?journalId&status&assigned&overdue&q&limit&offset`: one page of the
 * queue, newest change first; the total (capped at 1,000) in X-Total-Count (decision 0076).
 */
export const listEditorQueue = defineEndpoint({
  ...scope,
  method: 'GET',
  path: '/api/editor/submissions',
  summary: 'The editors’ queue: the submissions past draft of the caller’s journals (an admin: all)',
  description:
    'Filters, all optional: journalId, status, assigned=me (the caller is the handling or associate editor), overdue=true, q (title or author name contain it, any case; `12` or `#12` is also the id). Newest change first, one page of `limit` (1–100, default 50) from `offset` (0–10,000); the total in X-Total-Count, and past 1,000 it is 1,000 with X-Total-Count-Capped: true.',
  query: editorQueueQuery,
  list: true,
  responses: { 200: z.array(submissionSummary), 400: errorBody, 401: errorBody, 403: errorBody },
});

/** `GET /api/editor/journals`: the journals whose submissions the caller handles, with the caller's role. */
export const listEditorJournals = defineEndpoint({
  ...scope,
  method: 'GET',
  path: '/api/editor/journals',
  summary: 'The journals whose submissions the caller handles, with their journal role',
  responses: { 200: z.array(editorJournal), 401: errorBody, 403: errorBody },
});

/** `GET /api/submissions/{id}/assignment`: the handling and associate editors, and whom the caller may assign. */
export const getAssignment = defineEndpoint({
  ...scope,
  method: 'GET',
  path: '/api/submissions/:id/assignment',
  summary: 'A submission’s handling and associate editors, and whom the caller may assign',
  params: idParams,
  responses: { 200: submissionAssignment, ...errors },
});

/** `PUT /api/submissions/{id}/handling-editor` `{userId}` (null clears) → the new assignment. */
export const assignHandlingEditor = defineEndpoint({
  ...scope,
  method: 'PUT',
  path: '/api/submissions/:id/handling-editor',
  summary: 'Assign (or clear, userId null) the handling editor',
  description:
    "The journal's editor-in-chief or an admin; the editor must hold the editor-in-chief or editor role on the submission's journal (else 400 on userId). Others in scope 403.",
  params: idParams,
  body: assignRequest,
  responses: { 200: submissionAssignment, ...errors },
});

/** `PUT /api/submissions/{id}/associate-editor` `{userId}` (null clears) → the new assignment. */
export const assignAssociateEditor = defineEndpoint({
  ...scope,
  method: 'PUT',
  path: '/api/submissions/:id/associate-editor',
  summary: 'Assign (or clear, userId null) the associate editor',
  description:
    "The handling editor, the journal's editor-in-chief or an admin; the person must be an associate editor of the submission's journal (else 400 on userId). Others in scope 403.",
  params: idParams,
  body: assignRequest,
  responses: { 200: submissionAssignment, ...errors },
});

/** `GET /api/submissions/{id}/mails`: the mails the submission caused, newest first (decision 0044). */
export const listSubmissionMails = defineEndpoint({
  ...scope,
  method: 'GET',
  path: '/api/submissions/:id/mails',
  summary: 'The mails a submission caused (its own and its invitations’), newest first, with their full text',
  description:
    'To, subject, plain-text body as sent (secret link parameters redacted), kind, delivery status, sent and created times. Editors of its journal: every mail; its author and each reviewer invited to it: only the mails sent to their own address (decision 0071). Others 404.',
  params: idParams,
  responses: { 200: z.array(submissionMail), ...errors },
});

/**
 * `GET /api/submissions/{id}/decision-letter?decision=&note=`: the letter the author would get,
 * built from the decision's template, to edit; sent back edited as `letter` with POST …/decision.
 */
export const draftDecisionLetter = defineEndpoint({
  method: 'GET',
  path: '/api/submissions/:id/decision-letter',
  tags: ['submissions'],
  signedIn: true,
  summary: 'The decision letter the author would get, built from the decision’s template, to edit',
  description:
    "Query: decision (minor, major, accept, reject), note (the editor's reason, optional), revisionDue, reviewFiles ('true': the letter names the reviewers' files). Answers {to, subject, text, attachments, reviewFiles}: plain text with the round's reviewers' comments for the authors as 'Reviewer 1', 'Reviewer 2'… (never names, never confidential comments); attachments is always empty (a mail carries links); reviewFiles lists the round's reviewers' files under the blind names the author downloads them by. Send the edited text as `letter` with POST …/decision.",
  // As editor-routes.ts has it for its other routes.
  params: z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) }),
  query: decisionLetterQuery,
  responses: { 200: decisionLetter, ...errors },
});

/**
 * Endpoint table: the editorial office's scope calls (docs/decisions/0037-editor-scope.md,
 * 0064-endpoint-table.md). All need `handle_submissions` and act only in the caller's
 * journals (others 404).
 */
import { errorBody } from '../common';
import { decisionLetter } from '../editor-scope';
import { decisionLetterQuery } from '../../validation/submissions';
import { z } from 'zod';
import { defineEndpoint } from './define';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody } as const;

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
    "Query: decision (minor, major, accept, reject), note (the editor's reason, optional). Answers {subject, text}: plain text with the round's reviewers' comments for the authors as 'Reviewer 1', 'Reviewer 2'… (never names, never confidential comments). Send the edited text as `letter` with POST …/decision.",
  // As editor-routes.ts has it for its other routes.
  params: z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) }),
  query: decisionLetterQuery,
  responses: { 200: decisionLetter, ...errors },
});

/**
 * Endpoint table: drafts kept on the server while a person types
 * (docs/decisions/0074-revision-deadlines-and-drafts.md; docs/decisions/0064-endpoint-table.md),
 * served by features/submissions. Signed in; the draft is the caller's own: nobody reads or
 * changes another person's draft. The caller must be allowed to act on the submission in the
 * key's role (shared/api/drafts.ts), else 404 as for a missing submission (decision 0037).
 * A key that is not one of the known kinds answers 400; a body over the size limit 413.
 */
import { z } from 'zod';
import { errorBody } from '../common';
import { draft, draftKey, draftRequest } from '../drafts';
import { defineEndpoint } from './define';

const params = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647), key: draftKey });
const errors = { 400: errorBody, 401: errorBody, 404: errorBody, 413: errorBody } as const;
const common = { tags: ['submissions'], signedIn: true, params } as const;

/** `GET /api/submissions/{id}/drafts/{key}` → 200 the caller's draft; 404 when they have none. */
export const getDraft = defineEndpoint({
  ...common,
  method: 'GET',
  path: '/api/submissions/:id/drafts/:key',
  summary: 'Your draft of a review, a decision letter or a message (decision 0074)',
  description: '404 "Draft not found" when you have none for this submission and key.',
  responses: { 200: draft, ...errors },
});

/** `PUT /api/submissions/{id}/drafts/{key}` `{body}` → 200 the draft as stored. */
export const saveDraft = defineEndpoint({
  ...common,
  method: 'PUT',
  path: '/api/submissions/:id/drafts/:key',
  summary: 'Save your draft (replaces the one before)',
  description:
    'Body {body}: a flat object of fields (text, number, true/false or null), at most 120,000 characters as JSON (413 otherwise).',
  body: draftRequest,
  responses: { 200: draft, ...errors },
});

/** `DELETE /api/submissions/{id}/drafts/{key}` → 204 (also when there was none). */
export const deleteDraft = defineEndpoint({
  ...common,
  method: 'DELETE',
  path: '/api/submissions/:id/drafts/:key',
  summary: 'Discard your draft (after sending the text)',
  responses: { 204: null, ...errors },
});

/**
 * Endpoint table: a submission's correspondence (docs/decisions/0072-discussions.md;
 * docs/decisions/0064-endpoint-table.md), served by features/discussions. Signed-in; a thread
 * the caller may not see answers 404 as a missing one (decision 0066): editors of the
 * submission's journal every thread, its author the author's thread, a reviewer their own.
 */
import { z } from 'zod';
import { errorBody } from '../common';
import {
  discussionMessage,
  discussionRead,
  discussionThreadDetail,
  discussionThreads,
  threadKey,
} from '../discussions';
import { defineEndpoint } from './define';

const dbId = z.coerce.number().int().positive().max(2_147_483_647);
const idParams = z.object({ id: dbId });
const threadParams = idParams.extend({ thread: threadKey });
const errors = {
  400: errorBody,
  401: errorBody,
  404: errorBody,
  413: errorBody,
  415: errorBody,
  429: errorBody,
} as const;
const signedIn = { tags: ['discussions'], signedIn: true } as const;

/** `GET /api/submissions/{id}/discussions`: the threads the caller may see, with unread counts. */
export const listDiscussions = defineEndpoint({
  ...signedIn,
  method: 'GET',
  path: '/api/submissions/:id/discussions',
  summary: "A submission's discussion threads the caller may see",
  description:
    'Editors of the journal: the author’s thread and one per reviewer invitation; the author: the author’s thread; a reviewer: their own. 404 for anyone else.',
  params: idParams,
  responses: { 200: discussionThreads, 401: errorBody, 404: errorBody },
});

/** `GET /api/submissions/{id}/discussions/{thread}`: one thread with its messages, oldest first. */
export const getDiscussion = defineEndpoint({
  ...signedIn,
  method: 'GET',
  path: '/api/submissions/:id/discussions/:thread',
  summary: 'A discussion thread and its messages',
  description: "thread is 'author' or 'reviewer-{inviteId}'. 404 for a thread unknown or hidden from the caller.",
  params: threadParams,
  responses: { 200: discussionThreadDetail, 401: errorBody, 404: errorBody },
});

/** `POST /api/submissions/{id}/discussions/{thread}/read`: the caller has read the thread up to now. */
export const markDiscussionRead = defineEndpoint({
  ...signedIn,
  method: 'POST',
  path: '/api/submissions/:id/discussions/:thread/read',
  summary: 'Mark a discussion thread read',
  params: threadParams,
  responses: { 200: discussionRead, 401: errorBody, 404: errorBody },
});

/**
 * `POST /api/submissions/{id}/discussions/{thread}/messages`, multipart `body` and up to 3 files
 * `attachments` → 201 the message; mailed to the other side with a link to the thread.
 */
export const postDiscussionMessage = defineEndpoint({
  ...signedIn,
  method: 'POST',
  path: '/api/submissions/:id/discussions/:thread/messages',
  summary: 'Write in a discussion thread',
  description:
    'multipart/form-data: body (plain text, 1–10,000 characters) and at most 3 files under `attachments` (the review attachment’s rules: 30 MB each, checked by content). The other side is mailed the text with a link to the thread.',
  params: threadParams,
  multipart: true,
  multipartFields: {
    type: 'object',
    properties: {
      body: { type: 'string', description: 'Plain text, 1–10,000 characters' },
      attachments: { type: 'array', items: { type: 'string', format: 'binary' } },
    },
    required: ['body'],
  },
  responses: { 201: discussionMessage, ...errors },
});

/** `GET /api/submissions/{id}/discussions/{thread}/attachments/{attachmentId}`: a message's file. */
export const downloadDiscussionAttachment = defineEndpoint({
  ...signedIn,
  method: 'GET',
  path: '/api/submissions/:id/discussions/:thread/attachments/:attachmentId',
  summary:
    'A file sent in a discussion (GET and HEAD; ?download=1 as an attachment); to a reviewer, the editors’ files are cleaned for blind review (409 when they cannot be)',
  params: threadParams.extend({ attachmentId: dbId }),
  query: z.object({ download: z.enum(['0', '1']).optional() }),
  file: true,
  responses: { 200: null, 401: errorBody, 404: errorBody, 409: errorBody },
});

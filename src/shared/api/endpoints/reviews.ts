/**
 * Endpoint table: peer review (decision 0009; seed 001 §7 "Editor", "Reviewer";
 * docs/decisions/0064-endpoint-table.md), served by features/invitations and features/reviews:
 * - the editor's invitation calls under `/api/submissions/{id}` (`handle_submissions`, in the
 *   caller's journals; others 404): invite, cancel, extend the review's due date, and the
 *   reviewer database (decision 0051);
 * - the signed-in reviewer's calls on their own invitations (others 404): the list, one
 *   invitation, accepting or declining it, the manuscript cleaned for blind review, and the review.
 * The token links' calls (`/api/public/invites/…`) are not here yet.
 */
import { z } from 'zod';
import { errorBody } from '../common';
import { reviewerCandidatesPage, reviewerCandidatesQuery } from '../reviewer-candidates';
import {
  deadlineExtended,
  inviteCancelled,
  inviteCreated,
  inviteResponded,
  reviewerFile,
  reviewerFilesChosen,
  reviewerInvite,
  reviewerInviteDetail,
  reviewSubmitted,
} from '../submissions';
import {
  extendDeadlineRequest,
  inviteRequest,
  respondRequest,
  reviewerFilesRequest,
} from '../../validation/submissions';
import { defineEndpoint } from './define';

const dbId = z.coerce.number().int().positive().max(2_147_483_647);
const idParams = z.object({ id: dbId });
const inviteIdParams = idParams.extend({ inviteId: dbId });
/** The editor's calls' answers. */
const editorErrors = {
  400: errorBody,
  401: errorBody,
  403: errorBody,
  404: errorBody,
  409: errorBody,
  413: errorBody,
  415: errorBody,
} as const;
/** The reviewer's calls' answers. */
const errors = {
  400: errorBody,
  401: errorBody,
  404: errorBody,
  409: errorBody,
  413: errorBody,
  415: errorBody,
  429: errorBody,
} as const;
const editor = { tags: ['submissions'], signedIn: true } as const;
const reviewer = { tags: ['reviews'], signedIn: true } as const;

/** `POST /api/submissions/{id}/invites` `{reviewerEmail, respondBy?, reviewDue?, fileIds?}` → 201 `{inviteId}`. */
export const inviteReviewer = defineEndpoint({
  ...editor,
  method: 'POST',
  path: '/api/submissions/:id/invites',
  summary: 'Invite a reviewer',
  description:
    'Mails accept and decline links (14 days, or until the response deadline). respondBy and reviewDue (YYYY-MM-DD) default to today plus the journal’s days (7 and 21). fileIds (optional) chooses the submission files this reviewer receives; without it, the round’s manuscript, figures and supplementary files. A cover letter, proof or review attachment is refused (400).',
  params: idParams,
  body: inviteRequest,
  responses: { 201: inviteCreated, ...editorErrors },
});

/** `GET /api/submissions/{id}/reviewer-candidates?q=&journal=&page=` (decision 0051): 20 a page. */
export const searchReviewerCandidates = defineEndpoint({
  ...editor,
  method: 'GET',
  path: '/api/submissions/:id/reviewer-candidates',
  summary: 'Search the reviewer database for a submission',
  description:
    'Reviewer accounts, approved reviewer applicants and past invitees, with workload, completed reviews, mean turnaround (days), last review, conflicts with this submission (same affiliation, co-author) and whether already invited this round. q matches name, e-mail, affiliation or expertise; 20 a page.',
  params: idParams,
  query: reviewerCandidatesQuery,
  responses: { 200: reviewerCandidatesPage, ...editorErrors },
});

/** `POST /api/submissions/{id}/invites/{inviteId}/deadline` `{reviewDue}` → `{inviteId, reviewDue}`. */
export const extendReviewDue = defineEndpoint({
  ...editor,
  method: 'POST',
  path: '/api/submissions/:id/invites/:inviteId/deadline',
  summary: 'Extend the review due date of an invitation',
  description:
    'Body {reviewDue: YYYY-MM-DD}, later than the current due date, within a year. Pending or accepted invitations only.',
  params: inviteIdParams,
  body: extendDeadlineRequest,
  responses: { 200: deadlineExtended, ...editorErrors },
});

/** `PUT /api/submissions/{id}/invites/{inviteId}/files` `{fileIds}` → `{inviteId, fileIds}` (decision 0070). */
export const chooseReviewerFiles = defineEndpoint({
  ...editor,
  method: 'PUT',
  path: '/api/submissions/:id/invites/:inviteId/files',
  summary: 'Choose the files a reviewer receives',
  description:
    'Body {fileIds: [file ids of this submission]}: replaces what this reviewer receives, while the invitation is pending or accepted (409 after). A cover letter (double-blind review), proof or review attachment is refused (400).',
  params: inviteIdParams,
  body: reviewerFilesRequest,
  responses: { 200: reviewerFilesChosen, ...editorErrors },
});

/** `POST /api/submissions/{id}/invites/{inviteId}/cancel` → `{inviteId, status: 'cancelled'}`. */
export const cancelInvitation = defineEndpoint({
  ...editor,
  method: 'POST',
  path: '/api/submissions/:id/invites/:inviteId/cancel',
  summary: 'Cancel an invitation (its links die)',
  params: inviteIdParams,
  responses: { 200: inviteCancelled, ...editorErrors },
});

/** `GET /api/reviewer/invites`: the signed-in reviewer's invitations, newest first. */
export const listReviewerInvites = defineEndpoint({
  ...reviewer,
  method: 'GET',
  path: '/api/reviewer/invites',
  summary: "The signed-in reviewer's invitations",
  responses: { 200: z.array(reviewerInvite), 401: errorBody },
});

/** `GET /api/invites/{id}`: one invitation of the reviewer, never its authors. */
export const getInvite = defineEndpoint({
  ...reviewer,
  method: 'GET',
  path: '/api/invites/:id',
  summary: 'An invitation (never the authors)',
  params: idParams,
  responses: { 200: reviewerInviteDetail, 401: errorBody, 404: errorBody },
});

/** `POST /api/invites/{id}/respond` `{accept, reason?}` → `{inviteId, status}`. */
export const respondToInvite = defineEndpoint({
  ...reviewer,
  method: 'POST',
  path: '/api/invites/:id/respond',
  summary: 'Accept ({accept: true}) or decline an invitation',
  params: idParams,
  body: respondRequest,
  responses: { 200: inviteResponded, ...errors },
});

/** `GET /api/invites/{id}/manuscript`: the manuscript cleaned for blind review (a `file` entry). */
export const downloadInviteManuscript = defineEndpoint({
  ...reviewer,
  method: 'GET',
  path: '/api/invites/:id/manuscript',
  summary:
    'The manuscript to review, under a neutral name, cleaned of the names its metadata carries (PDF, DOCX, ODT; GET and HEAD); 409 when it cannot be cleaned',
  params: idParams,
  file: true,
  responses: { 200: null, 401: errorBody, 404: errorBody, 409: errorBody },
});

/** `GET /api/invites/{id}/files` (decision 0070): the files this reviewer receives, oldest first. */
export const listInviteFiles = defineEndpoint({
  ...reviewer,
  method: 'GET',
  path: '/api/invites/:id/files',
  summary: 'The files the reviewer receives (neutral names)',
  params: idParams,
  responses: { 200: z.array(reviewerFile), 401: errorBody, 404: errorBody },
});

/** `GET /api/invites/{id}/files/{fileId}` (decision 0070): one of them, cleaned for blind review; others 404. */
export const downloadInviteFile = defineEndpoint({
  ...reviewer,
  method: 'GET',
  path: '/api/invites/:id/files/:fileId',
  summary:
    'A file the reviewer receives, under its neutral name, cleaned for blind review (GET and HEAD; ?download=1 as an attachment); 404 for a file not delivered to this reviewer, 409 when it cannot be cleaned',
  params: z.object({ id: dbId, fileId: dbId }),
  query: z.object({ download: z.enum(['0', '1']).optional() }),
  file: true,
  responses: { 200: null, 401: errorBody, 404: errorBody, 409: errorBody },
});

/**
 * `POST /api/invites/{id}/reviews`, multipart `recommendation`, `comments`,
 * `confidentialComments`, `conflictOfInterest`, `conflictDetails` and one file `attachments`
 * (seed 001 §3 "Review payload") → 201 `{reviewId, inviteId}`.
 */
export const submitReview = defineEndpoint({
  ...reviewer,
  method: 'POST',
  path: '/api/invites/:id/reviews',
  summary: 'Submit the review',
  description:
    'multipart/form-data: recommendation (minor|major|accept|reject), comments (for the authors), confidentialComments (for the editor only), conflictOfInterest (none|declared; optional: absent means not declared) with conflictDetails when declared, and at most one file under `attachments` (30 MB, checked by content).',
  params: idParams,
  multipart: true,
  multipartFields: {
    type: 'object',
    properties: {
      recommendation: { type: 'string', enum: ['minor', 'major', 'accept', 'reject'] },
      comments: { type: 'string', description: 'Comments for the authors' },
      confidentialComments: { type: 'string', description: 'Confidential comments for the editor (optional)' },
      conflictOfInterest: { type: 'string', enum: ['none', 'declared'] },
      conflictDetails: { type: 'string', description: 'Required when conflictOfInterest is declared' },
      attachments: { type: 'string', format: 'binary' },
    },
    required: ['recommendation', 'comments'],
  },
  responses: { 201: reviewSubmitted, ...errors },
});

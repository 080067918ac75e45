/**
 * Endpoint table: the peer-review workflow of a submission (decision 0009; seed 001 §7 "Author",
 * "Editor"; docs/decisions/0064-endpoint-table.md), served by features/submissions:
 * - the author's calls (`author_submissions`, on the caller's own submissions; others 404): the
 *   list, the draft, the manuscript and revision uploads, submit and withdraw;
 * - the editor's calls (`handle_submissions`, in the caller's journals; others 404, decision
 *   0037): desk review, the decision, withdrawing from review, and the similarity check
 *   (decision 0045);
 * - a submission's details and its files, for its author or an editor of its journal.
 * A call that does not fit the submission's status answers 409 `{code, message, currentStatus}`;
 * 401 without a session, 403 without the permission. Uploads are `multipart/form-data` with the
 * file under `file` (30 MB: 413; type checked by content: 415).
 */
import { z } from 'zod';
import { errorBody } from '../common';
import { similarityCheck, similarityState } from '../similarity';
import { draftCreated, fileUploaded, statusChanged, submissionDetail, submissionSummary } from '../submissions';
import { decisionRequest, deskRequest, draftRequest, withdrawFromReviewRequest } from '../../validation/submissions';
import { defineEndpoint } from './define';
import { AUTHOR_EXTRA_FILE_KINDS } from '../../domain/submission-workflow';

/** A database id in a path, as the routes have always checked it. */
const dbId = z.coerce.number().int().positive().max(2_147_483_647);
const idParams = z.object({ id: dbId });
const errors = {
  400: errorBody,
  401: errorBody,
  403: errorBody,
  404: errorBody,
  409: errorBody,
  413: errorBody,
  415: errorBody,
} as const;
const workflow = { tags: ['submissions'], signedIn: true } as const;
/** The one file of an upload (OpenAPI only). */
const fileFields = {
  type: 'object',
  properties: { file: { type: 'string', format: 'binary' } },
  required: ['file'],
} as const;

/** `GET /api/author/submissions`: the signed-in author's submissions. */
export const listAuthorSubmissions = defineEndpoint({
  ...workflow,
  method: 'GET',
  path: '/api/author/submissions',
  summary: "The author's submissions (seed 001 §7)",
  responses: { 200: z.array(submissionSummary), 401: errorBody, 403: errorBody },
});

/** `POST /api/submissions/draft` (draftRequest) → 201 `{id}`. */
export const createDraft = defineEndpoint({
  ...workflow,
  method: 'POST',
  path: '/api/submissions/draft',
  summary: 'Create a draft',
  description:
    'title (required), abstract, journalId (one of the publisher’s journals), articleType, keywords (list or comma text), coAuthors. Optional (decision 0089): authors (as in production metadata: affiliations with ROR IDs, ORCID iD, CRediT roles with their degree, corresponding author and address, equal contribution), funding (funders with ROR or Funder Registry IDs and awards), dataAvailability, conflictOfInterest, ethics. Optional (decision 0095): language (BCP 47, ISO 639-1 language, default en), translations [{language, title, subtitle, abstract, keywords}] in other languages.',
  body: draftRequest,
  responses: { 201: draftCreated, ...errors },
});

/**
 * `POST /api/submissions/{id}/upload?kind=manuscript`, multipart `file` → 201 the stored file.
 * Decision 0070: `kind` may also be cover_letter, figure or supplementary (the draft's other files).
 */
export const uploadManuscript = defineEndpoint({
  ...workflow,
  method: 'POST',
  path: '/api/submissions/:id/upload',
  summary: 'Upload the manuscript (or another file) of a draft',
  description:
    'multipart/form-data with one file under `file` (30 MB, checked by content). `kind=manuscript` (seed 001 §7), or cover_letter, figure or supplementary.',
  params: idParams,
  query: z.object({
    kind: z.enum(['manuscript', ...AUTHOR_EXTRA_FILE_KINDS], {
      error: 'kind must be manuscript, cover_letter, figure or supplementary',
    }),
  }),
  multipart: true,
  multipartFields: fileFields,
  responses: { 201: fileUploaded, ...errors },
});

/** `POST /api/submissions/{id}/revisions`, multipart `file` (and `responseToReviewers`) → 201 the stored file. */
export const uploadRevision = defineEndpoint({
  ...workflow,
  method: 'POST',
  path: '/api/submissions/:id/revisions',
  summary: 'Upload a revised manuscript',
  description: 'revision requested → resubmitted. multipart `file`.',
  params: idParams,
  multipart: true,
  multipartFields: fileFields,
  responses: { 201: fileUploaded, ...errors },
});

/** `POST /api/submissions/{id}/submit` → `{id, status}`. */
export const submitDraft = defineEndpoint({
  ...workflow,
  method: 'POST',
  path: '/api/submissions/:id/submit',
  summary: 'Submit a draft',
  description: 'Needs a manuscript file and an abstract.',
  params: idParams,
  responses: { 200: statusChanged, ...errors },
});

/** `POST /api/submissions/{id}/withdraw` → `{id, status}` (draft or submitted only). */
export const withdrawSubmission = defineEndpoint({
  ...workflow,
  method: 'POST',
  path: '/api/submissions/:id/withdraw',
  summary: 'Withdraw a submission (before peer review only)',
  params: idParams,
  responses: { 200: statusChanged, ...errors },
});

/** `GET /api/submissions/{id}`: the details, shaped for the author or for an editor. */
export const getSubmission = defineEndpoint({
  ...workflow,
  method: 'GET',
  path: '/api/submissions/:id',
  summary: 'A submission’s details',
  description:
    'Its author or an editor; others 404. Editors see invitations, reviews with reviewers and the author’s e-mail; the author sees decided rounds’ reviews without reviewers.',
  params: idParams,
  responses: { 200: submissionDetail, 401: errorBody, 404: errorBody },
});

/** `POST /api/submissions/{id}/desk` `{action, note?, confirmSimilarity?}` → `{id, status}`. */
export const deskReview = defineEndpoint({
  ...workflow,
  method: 'POST',
  path: '/api/submissions/:id/desk',
  summary: 'Desk review: send_to_review or reject',
  description:
    'send_to_review needs a recorded similarity check (409 otherwise) and, when it is over the policy (similarity > 25% or unique content < 70%), `confirmSimilarity: true` (409 otherwise).',
  params: idParams,
  body: deskRequest,
  responses: { 200: statusChanged, ...errors },
});

/** `POST /api/submissions/{id}/decision` `{decision, note?, letter?}` → `{id, status}` (decision 0044). */
export const recordDecision = defineEndpoint({
  ...workflow,
  method: 'POST',
  path: '/api/submissions/:id/decision',
  summary: 'Decide: minor, major, accept or reject',
  description:
    'Under review, accept, minor and major need a submitted review of the round (409 otherwise); reject does not, but then needs a reason (`note`, 400). Reject is also possible while a revision is requested. Open invitations are closed and their reviewers told; the author gets the decision letter: `letter` (the text the editor edited from GET …/decision-letter) when given, else the letter built from the decision’s template with the round’s reviewers’ comments for the authors (decision 0044).',
  params: idParams,
  body: decisionRequest,
  responses: { 200: statusChanged, ...errors },
});

/** `POST /api/submissions/{id}/withdraw-from-review` `{reason}` → `{id, status}` (decision 0036). */
export const withdrawFromReview = defineEndpoint({
  ...workflow,
  method: 'POST',
  path: '/api/submissions/:id/withdraw-from-review',
  summary: 'Withdraw a submission from review (editor)',
  description:
    'Any stage before acceptance (submitted, under review, revision requested, resubmitted) → withdrawn. Body {reason} (required), sent to the author. Open invitations are closed and their reviewers told.',
  params: idParams,
  body: withdrawFromReviewRequest,
  responses: { 200: statusChanged, ...errors },
});

/** `GET /api/submissions/{id}/files/{fileId}`: a submission file's bytes (a `file` entry). */
export const downloadSubmissionFile = defineEndpoint({
  ...workflow,
  method: 'GET',
  path: '/api/submissions/:id/files/:fileId',
  summary: 'A submission file (bearer token; GET and HEAD)',
  params: idParams.extend({ fileId: dbId }),
  file: true,
  responses: { 200: null, 401: errorBody, 404: errorBody, 409: errorBody },
});

// The similarity check before review (decision 0045), editors of the journal only.

/**
 * `POST /api/submissions/{id}/similarity-check`, multipart `similarityPercent`, `uniquePercent`
 * (0–100, two decimals at most) and the report under `file` → 201 the check.
 */
export const recordSimilarityCheck = defineEndpoint({
  ...workflow,
  method: 'POST',
  path: '/api/submissions/:id/similarity-check',
  summary: 'Record the similarity check (before review)',
  description:
    'multipart/form-data: similarityPercent and uniquePercent (0–100), and the report under `file` (30 MB, checked by content). Submitted or resubmitted submissions only (409 otherwise). The report is for editors only.',
  params: idParams,
  multipart: true,
  responses: { 201: similarityCheck, ...errors },
});

/** `GET /api/submissions/{id}/similarity-check`: the latest check (or null) and the policy's limits. */
export const getSimilarityCheck = defineEndpoint({
  ...workflow,
  method: 'GET',
  path: '/api/submissions/:id/similarity-check',
  summary: 'The latest similarity check and the policy limits',
  params: idParams,
  responses: { 200: similarityState, 401: errorBody, 403: errorBody, 404: errorBody },
});

/** `GET /api/submissions/{id}/similarity-check/{checkId}/report`: the report file (a `file` entry). */
export const downloadSimilarityReport = defineEndpoint({
  ...workflow,
  method: 'GET',
  path: '/api/submissions/:id/similarity-check/:checkId/report',
  summary: 'The similarity report file (editors only; GET and HEAD)',
  params: idParams.extend({ checkId: dbId }),
  file: true,
  responses: { 200: null, 401: errorBody, 403: errorBody, 404: errorBody },
});

/**
 * Endpoint table: production (docs/decisions/0065-production-feature.md,
 * 0064-endpoint-table.md), served by features/production under the paths of seed 001 §7 and
 * decisions 0028 and 0032:
 * - the proof: start production and upload the proof (editors, `handle_submissions`), approve
 *   it or ask for corrections (the author, `author_submissions`); each answers `{id, status}`
 *   (the upload 201 `{id, status, fileId, fileUrl}`);
 * - publishing: 200 `{articleId, pdfUrl}`, or 202 `{scheduled, issue}` when held for a future
 *   issue (decision 0032);
 * - the production metadata and the web proof (decision 0028): editors in production and the
 *   author while the proof awaits approval; others 404;
 * - the issue of a manuscript in production and publishing a future issue (decision 0032).
 * A status that does not allow the call answers 409 `{code, message, currentStatus}`; a bad body
 * 400 with one message per field.
 */
import { z } from 'zod';
import { errorBody } from '../common';
import {
  issueAssignment,
  issueAssignmentRequest,
  issueIdParams,
  issuePublication,
  publicationScheduled,
} from '../issue-management';
import { productionMetadata, productionMetadataRequest, webProof } from '../production';
import { fileUploaded, published, statusChanged } from '../submissions';
import { proofCorrectionsRequest } from '../../validation/submissions';
import { defineEndpoint } from './define';

const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
/** The production metadata's and web proof's answers. */
const errors = { 400: errorBody, 401: errorBody, 404: errorBody, 409: errorBody } as const;
/** The proof's and publishing's answers. */
const workflowErrors = { ...errors, 403: errorBody, 413: errorBody, 415: errorBody } as const;
/** The issue calls' answers. */
const issueErrors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody } as const;
const production = { tags: ['submissions'], signedIn: true } as const;

/** `POST /api/submissions/{id}/proof/approve` (the author) → `{id, status}`. */
export const approveProof = defineEndpoint({
  ...production,
  method: 'POST',
  path: '/api/submissions/:id/proof/approve',
  summary: 'Approve the proof',
  params: idParams,
  responses: { 200: statusChanged, ...workflowErrors },
});

/** `POST /api/submissions/{id}/proof/corrections` `{comments}` (the author) → `{id, status}`. */
export const requestProofCorrections = defineEndpoint({
  ...production,
  method: 'POST',
  path: '/api/submissions/:id/proof/corrections',
  summary: 'Ask for proof corrections',
  description: 'proof uploaded → in production, for a new proof. Body {comments} (required, ≤ 20,000 characters).',
  params: idParams,
  body: proofCorrectionsRequest,
  responses: { 200: statusChanged, ...workflowErrors },
});

/** `POST /api/submissions/{id}/production` (an editor) → `{id, status}`. */
export const startProduction = defineEndpoint({
  ...production,
  method: 'POST',
  path: '/api/submissions/:id/production',
  summary: 'Start production of an accepted submission',
  params: idParams,
  responses: { 200: statusChanged, ...workflowErrors },
});

/** `POST /api/submissions/{id}/proof`, multipart `file` (a PDF) → 201 the stored file. */
export const uploadProof = defineEndpoint({
  ...production,
  method: 'POST',
  path: '/api/submissions/:id/proof',
  summary: 'Upload the proof (PDF)',
  params: idParams,
  multipart: true,
  multipartFields: {
    type: 'object',
    properties: { file: { type: 'string', format: 'binary' } },
    required: ['file'],
  },
  responses: { 201: fileUploaded, ...workflowErrors },
});

/** `POST /api/submissions/{id}/publish` → 200 `{articleId, pdfUrl}` or 202 `{scheduled, issue}` (decision 0032). */
export const publishSubmission = defineEndpoint({
  ...production,
  method: 'POST',
  path: '/api/submissions/:id/publish',
  summary: 'Publish: the approved proof becomes the article',
  description:
    "Files the article under the issue assigned in production, else the journal's current issue. Assigned to a future issue, it is held instead (202 {scheduled, issue}; status stays proof_approved) until that issue is published (decision 0032).",
  params: idParams,
  responses: { 200: published, 202: publicationScheduled, ...workflowErrors },
});

/** `GET /api/submissions/{id}/production-metadata`: the record, prefilled from the submission until saved. */
export const getProductionMetadata = defineEndpoint({
  ...production,
  method: 'GET',
  path: '/api/submissions/:id/production-metadata',
  summary: 'The production metadata (prefilled from the submission until saved)',
  description:
    'Editors in production (also after approval and publication, read-only), the author while the proof awaits approval.',
  params: idParams,
  responses: { 200: productionMetadata, ...errors },
});

/** `PUT /api/submissions/{id}/production-metadata` (productionMetadataRequest) → the saved record. */
export const saveProductionMetadata = defineEndpoint({
  ...production,
  method: 'PUT',
  path: '/api/submissions/:id/production-metadata',
  summary: 'Save the production metadata (replaces the saved record)',
  description:
    'authors (in order: givenNames, surname, affiliations [{name, rorId (https://ror.org/…), department, city, country}] (or one-line strings), orcid checked by its ISO 7064 MOD 11-2 check character, corresponding, email (printed for a corresponding author), equalContribution, roles [{role (one of the 14 CRediT slugs), degree (lead, equal, supporting)}]; one at least must be corresponding), keywords, funding [{name, rorId or funderRegistryId (10.13039/…), awards [{number, title}]}] ({funder, awardId} read as one award), license, conflictOfInterest, dataAvailability, ethics, references (one per line); optional (decision 0095): language (BCP 47, default en), translations [{language, title, subtitle, abstract, keywords}]. Editors in production or with a proof not yet approved; the author while the proof awaits approval. Decision 0089.',
  params: idParams,
  body: productionMetadataRequest,
  responses: { 200: productionMetadata, ...errors },
});

/** `GET /api/submissions/{id}/web-proof`: the sanitized HTML made from the accepted DOCX (or null and why). */
export const getWebProof = defineEndpoint({
  ...production,
  method: 'GET',
  path: '/api/submissions/:id/web-proof',
  summary: 'The web full text made from the accepted Word manuscript (sanitized HTML)',
  description:
    'What the article page will show as its full text. `html` is null (and `messages` says why) when the manuscript is not a DOCX file.',
  params: idParams,
  responses: { 200: webProof, ...errors },
});

// The issue calls (decision 0032), editors, associate editors and admins.

/** `GET /api/submissions/{id}/issue`: the assigned issue (null: continuous) and the issues to choose from. */
export const getIssueAssignment = defineEndpoint({
  ...production,
  method: 'GET',
  path: '/api/submissions/:id/issue',
  summary: 'The issue a manuscript is assigned to, and the issues it may be assigned to',
  description: 'issueId null: continuous publication into the current issue. scheduledAt: held for a future issue.',
  params: idParams,
  responses: { 200: issueAssignment, ...issueErrors },
});

/** `PUT /api/submissions/{id}/issue` `{issueId}` (null: continuous) → the assignment. */
export const assignIssue = defineEndpoint({
  ...production,
  method: 'PUT',
  path: '/api/submissions/:id/issue',
  summary: 'Assign the manuscript to the current or a future issue of its journal (null: continuous)',
  description: 'In production, with a proof or an approved proof. Another issue lifts a hold for a future one.',
  params: idParams,
  body: issueAssignmentRequest,
  responses: { 200: issueAssignment, ...issueErrors },
});

/**
 * `POST /api/admin/journals/{abbreviation}/issues/{id}/publish`: the future issue becomes current
 * with its held manuscripts; the journal's editors-in-chief, editors and admins (others 404,
 * decision 0059).
 */
export const publishIssue = defineEndpoint({
  tags: ['journals'],
  signedIn: true,
  method: 'POST',
  path: '/api/admin/journals/:abbreviation/issues/:id/publish',
  summary: 'Publish a future issue: it becomes current, dated today, with all manuscripts held for it',
  description:
    'One transaction: the old current issue goes back; each held manuscript is published with the same date.',
  params: issueIdParams,
  responses: { 200: issuePublication, ...issueErrors },
});

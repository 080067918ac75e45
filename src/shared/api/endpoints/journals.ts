/**
 * Endpoint table: the editorial office's journal tools (docs/decisions/0064-endpoint-table.md):
 * - journal management (decision 0030): the journal list and categories need `manage_journals`
 *   (admin); one journal's fields, retirement and cover the journal scope check, admins only,
 *   others 404 (decision 0059);
 * - the editorial board (decision 0031): the journal's editors-in-chief, editors and admins,
 *   others 404 (decision 0059); a member's photo admins only (decision 0046);
 * - issue management (decision 0032): the journal's editors-in-chief, editors and admins, others
 *   404. Publishing an issue (`POST …/issues/{id}/publish`) is the submissions feature's.
 * 401 without a session. Not here yet: the public journal and board pages and the stored
 * images (covers, board photos), which are files.
 */
import { z } from 'zod';
import {
  boardJournalParams,
  boardList,
  boardMember,
  boardMemberInput,
  boardMemberParams,
  boardReorderInput,
} from '../board';
import { errorBody, serialId } from '../common';
import { issueIdParams, issueManagementParams, issueRecord, issueRecords, issueRequest } from '../issue-management';
import { adminJournal, journalCategory, journalCategoryInput, journalCover, journalInput } from '../journal-admin';
import { defineEndpoint } from './define';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody } as const;
/** The board's answers have no 409. */
const boardErrors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody } as const;
const admin = { tags: ['admin'], signedIn: true } as const;
const journalIdParams = z.object({ id: serialId });

// Journal management (decision 0030).

/** `GET /api/admin/journals`: every journal, retired ones last (no paging: a publisher has tens). */
export const listAdminJournals = defineEndpoint({
  ...admin,
  method: 'GET',
  path: '/api/admin/journals',
  summary: 'Every journal, for the admin',
  responses: { 200: z.array(adminJournal), ...errors },
});

/**
 * `POST /api/admin/journals` → 201: a new journal. 400 names the field (ISSN form and ISO 3297
 * check character, unknown category…); 409 when the abbreviation is taken (case-insensitively).
 */
export const createJournal = defineEndpoint({
  ...admin,
  method: 'POST',
  path: '/api/admin/journals',
  summary: 'Create a journal',
  body: journalInput,
  responses: { 201: adminJournal, ...errors },
});

/** `PUT /api/admin/journals/{id}`: replaces the journal's fields (errors as creating one). */
export const updateJournal = defineEndpoint({
  ...admin,
  method: 'PUT',
  path: '/api/admin/journals/:id',
  summary: "Replace a journal's fields",
  params: journalIdParams,
  body: journalInput,
  responses: { 200: adminJournal, ...errors },
});

/** `POST /api/admin/journals/{id}/retire`: hidden from lists and forms; its pages and articles stay. */
export const retireJournal = defineEndpoint({
  ...admin,
  method: 'POST',
  path: '/api/admin/journals/:id/retire',
  summary: 'Retire a journal: hidden from lists and forms; its pages and articles stay',
  params: journalIdParams,
  responses: { 200: adminJournal, ...errors },
});

/** `POST /api/admin/journals/{id}/reinstate`: back in lists and forms. */
export const reinstateJournal = defineEndpoint({
  ...admin,
  method: 'POST',
  path: '/api/admin/journals/:id/reinstate',
  summary: 'Reinstate a retired journal',
  params: journalIdParams,
  responses: { 200: adminJournal, ...errors },
});

/** `GET /api/admin/journal-categories`: the category list. */
export const listJournalCategories = defineEndpoint({
  ...admin,
  method: 'GET',
  path: '/api/admin/journal-categories',
  summary: 'The journal categories',
  responses: { 200: z.array(journalCategory), ...errors },
});

/** `POST /api/admin/journal-categories` `{name}` → 201 (409 on a duplicate name). */
export const addJournalCategory = defineEndpoint({
  ...admin,
  method: 'POST',
  path: '/api/admin/journal-categories',
  summary: 'Add a journal category',
  body: journalCategoryInput,
  responses: { 201: journalCategory, ...errors },
});

/**
 * `POST /api/admin/journals/{id}/cover`, multipart with one file field `cover` (a real image, at
 * most 5 MiB: 400 / 413) → `{coverImage}`: resized for the card and header slots.
 */
export const uploadJournalCover = defineEndpoint({
  ...admin,
  method: 'POST',
  path: '/api/admin/journals/:id/cover',
  summary: 'Upload a cover image (multipart field `cover`, an image of at most 5 MiB), resized for its slots',
  params: journalIdParams,
  multipart: true,
  responses: { 200: journalCover, 413: errorBody, ...errors },
});

// The editorial board (decision 0031).

/** `GET /api/admin/journals/{id}/board`: the members with their account links. */
export const listAdminBoard = defineEndpoint({
  ...admin,
  method: 'GET',
  path: '/api/admin/journals/:id/board',
  summary: "A journal's editorial board (admin)",
  params: boardJournalParams,
  responses: { 200: boardList, ...boardErrors },
});

/** `POST /api/admin/journals/{id}/board` → 201: a member at the end of the board. */
export const addBoardMember = defineEndpoint({
  ...admin,
  method: 'POST',
  path: '/api/admin/journals/:id/board',
  summary: 'Add a member at the end of the board',
  description: 'ORCID iDs are checked (format, then ISO 7064 MOD 11-2 check character).',
  params: boardJournalParams,
  body: boardMemberInput,
  responses: { 201: boardMember, ...boardErrors },
});

/** `POST /api/admin/journals/{id}/board/order` `{ids}`: every member id, in the new order. */
export const reorderBoard = defineEndpoint({
  ...admin,
  method: 'POST',
  path: '/api/admin/journals/:id/board/order',
  summary: 'Reorder the board: every member id, in the new order',
  params: boardJournalParams,
  body: boardReorderInput,
  responses: { 200: boardList, ...boardErrors },
});

/** `PUT /api/admin/journals/{id}/board/{memberId}`: replaces a member's fields. */
export const editBoardMember = defineEndpoint({
  ...admin,
  method: 'PUT',
  path: '/api/admin/journals/:id/board/:memberId',
  summary: 'Edit a member (replaces name, role, affiliation, ORCID iD, account link)',
  params: boardMemberParams,
  body: boardMemberInput,
  responses: { 200: boardMember, ...boardErrors },
});

/** `DELETE /api/admin/journals/{id}/board/{memberId}` → 204 (its photo goes too). */
export const removeBoardMember = defineEndpoint({
  ...admin,
  method: 'DELETE',
  path: '/api/admin/journals/:id/board/:memberId',
  summary: 'Remove a member from the board',
  params: boardMemberParams,
  responses: { 204: null, ...boardErrors },
});

/**
 * `POST /api/admin/journals/{id}/board/{memberId}/photo`, multipart with one file field `photo`
 * (decision 0046) → the member with its new `photoUrl`. Not an image: 400 at `photo`; over 5 MiB: 413.
 */
export const uploadBoardPhoto = defineEndpoint({
  ...admin,
  method: 'POST',
  path: '/api/admin/journals/:id/board/:memberId/photo',
  summary: "Upload a member's photo (multipart field `photo`, an image of at most 5 MiB)",
  description:
    'Decoded by sharp whatever its name says (not an image: 400 at `photo`), cropped to a 256 px square, stored as WebP and JPEG; the previous photo is removed. More than 5 MiB: 413.',
  params: boardMemberParams,
  multipart: true,
  responses: { 200: boardMember, 413: errorBody, ...boardErrors },
});

// Issue management (decision 0032).

const issues = { tags: ['journals'], signedIn: true } as const;

/** `GET /api/admin/journals/{abbreviation}/issues`: every issue, future ones included, newest first. */
export const listJournalIssues = defineEndpoint({
  ...issues,
  method: 'GET',
  path: '/api/admin/journals/:abbreviation/issues',
  summary: "A journal's issues for the editorial office, future ones included, newest first",
  params: issueManagementParams,
  responses: { 200: issueRecords, ...errors },
});

/** `GET /api/admin/journals/{abbreviation}/issues/{id}`: one issue (404 for another journal's). */
export const getJournalIssue = defineEndpoint({
  ...issues,
  method: 'GET',
  path: '/api/admin/journals/:abbreviation/issues/:id',
  summary: 'One issue of the journal',
  params: issueIdParams,
  responses: { 200: issueRecord, ...errors },
});

/**
 * `POST /api/admin/journals/{abbreviation}/issues` → 201: a new issue (status defaults to
 * future; made current, the old current issue goes back). 409 when the journal has that volume
 * and number.
 */
export const createJournalIssue = defineEndpoint({
  ...issues,
  method: 'POST',
  path: '/api/admin/journals/:abbreviation/issues',
  summary: 'Create an issue (volume, number, year, title?, description?, publishedDate?, status)',
  description:
    'status defaults to future; creating it current moves the old current issue to back in the same transaction. 409 when the journal has that volume and number.',
  params: issueManagementParams,
  body: issueRequest,
  responses: { 201: issueRecord, ...errors },
});

/** `PATCH /api/admin/journals/{abbreviation}/issues/{id}`: replaces the issue's fields (as creating one). */
export const updateJournalIssue = defineEndpoint({
  ...issues,
  method: 'PATCH',
  path: '/api/admin/journals/:abbreviation/issues/:id',
  summary: "Replace an issue's fields",
  description: 'The same body as creating one; made current, the old current issue goes back.',
  params: issueIdParams,
  body: issueRequest,
  responses: { 200: issueRecord, ...errors },
});

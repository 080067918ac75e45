/**
 * Endpoint table: the admin inbox and the admin's account tools (seed 001 §7 "Admin";
 * docs/decisions/0010-admin-inbox.md, 0037-editor-scope.md, 0064-endpoint-table.md).
 * The inbox calls need the `admin_dashboard` policy (admin, editor-in-chief); changing accounts,
 * inviting them, their journal roles and the audit log need `manage_users` (admin); the account
 * list needs `list_users` (admin, editor-in-chief). 401 without a session, 403 for other roles.
 * Lists are pages (`limit` 1–100, `offset`) with the total in `X-Total-Count` (decision 0004).
 * Two admins acting on one item: one wins, the other gets 409.
 *
 * Not here: `GET /api/admin/files/{key}` (a stored file, not JSON; still registered by hand).
 */
import { z } from 'zod';
import {
  auditEntry,
  auditQuery,
  contactItem,
  joinItem,
  publicManuscriptDetail,
  publicManuscriptItem,
  triageResult,
  userUpdate,
} from '../admin';
import { userSummary } from '../auth';
import { errorBody, pageQuery } from '../common';
import { accountInvite, accountInvited, accountJournalRole, journalRoleRequest } from '../editor-scope';
import { inboxQuery, joinTriage, manuscriptTriage } from '../../validation/admin';
import { defineEndpoint } from './define';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody } as const;
const common = { tags: ['admin'], signedIn: true } as const;
/** A database id in the path (as the admin routes have always parsed it). */
const id = z.coerce.number().int().positive().max(2_147_483_647);
const idParams = z.object({ id });
const journalRoleParams = z.object({ id, journalId: id });

/** `GET /api/admin/inbox/public-manuscripts?status=&limit=&offset=`: public manuscripts in the inbox (not archived). */
export const listInboxManuscripts = defineEndpoint({
  ...common,
  method: 'GET',
  path: '/api/admin/inbox/public-manuscripts',
  summary: 'Public manuscripts in the inbox (not archived)',
  query: pageQuery.extend(inboxQuery.omit({ kind: true }).shape),
  list: true,
  responses: { 200: z.array(publicManuscriptItem), ...errors },
});

/** `GET /api/admin/archived/public-manuscripts?limit=&offset=`: the archive. */
export const listArchivedManuscripts = defineEndpoint({
  ...common,
  method: 'GET',
  path: '/api/admin/archived/public-manuscripts',
  summary: 'Archived public manuscripts',
  query: pageQuery,
  list: true,
  responses: { 200: z.array(publicManuscriptItem), ...errors },
});

/** `GET /api/admin/inbox/joins?kind=&status=&limit=&offset=`: join applications (reviewer, editor, associate). */
export const listInboxJoins = defineEndpoint({
  ...common,
  method: 'GET',
  path: '/api/admin/inbox/joins',
  summary: 'Join applications',
  query: pageQuery.extend(inboxQuery.shape),
  list: true,
  responses: { 200: z.array(joinItem), ...errors },
});

/** `GET /api/admin/inbox/contacts?status=&limit=&offset=`: contact queries. */
export const listInboxContacts = defineEndpoint({
  ...common,
  method: 'GET',
  path: '/api/admin/inbox/contacts',
  summary: 'Contact queries',
  query: pageQuery.extend(inboxQuery.omit({ kind: true }).shape),
  list: true,
  responses: { 200: z.array(contactItem), ...errors },
});

/** `GET /api/admin/public-manuscripts/{id}`: one public manuscript (404 'Manuscript not found'). */
export const getPublicManuscript = defineEndpoint({
  ...common,
  method: 'GET',
  path: '/api/admin/public-manuscripts/:id',
  summary: 'A public manuscript with its structured fields and files',
  params: idParams,
  responses: { 200: publicManuscriptDetail, ...errors },
});

/**
 * `POST /api/admin/public-manuscripts/{id}/triage` `{action: 'archive'}` or
 * `{action: 'convert', editorEmail?}`: archive, or convert into a submission (`submissionId`).
 */
export const triageManuscript = defineEndpoint({
  ...common,
  method: 'POST',
  path: '/api/admin/public-manuscripts/:id/triage',
  summary: 'Archive, or convert into a submission (optional editorEmail to notify)',
  params: idParams,
  body: manuscriptTriage,
  responses: { 200: triageResult, ...errors },
});

/** `POST /api/admin/unarchive/public-manuscripts/{id}`: back to its inbox. */
export const unarchiveManuscript = defineEndpoint({
  ...common,
  method: 'POST',
  path: '/api/admin/unarchive/public-manuscripts/:id',
  summary: 'Restore an archived public manuscript to the inbox',
  params: idParams,
  responses: { 200: triageResult, ...errors },
});

/** `DELETE /api/admin/archived/public-manuscripts/{id}` → 204: archived items only; the files go too. */
export const deleteArchivedManuscript = defineEndpoint({
  ...common,
  method: 'DELETE',
  path: '/api/admin/archived/public-manuscripts/:id',
  summary: 'Delete an archived public manuscript and its files for good',
  params: idParams,
  responses: { 204: null, ...errors },
});

/**
 * `POST /api/admin/joins/{id}/triage` `{action: 'reject'|'approve', addToBoard?}`: approving makes
 * or updates the account (`userId`), `addToBoard` also seats it on the journal's board (decision 0031).
 */
export const triageJoin = defineEndpoint({
  ...common,
  method: 'POST',
  path: '/api/admin/joins/:id/triage',
  summary: 'Reject, or approve (makes or updates the account) a join application',
  params: idParams,
  body: joinTriage,
  responses: { 200: triageResult, ...errors },
});

/** `POST /api/admin/contacts/{id}/answered`: marks a contact query answered. */
export const markContactAnswered = defineEndpoint({
  ...common,
  method: 'POST',
  path: '/api/admin/contacts/:id/answered',
  summary: 'Mark a contact query answered',
  params: idParams,
  responses: { 200: contactItem, ...errors },
});

/** `PATCH /api/admin/users/{id}` `{role?, active?}` (`manage_users`): admins cannot demote or deactivate themselves. */
export const updateUser = defineEndpoint({
  ...common,
  method: 'PATCH',
  path: '/api/admin/users/:id',
  summary: 'Change an account’s role or deactivate / reactivate it (admin only)',
  description: 'Deactivating ends the account’s sessions. An admin cannot demote or deactivate their own account.',
  params: idParams,
  body: userUpdate,
  responses: { 200: userSummary, ...errors },
});

/**
 * `GET /api/admin/audit?limit=&offset=&person=&journalId=&recordType=&from=&to=` (`manage_users`):
 * the audit log, newest first, filtered (decision 0075; `auditQuery`).
 */
export const listAudit = defineEndpoint({
  ...common,
  method: 'GET',
  path: '/api/admin/audit',
  summary: 'The audit log, newest first (admin only)',
  description:
    'Filters (all optional, combined): `person` (part of the name or e-mail of who acted), `journalId`, ' +
    '`recordType`, `from` and `to` (days, YYYY-MM-DD, UTC, both included). Paginated, total in `X-Total-Count`.',
  query: auditQuery,
  list: true,
  responses: { 200: z.array(auditEntry), ...errors },
});

/** `GET /api/admin/users?limit=&offset=` (`list_users`, decision 0008): accounts, oldest first. */
export const listUsers = defineEndpoint({
  ...common,
  method: 'GET',
  path: '/api/admin/users',
  summary: 'List accounts',
  description:
    'Paginated (`limit` 1–100, default 20; `offset`), total in `X-Total-Count`. Admin and editor-in-chief only.',
  query: pageQuery,
  list: true,
  responses: { 200: z.array(userSummary), 401: errorBody, 403: errorBody },
});

/**
 * `POST /api/admin/users/invite` `{name, email, role, journalId?, journalRole?}` → 201 `{id}`
 * (`manage_users`, decision 0037): a new account, mailed a set-password link; 409 when the
 * address has an account.
 */
export const inviteAccount = defineEndpoint({
  ...common,
  method: 'POST',
  path: '/api/admin/users/invite',
  summary: 'Invite an account by address and role (admin only)',
  description:
    'Makes the account (no password; address counted as proven, since only its owner can use the link) and mails a set-password link (7 days, single use). Optionally a role on one journal (journalId and journalRole together). 409 when the address has an account.',
  body: accountInvite,
  responses: { 201: accountInvited, ...errors },
});

/** `GET /api/admin/users/{id}/journal-roles` (`manage_users`, decision 0037): the account's journal roles. */
export const listJournalRoles = defineEndpoint({
  ...common,
  method: 'GET',
  path: '/api/admin/users/:id/journal-roles',
  summary: 'The journal roles of an account (admin only)',
  params: idParams,
  responses: { 200: z.array(accountJournalRole), ...errors },
});

/** `PUT /api/admin/users/{id}/journal-roles/{journalId}` `{role}` → the account's journal roles (decision 0037). */
export const setJournalRole = defineEndpoint({
  ...common,
  method: 'PUT',
  path: '/api/admin/users/:id/journal-roles/:journalId',
  summary: 'Give an account a role on a journal, or change it (admin only)',
  description:
    'An editor account may be editor-in-chief, editor or associate editor; an associate editor account only associate editor; others none (400 on role). Answers the account’s journal roles.',
  params: journalRoleParams,
  body: journalRoleRequest,
  responses: { 200: z.array(accountJournalRole), ...errors },
});

/** `DELETE /api/admin/users/{id}/journal-roles/{journalId}` → the account's journal roles (decision 0037). */
export const removeJournalRole = defineEndpoint({
  ...common,
  method: 'DELETE',
  path: '/api/admin/users/:id/journal-roles/:journalId',
  summary: 'Take an account’s role on a journal away (admin only)',
  params: journalRoleParams,
  responses: { 200: z.array(accountJournalRole), ...errors },
});

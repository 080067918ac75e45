/**
 * The admin writes (seed 001 §7 "Admin"; decisions 0010 and 0037; endpoint table
 * shared/api/endpoints/admin.ts, decision 0064). Each returns the server's answer, parsed by the
 * contract's schema, and throws ApiError on a non-OK status: 404 for an unknown item, 409 with a
 * message when another admin acted on the item first, 403 for a role without the right.
 */
import type { ContactItem, TriageResult, UserUpdate } from '../../../../shared/api/admin';
import type { UserSummary } from '../../../../shared/api/auth';
import type { z } from 'zod';
import type { accountInvite, AccountInvited, AccountJournalRole } from '../../../../shared/api/editor-scope';
import * as endpoints from '../../../../shared/api/endpoints/admin';
import type { JournalRole } from '../../../../shared/domain/journal-roles';
import { call } from '../../../lib/call';

/** The invite form's values: the body of `POST /api/admin/users/invite` (shared/api/editor-scope.ts). */
export type AccountInviteInput = z.input<typeof accountInvite>;

/** `POST /api/admin/public-manuscripts/{id}/triage {action:'archive'}`. */
export function archiveManuscript(manuscriptId: number): Promise<TriageResult> {
  return call(endpoints.triageManuscript, { params: { id: manuscriptId }, body: { action: 'archive' } });
}

/** `POST /api/admin/public-manuscripts/{id}/triage {action:'convert', editorEmail?}` → the new submissionId. */
export function convertManuscript(manuscriptId: number, editorEmail?: string): Promise<TriageResult> {
  const body = editorEmail ? { action: 'convert' as const, editorEmail } : { action: 'convert' as const };
  return call(endpoints.triageManuscript, { params: { id: manuscriptId }, body });
}

/** `POST /api/admin/unarchive/public-manuscripts/{id}`: back to its original inbox. */
export function unarchiveManuscript(manuscriptId: number): Promise<TriageResult> {
  return call(endpoints.unarchiveManuscript, { params: { id: manuscriptId } });
}

/** `DELETE /api/admin/archived/public-manuscripts/{id}` → 204 (archived items only; the files go too). */
export async function deleteArchivedManuscript(manuscriptId: number): Promise<void> {
  await call(endpoints.deleteArchivedManuscript, { params: { id: manuscriptId } });
}

/**
 * `POST /api/admin/joins/{id}/triage {action, addToBoard?}`: reject, or approve (creates the
 * account or gives the role); `addToBoard` also puts the applicant on the journal's editorial
 * board in the matching role (decision 0031).
 */
export function triageJoin(joinId: number, action: 'reject' | 'approve', addToBoard = false): Promise<TriageResult> {
  return call(endpoints.triageJoin, { params: { id: joinId }, body: addToBoard ? { action, addToBoard } : { action } });
}

/** `POST /api/admin/contacts/{id}/answered`: marks a contact query answered. */
export function markContactAnswered(contactId: number): Promise<ContactItem> {
  return call(endpoints.markContactAnswered, { params: { id: contactId } });
}

/** `PATCH /api/admin/users/{id} {role?, active?}` (admin only). */
export function updateUser(userId: number, change: UserUpdate): Promise<UserSummary> {
  return call(endpoints.updateUser, { params: { id: userId }, body: change });
}

/** `POST /api/admin/users/invite` (decision 0037): a new account, mailed a set-password link → 201 `{id}`. */
export function inviteAccount(body: AccountInviteInput): Promise<AccountInvited> {
  return call(endpoints.inviteAccount, { body });
}

/** `GET /api/admin/users/{id}/journal-roles` (decision 0037). */
export function journalRolesOf(userId: number): Promise<AccountJournalRole[]> {
  return call(endpoints.listJournalRoles, { params: { id: userId } });
}

/** `PUT` (a role) or `DELETE` (null) `/api/admin/users/{id}/journal-roles/{journalId}` → the account's roles. */
export function setJournalRole(
  userId: number,
  journalId: number,
  role: JournalRole | null,
): Promise<AccountJournalRole[]> {
  const params = { id: userId, journalId };
  return role === null
    ? call(endpoints.removeJournalRole, { params })
    : call(endpoints.setJournalRole, { params, body: { role } });
}

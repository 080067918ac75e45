/**
 * The admin writes (seed 001 §7 "Admin"; decision 0010). Each returns the server's answer (shapes
 * in shared/api/admin.ts) and throws ApiError on a non-OK status: 404 for an unknown item,
 * 409 with a message when another admin acted on the item first, 403 for a role without
 * the right.
 */
import type { ContactItem, TriageResult, UserUpdate } from '../../../../shared/api/admin';
import type { UserSummary } from '../../../../shared/api/auth';
import type { AccountJournalRole } from '../../../../shared/api/editor-scope';
import type { JournalRole } from '../../../../shared/domain/journal-roles';
import { apiFetch } from '../../../lib/api-client';

/** The invite form's values (`POST /api/admin/users/invite`). */
export interface AccountInviteInput {
  name: string;
  email: string;
  role: string;
  journalId?: number;
  journalRole?: JournalRole;
}

async function send<T>(method: 'POST' | 'PATCH', path: string, body?: unknown): Promise<T> {
  const init: RequestInit = { method };
  if (body !== undefined) init.body = JSON.stringify(body);
  const response = await apiFetch(path, init);
  return (await response.json()) as T;
}

const id = (value: number) => encodeURIComponent(String(value));

/** `POST /api/admin/public-manuscripts/{id}/triage {action:'archive'}`. */
export function archiveManuscript(manuscriptId: number): Promise<TriageResult> {
  return send('POST', `/api/admin/public-manuscripts/${id(manuscriptId)}/triage`, { action: 'archive' });
}

/** `POST /api/admin/public-manuscripts/{id}/triage {action:'convert', editorEmail?}` → the new submissionId. */
export function convertManuscript(manuscriptId: number, editorEmail?: string): Promise<TriageResult> {
  const body = editorEmail ? { action: 'convert', editorEmail } : { action: 'convert' };
  return send('POST', `/api/admin/public-manuscripts/${id(manuscriptId)}/triage`, body);
}

/** `POST /api/admin/unarchive/public-manuscripts/{id}`: back to its original inbox. */
export function unarchiveManuscript(manuscriptId: number): Promise<TriageResult> {
  return send('POST', `/api/admin/unarchive/public-manuscripts/${id(manuscriptId)}`);
}

/** `DELETE /api/admin/archived/public-manuscripts/{id}` → 204 (archived items only; the files go too). */
export async function deleteArchivedManuscript(manuscriptId: number): Promise<void> {
  await apiFetch(`/api/admin/archived/public-manuscripts/${id(manuscriptId)}`, { method: 'DELETE' });
}

/**
 * `POST /api/admin/joins/{id}/triage {action, addToBoard?}`: reject, or approve (creates the
 * account or gives the role); `addToBoard` also puts the applicant on the journal's editorial
 * board in the matching role (decision 0031).
 */
export function triageJoin(joinId: number, action: 'reject' | 'approve', addToBoard = false): Promise<TriageResult> {
  return send('POST', `/api/admin/joins/${id(joinId)}/triage`, addToBoard ? { action, addToBoard } : { action });
}

/** `POST /api/admin/contacts/{id}/answered`: marks a contact query answered. */
export function markContactAnswered(contactId: number): Promise<ContactItem> {
  return send('POST', `/api/admin/contacts/${id(contactId)}/answered`);
}

/** `PATCH /api/admin/users/{id} {role?, active?}` (admin only). */
export function updateUser(userId: number, change: UserUpdate): Promise<UserSummary> {
  return send('PATCH', `/api/admin/users/${id(userId)}`, change);
}

/** `POST /api/admin/users/invite` (decision 0037): a new account, mailed a set-password link → 201 `{id}`. */
export function inviteAccount(body: AccountInviteInput): Promise<{ id: number }> {
  return send('POST', '/api/admin/users/invite', body);
}

/** `GET /api/admin/users/{id}/journal-roles` (decision 0037). */
export async function journalRolesOf(userId: number): Promise<AccountJournalRole[]> {
  return (await apiFetch(`/api/admin/users/${id(userId)}/journal-roles`)).json() as Promise<AccountJournalRole[]>;
}

/** `PUT` (a role) or `DELETE` (null) `/api/admin/users/{id}/journal-roles/{journalId}` → the account's roles. */
export async function setJournalRole(
  userId: number,
  journalId: number,
  role: JournalRole | null,
): Promise<AccountJournalRole[]> {
  const path = `/api/admin/users/${id(userId)}/journal-roles/${id(journalId)}`;
  const response = await apiFetch(
    path,
    role === null ? { method: 'DELETE' } : { method: 'PUT', body: JSON.stringify({ role }) },
  );
  return (await response.json()) as AccountJournalRole[];
}

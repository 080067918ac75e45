/**
 * The admin inbox's part in the editors' scope (docs/decisions/0037-editor-scope.md):
 * whom a conversion's editor e-mail assigns, and the journal role an approved application gives.
 */
import { findUserByEmail } from '../accounts';
import type { AssignmentSlot } from '../submissions';
import { journalOfApplication, journalRoleOf, setJournalRole } from '../journals';
import type { DbOrTx } from '../../db/client';

/**
 * The account an intake's editor e-mail names, if it may be assigned to a submission of journal
 * `journalId`: verified, active, with a role on that journal (decision 0037: only if that address is a
 * verified account with an editor role on that journal). An editor-in-chief or editor becomes
 * the handling editor; an associate editor the associate editor.
 * @returns the account and its slot, or null
 */
export async function editorToAssign(
  tx: DbOrTx,
  email: string,
  journalId: number,
): Promise<{ userId: number; slot: AssignmentSlot } | null> {
  const account = await findUserByEmail(tx, email);
  if (!account || !account.emailVerifiedAt || account.deactivatedAt) return null;
  const role = await journalRoleOf(tx, account.id, journalId);
  if (!role) return null;
  return { userId: account.id, slot: role === 'associate_editor' ? 'associate' : 'handling' };
}

/**
 * Gives an approved editor or associate editor applicant (site role `role` now) the role applied
 * for on the journal the application names, unless they already hold a role there (never
 * lowered). A reviewer's application gives none.
 * @returns the journal's id; null when the application names none of ours; undefined for a
 *   reviewer (or a site role that holds no journal role)
 */
export async function journalRoleOnApproval(
  tx: DbOrTx,
  input: { journal: string; kind: string; userId: number; role: string },
): Promise<number | null | undefined> {
  if (input.kind !== 'editor' && input.kind !== 'associate_editor') return undefined;
  if (input.role !== 'editor' && input.role !== 'associate_editor') return undefined;
  const journalId = await journalOfApplication(tx, input.journal);
  if (journalId === null) return null;
  if (!(await journalRoleOf(tx, input.userId, journalId))) {
    await setJournalRole(tx, { userId: input.userId, journalId, role: input.kind });
  }
  return journalId;
}

/**
 * Accounts the admin makes and the journal roles they give (decision 0037), each in
 * one transaction with its audit line. The account and its set-password mail come from
 * features/accounts (`ensureAccount`: a 7-day, single-use token stored as its SHA-256, the same
 * machinery as password reset); journal roles from features/journals.
 */
import type { AccountInvite, AccountJournalRole } from '../../../shared/api/editor-scope';
import type { JournalRole } from '../../../shared/domain/journal-roles';
import { AppError } from '../../lib/errors';
import type { AuthUser } from '../../plugins/auth';
import { ensureAccount, findUserByEmail, findUserById } from '../accounts';
import { journalRolesOf, removeJournalRole, setJournalRole } from '../journals';
import { audit } from '../../lib/audit';
import type { AdminDeps } from './triage';

/**
 * Makes an account for `input.email` with `input.role` (and the journal role, if given) and
 * mails it a set-password link.
 * @returns the new account's id
 * @throws AppError CONFLICT when the address already has an account; VALIDATION_FAILED /
 *   NOT_FOUND from the journal role (see setJournalRole)
 */
export async function inviteAccount(deps: AdminDeps, admin: AuthUser, input: AccountInvite): Promise<number> {
  return deps.db.transaction(async (tx) => {
    if (await findUserByEmail(tx, input.email)) {
      throw new AppError('CONFLICT', 'An account with this address already exists: change its role in the list.');
    }
    const { user } = await ensureAccount(tx, {
      email: input.email,
      name: input.name,
      role: input.role,
      why: 'An administrator invited you to Genesis.',
      publicUrl: deps.publicUrl,
      enqueue: (t, m) => deps.mailer.enqueue(t, m),
    });
    if (input.journalId !== undefined && input.journalRole !== undefined) {
      await setJournalRole(tx, { userId: user.id, journalId: input.journalId, role: input.journalRole });
    }
    await audit(tx, {
      actorId: admin.id,
      action: 'user.invite',
      targetType: 'user',
      targetId: user.id,
      detail:
        `${input.email} as ${input.role}` +
        (input.journalId !== undefined ? `, ${input.journalRole} of journal #${input.journalId}` : ''),
      journalId: input.journalId ?? null,
    });
    return user.id;
  });
}

/** The journal roles of account `userId`. @throws AppError NOT_FOUND for no such account */
export async function accountJournalRoles(deps: AdminDeps, userId: number): Promise<AccountJournalRole[]> {
  if (!(await findUserById(deps.db, userId))) throw new AppError('NOT_FOUND', 'User not found');
  return journalRolesOf(deps.db, userId);
}

/**
 * Gives (or, with `role` null, takes away) account `userId`'s role on journal `journalId`, audited.
 * @returns the account's journal roles after the change
 * @throws AppError NOT_FOUND, VALIDATION_FAILED (see setJournalRole)
 */
export async function changeJournalRole(
  deps: AdminDeps,
  admin: AuthUser,
  input: { userId: number; journalId: number; role: JournalRole | null },
): Promise<AccountJournalRole[]> {
  return deps.db.transaction(async (tx) => {
    const before =
      input.role === null
        ? await removeJournalRole(tx, input.userId, input.journalId)
        : await setJournalRole(tx, { userId: input.userId, journalId: input.journalId, role: input.role });
    if (input.role === null && before === null && !(await findUserById(tx, input.userId))) {
      throw new AppError('NOT_FOUND', 'User not found');
    }
    await audit(tx, {
      actorId: admin.id,
      action: 'user.journal_role',
      targetType: 'user',
      targetId: input.userId,
      detail: `journal #${input.journalId}: ${before ?? 'none'} → ${input.role ?? 'none'}`,
      journalId: input.journalId,
    });
    return journalRolesOf(tx, input.userId);
  });
}

/**
 * Account changes by an admin (decision 0010; the seed shows none): a new role, deactivation (which
 * ends the account's sessions) or reactivation, each audited. A new role takes away the journal
 * roles it cannot hold (decision 0037).
 */
import type { Role } from '../../../shared/domain/roles';
import { AppError } from '../../lib/errors';
import type { AuthUser } from '../../plugins/auth';
import { changeAccount, type UserRow } from '../accounts';
import { pruneJournalRoles } from '../journals';
import { audit } from '../../lib/audit';
import type { AdminDeps } from './triage';

/**
 * Applies `change` to account `id`.
 * @throws AppError NOT_FOUND; CONFLICT when an admin would demote or deactivate themselves
 */
export async function updateUser(
  deps: AdminDeps,
  admin: AuthUser,
  id: number,
  change: { role?: Role; active?: boolean },
): Promise<UserRow> {
  if (id === admin.id && ((change.role !== undefined && change.role !== 'admin') || change.active === false)) {
    throw new AppError('CONFLICT', 'You cannot demote or deactivate your own account.');
  }
  return deps.db.transaction(async (tx) => {
    const changed = await changeAccount(tx, id, change);
    if (!changed) throw new AppError('NOT_FOUND', 'User not found');
    const { before, after } = changed;
    // Journal roles the new site role cannot hold go (an editor made an author keeps no journal).
    const pruned = change.role !== undefined ? await pruneJournalRoles(tx, id, change.role) : 0;
    const details = [
      change.role !== undefined && change.role !== before.role ? `role ${before.role} → ${change.role}` : null,
      change.active !== undefined && change.active !== (before.deactivatedAt === null)
        ? change.active
          ? 'reactivated'
          : 'deactivated'
        : null,
      pruned ? `${pruned} journal role${pruned === 1 ? '' : 's'} removed` : null,
    ].filter(Boolean);
    await audit(tx, {
      actorId: admin.id,
      action: 'user.update',
      targetType: 'user',
      targetId: id,
      detail: details.join('; ') || 'no change',
    });
    return after;
  });
}

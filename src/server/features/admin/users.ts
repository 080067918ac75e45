/**
 * Account changes by an admin (issue 8, ours): a new role, deactivation (which ends the
 * account's sessions) or reactivation, each audited.
 */
import { eq } from 'drizzle-orm';
import type { Role } from '../../../shared/domain/roles';
import { users } from '../../db/schema';
import { revokeUserSessions } from '../accounts';
import type { UserRow } from '../accounts';
import { AppError } from '../../lib/errors';
import type { AuthUser } from '../../plugins/auth';
import { audit } from './audit';
import type { AdminDeps } from './triage';

/**
 * Applies `change` to account `id`.
 * @throws AppError NOT_FOUND; CONFLICT when an admin would demote or deactivate themselves
 */
export async function updateUser(deps: AdminDeps, admin: AuthUser, id: number, change: { role?: Role; active?: boolean }): Promise<UserRow> {
  if (id === admin.id && ((change.role !== undefined && change.role !== 'admin') || change.active === false)) {
    throw new AppError('CONFLICT', 'You cannot demote or deactivate your own account.');
  }
  return deps.db.transaction(async (tx) => {
    const [before] = await tx.select().from(users).where(eq(users.id, id)).for('update');
    if (!before) throw new AppError('NOT_FOUND', 'User not found');
    const deactivate = change.active === false && before.deactivatedAt === null;
    const [after] = await tx
      .update(users)
      .set({
        ...(change.role !== undefined ? { role: change.role } : {}),
        ...(change.active === false ? { deactivatedAt: before.deactivatedAt ?? new Date() } : {}),
        ...(change.active === true ? { deactivatedAt: null } : {}),
        updatedAt: new Date(),
      })
      .where(eq(users.id, id))
      .returning();
    if (deactivate) await revokeUserSessions(tx, id, 'deactivated');
    const details = [
      change.role !== undefined && change.role !== before.role ? `role ${before.role} → ${change.role}` : null,
      change.active !== undefined && change.active !== (before.deactivatedAt === null) ? (change.active ? 'reactivated' : 'deactivated') : null,
    ].filter(Boolean);
    await audit(tx, { actorId: admin.id, action: 'user.update', targetType: 'user', targetId: id, detail: details.join('; ') || 'no change' });
    return after;
  });
}

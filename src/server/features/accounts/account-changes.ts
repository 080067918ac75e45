/**
 * Changes to an account made by the office (decision 0010): a role given or changed, deactivation
 * (which ends the account's sessions) and reactivation. The callers (features/admin) check
 * who may do it and write their audit line; the account's rows are written only here.
 */
import { eq } from 'drizzle-orm';
import type { Role } from '../../../shared/domain/roles';
import { users } from '../../db/schema';
import { revokeUserSessions } from './sessions';
import type { UserRow } from './users';
import type { DbOrTx } from '../../db/client';

/** Gives account `userId` the role `role`. */
export async function grantRole(tx: DbOrTx, userId: number, role: Role): Promise<void> {
  await tx.update(users).set({ role, updatedAt: new Date() }).where(eq(users.id, userId));
}

/**
 * Applies `change` to account `id` within `tx` (the row is locked first): a new role,
 * `active: false` (deactivates, once, and revokes its sessions) or `active: true`.
 * @returns the account before and after, or null when there is no such account
 */
export async function changeAccount(
  tx: DbOrTx,
  id: number,
  change: { role?: Role; active?: boolean },
): Promise<{ before: UserRow; after: UserRow } | null> {
  const [before] = await tx.select().from(users).where(eq(users.id, id)).for('update');
  if (!before) return null;
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
  return { before, after };
}

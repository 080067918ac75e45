/**
 * The admin audit log (decision 0010): the log page. Its lines are written by `audit`
 * (lib/audit.ts), in each action's transaction.
 */
import { count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { adminAudit, users } from '../../db/schema';

/** A page of the log, newest first, with the actor's name and e-mail. */
export async function auditPage(db: Db, page: { limit: number; offset: number }) {
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ a: adminAudit, name: users.name, email: users.email })
      .from(adminAudit)
      .leftJoin(users, eq(users.id, adminAudit.actorId))
      .orderBy(desc(adminAudit.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(adminAudit),
  ]);
  return {
    total,
    items: rows.map(({ a, name, email }) => ({
      id: a.id,
      at: a.createdAt.toISOString(),
      actorName: name,
      actorEmail: email,
      action: a.action,
      targetType: a.targetType,
      targetId: a.targetId,
      detail: a.detail,
    })),
  };
}

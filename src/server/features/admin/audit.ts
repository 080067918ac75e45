/**
 * The admin audit log (decision 0010): the log page. Its lines are written by `audit`
 * (lib/audit.ts), in each action's transaction. Filtered by person, journal, record type and
 * days (docs/decisions/0075-screens-layout.md), on the indexes of `admin_audit` (actor, journal,
 * created_at; each with the id, newest first).
 */
import { and, count, desc, eq, gte, ilike, lt, or, type SQL } from 'drizzle-orm';
import type { AuditQuery } from '../../../shared/api/admin';
import type { Db } from '../../db/client';
import { adminAudit, journals, users } from '../../db/schema';

/** `%text%` for ILIKE, with the pattern characters of `text` taken literally. */
function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The day after `day` (YYYY-MM-DD), at 00:00 UTC. */
function dayAfter(day: string): Date {
  const next = new Date(`${day}T00:00:00.000Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next;
}

/**
 * A page of the log, newest first, with the actor's name and e-mail and the journal's title.
 * `query.person` matches part of the actor's name or e-mail (any case); `journalId` the journal
 * the line concerns; `recordType` its target type; `from` / `to` the days it was written (UTC,
 * both included). The total counts the lines that match.
 */
export async function auditPage(db: Db, query: AuditQuery) {
  const filters: SQL[] = [];
  if (query.person) {
    const pattern = containing(query.person);
    filters.push(or(ilike(users.name, pattern), ilike(users.email, pattern))!);
  }
  if (query.journalId !== undefined) filters.push(eq(adminAudit.journalId, query.journalId));
  if (query.recordType) filters.push(eq(adminAudit.targetType, query.recordType));
  if (query.from) filters.push(gte(adminAudit.createdAt, new Date(`${query.from}T00:00:00.000Z`)));
  if (query.to) filters.push(lt(adminAudit.createdAt, dayAfter(query.to)));
  const where = filters.length ? and(...filters) : undefined;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ a: adminAudit, name: users.name, email: users.email, journalTitle: journals.title })
      .from(adminAudit)
      .leftJoin(users, eq(users.id, adminAudit.actorId))
      .leftJoin(journals, eq(journals.id, adminAudit.journalId))
      .where(where)
      .orderBy(desc(adminAudit.id))
      .limit(query.limit)
      .offset(query.offset),
    query.person
      ? db.select({ total: count() }).from(adminAudit).leftJoin(users, eq(users.id, adminAudit.actorId)).where(where)
      : db.select({ total: count() }).from(adminAudit).where(where),
  ]);
  return {
    total,
    items: rows.map(({ a, name, email, journalTitle }) => ({
      id: a.id,
      at: a.createdAt.toISOString(),
      actorName: name,
      actorEmail: email,
      action: a.action,
      targetType: a.targetType,
      targetId: a.targetId,
      detail: a.detail,
      journalId: a.journalId,
      journalTitle,
    })),
  };
}

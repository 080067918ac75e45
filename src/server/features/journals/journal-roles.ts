/**
 * Journal roles (docs/decisions/0037-editor-scope.md): the use cases of
 * `journal_editors`, its only writer. An account holds at most one role per journal
 * (editor-in-chief, editor or associate editor), and only roles its site role allows
 * (shared/domain/journal-roles.ts `journalRolesFor`). Submissions reads the table to scope
 * every editor call; admin changes it through these, with its audit line.
 */
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { JOURNAL_ROLES, journalRolesFor, type JournalRole } from '../../../shared/domain/journal-roles';
import type { Db } from '../../db/client';
import { journalEditors, journals, users } from '../../db/schema';
import { AppError } from '../../lib/errors';

/** A database handle or an open transaction. */
type Conn = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

/** One journal role of an account, with the journal's title. */
export interface JournalRoleEntry {
  journalId: number;
  journalTitle: string;
  role: JournalRole;
}

/** One holder of a role on a journal. */
export interface JournalEditorEntry {
  userId: number;
  name: string;
  email: string;
  role: JournalRole;
}

const rank = sql`array_position(array['editor_in_chief','editor','associate_editor']::text[], ${journalEditors.role})`;

/** The journal roles of account `userId`, by journal title. */
export async function journalRolesOf(db: Conn, userId: number): Promise<JournalRoleEntry[]> {
  const rows = await db
    .select({ journalId: journalEditors.journalId, journalTitle: journals.title, role: journalEditors.role })
    .from(journalEditors)
    .innerJoin(journals, eq(journals.id, journalEditors.journalId))
    .where(eq(journalEditors.userId, userId))
    .orderBy(asc(journals.title));
  return rows.map((r) => ({ ...r, role: r.role as JournalRole }));
}

/** The role of account `userId` on journal `journalId`, or null when it has none. */
export async function journalRoleOf(db: Conn, userId: number, journalId: number): Promise<JournalRole | null> {
  const [row] = await db
    .select({ role: journalEditors.role })
    .from(journalEditors)
    .where(and(eq(journalEditors.userId, userId), eq(journalEditors.journalId, journalId)));
  return (row?.role as JournalRole | undefined) ?? null;
}

/** The active accounts with a role on journal `journalId`, most senior first, then by name. */
export async function editorsOfJournal(db: Conn, journalId: number): Promise<JournalEditorEntry[]> {
  const rows = await db
    .select({ userId: users.id, name: users.name, email: users.email, role: journalEditors.role })
    .from(journalEditors)
    .innerJoin(users, eq(users.id, journalEditors.userId))
    .where(and(eq(journalEditors.journalId, journalId), isNull(users.deactivatedAt)))
    .orderBy(rank, asc(users.name), asc(users.id));
  return rows.map((r) => ({ ...r, role: r.role as JournalRole }));
}

/**
 * Gives account `userId` role `role` on journal `journalId` (replacing its role there, if any).
 * One statement (insert … on conflict update), so two admins granting at once both succeed and
 * the later wins; never a duplicate.
 * @returns the previous role on that journal, or null
 * @throws AppError NOT_FOUND (no such account or journal); VALIDATION_FAILED (400, field `role`)
 *   when the account's site role cannot hold `role` (an associate editor account is only ever an
 *   associate editor; authors, reviewers, editors-in-chief and admins hold none)
 */
export async function setJournalRole(
  db: Conn,
  input: { userId: number; journalId: number; role: JournalRole },
): Promise<JournalRole | null> {
  const [account] = await db.select({ role: users.role }).from(users).where(eq(users.id, input.userId));
  if (!account) throw new AppError('NOT_FOUND', `User #${input.userId} not found`);
  const [journal] = await db.select({ id: journals.id }).from(journals).where(eq(journals.id, input.journalId));
  if (!journal) throw new AppError('NOT_FOUND', `Journal #${input.journalId} not found`);
  if (
    !(JOURNAL_ROLES as readonly string[]).includes(input.role) ||
    !journalRolesFor(account.role).includes(input.role)
  ) {
    const kind = account.role.replace(/_/g, ' ');
    const holdable = journalRolesFor(account.role).map((r) => r.replace(/_/g, ' '));
    const message = holdable.length
      ? `An account with the role ${kind} can only be ${holdable.join(', ')} on a journal`
      : `An account with the role ${kind} holds no journal role; make it an editor or associate editor first`;
    throw new AppError('VALIDATION_FAILED', message, { errors: [{ path: 'role', message }] });
  }
  const before = await journalRoleOf(db, input.userId, input.journalId);
  await db
    .insert(journalEditors)
    .values({ userId: input.userId, journalId: input.journalId, role: input.role })
    .onConflictDoUpdate({
      target: [journalEditors.journalId, journalEditors.userId],
      set: { role: input.role, updatedAt: new Date() },
    });
  return before;
}

/**
 * Takes account `userId`'s role on journal `journalId` away.
 * @returns the role it had, or null when it had none (nothing changed)
 */
export async function removeJournalRole(db: Conn, userId: number, journalId: number): Promise<JournalRole | null> {
  const [row] = await db
    .delete(journalEditors)
    .where(and(eq(journalEditors.userId, userId), eq(journalEditors.journalId, journalId)))
    .returning({ role: journalEditors.role });
  return (row?.role as JournalRole | undefined) ?? null;
}

/**
 * Takes away every journal role of account `userId` its site role can no longer hold (after a
 * role change: an editor made an author loses all; made an associate editor, keeps only
 * associate editor roles).
 * @returns how many were removed
 */
export async function pruneJournalRoles(db: Conn, userId: number, siteRole: string): Promise<number> {
  const keep = journalRolesFor(siteRole);
  const rows = await db
    .delete(journalEditors)
    .where(
      and(
        eq(journalEditors.userId, userId),
        keep.length
          ? sql`${journalEditors.role} not in (${sql.join(
              keep.map((r) => sql`${r}`),
              sql`, `,
            )})`
          : undefined,
      ),
    )
    .returning({ id: journalEditors.id });
  return rows.length;
}

/**
 * The journal a join application names (seed 001 §3 "Journal (a journal code)"; our form sends
 * the slug or title): matched on slug, title or abbreviation, any case.
 * @returns its id, or null when it is not one of ours
 */
export async function journalOfApplication(db: Conn, named: string): Promise<number | null> {
  const [journal] = await db
    .select({ id: journals.id })
    .from(journals)
    .where(
      sql`lower(${journals.slug}) = lower(${named}) or lower(${journals.title}) = lower(${named}) or lower(${journals.abbreviation}) = lower(${named})`,
    )
    .limit(1);
  return journal?.id ?? null;
}

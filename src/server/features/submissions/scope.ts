/**
 * Which submissions an editor may see and act on (docs/decisions/0037-editor-scope.md):
 * an admin every one; an editor or associate editor (policy `handle_submissions`) only those of
 * journals where they hold a journal role (`journal_editors`, features/journals). Every editor
 * read or change of a submission, its files and its history goes through `editsJournal` (one
 * record) or `editorScope` (a list); out of scope answers 404, as for a submission that does
 * not exist.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { JournalRole } from '../../../shared/domain/journal-roles';
import { journalEditors, submissions } from '../../db/schema';
import type { AuthUser } from '../../plugins/auth';
import { journalRoleOf } from '../journals';
import { can } from '../../../shared/domain/policy';
import type { DbOrTx } from '../../db/client';

const isEditor = (user: Pick<AuthUser, 'role'>) => can(user.role, 'handle_submissions');

/** True when `user` is an admin (sees every journal without a journal role). */
export const seesAllJournals = (user: Pick<AuthUser, 'role'>) => user.role === 'admin';

/**
 * `user`'s standing on journal `journalId`: 'admin', their journal role, or null when they may
 * not handle its submissions (not an editor, or no role there).
 */
export async function editorStanding(
  db: DbOrTx,
  user: Pick<AuthUser, 'id' | 'role'>,
  journalId: number,
): Promise<'admin' | JournalRole | null> {
  if (!isEditor(user)) return null;
  if (seesAllJournals(user)) return 'admin';
  return journalRoleOf(db, user.id, journalId);
}

/** True when `user` may handle the submissions of journal `journalId` (see {@link editorStanding}). */
export async function editsJournal(
  db: DbOrTx,
  user: Pick<AuthUser, 'id' | 'role'>,
  journalId: number,
): Promise<boolean> {
  return (await editorStanding(db, user, journalId)) !== null;
}

/**
 * The condition on `submissions` that keeps `user`'s journals only: none for an admin; for an
 * editor, journals they hold a role on (none: no rows).
 */
export function editorScope(user: Pick<AuthUser, 'id' | 'role'>): SQL | undefined {
  if (seesAllJournals(user)) return undefined;
  if (!isEditor(user)) return sql`false`;
  return sql`${submissions.journalId} in (select ${journalEditors.journalId} from ${journalEditors} where ${journalEditors.userId} = ${user.id})`;
}

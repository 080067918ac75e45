/**
 * Who may read the editorial reports, and on which journals (docs/decisions/0086-editorial-reports.md):
 * an admin every journal; an account holding the journal role editor-in-chief (decision 0037; an
 * editor account, as `journalRolesFor` allows) the journals it holds it on; everyone else none (403).
 * A journal or an editor outside the caller's journals answers 404, worded as a missing one
 * (decision 0059's wording), so that it tells nothing.
 */
import { sql } from 'drizzle-orm';
import type { ReportScope } from '../../../shared/api/reports';
import { journalRolesFor } from '../../../shared/domain/journal-roles';
import { queryRows, type Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import type { AuthUser } from '../../plugins/auth';

/** The journals a report may cover: `'all'` (an admin) or a non-empty list of journal ids. */
export type ReportJournals = 'all' | readonly number[];

/** The message of the 403 for a signed-in caller who may read no report. */
export const REPORTS_FORBIDDEN = 'The reports are for editors-in-chief and admins';

/**
 * The journals `user` may report on.
 * @throws AppError FORBIDDEN when the caller is neither an admin nor an editor-in-chief of a journal
 */
export async function reportJournals(db: Db, user: Pick<AuthUser, 'id' | 'role'>): Promise<ReportJournals> {
  if (user.role === 'admin') return 'all';
  if (!journalRolesFor(user.role).includes('editor_in_chief')) throw new AppError('FORBIDDEN', REPORTS_FORBIDDEN);
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select journal_id as id from journal_editors where user_id = ${user.id} and role = 'editor_in_chief' order by journal_id`,
  );
  if (rows.length === 0) throw new AppError('FORBIDDEN', REPORTS_FORBIDDEN);
  return rows.map((r) => r.id);
}

/**
 * The journals of a report asked for `journalId` (or every journal of the caller when absent),
 * checked against the caller's: `'all'` or the ids to cover.
 * @throws AppError NOT_FOUND `Journal #<id> not found` when it is not one of the caller's (or does not exist)
 */
export async function journalsOfReport(db: Db, allowed: ReportJournals, journalId?: number): Promise<ReportJournals> {
  if (journalId === undefined) return allowed;
  if (allowed === 'all') {
    const [row] = await queryRows<{ id: number }>(db, sql`select id from journals where id = ${journalId}`);
    if (!row) throw new AppError('NOT_FOUND', `Journal #${journalId} not found`);
    return [journalId];
  }
  if (!allowed.includes(journalId)) throw new AppError('NOT_FOUND', `Journal #${journalId} not found`);
  return [journalId];
}

/**
 * Checks that `editorId` holds a journal role on one of `journals`.
 * @throws AppError NOT_FOUND `Editor #<id> not found` otherwise
 */
export async function checkEditor(db: Db, journals: ReportJournals, editorId: number): Promise<void> {
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`select user_id as id from journal_editors where user_id = ${editorId}
        ${
          journals === 'all'
            ? sql``
            : sql`and journal_id in (${sql.join(
                journals.map((j) => sql`${j}`),
                sql`, `,
              )})`
        } limit 1`,
  );
  if (!row) throw new AppError('NOT_FOUND', `Editor #${editorId} not found`);
}

/**
 * `GET /api/reports/scope`: the journals `user` may report on, by title, each with its editors
 * (active accounts holding a journal role there, by name). An admin: every journal that has a
 * submission past draft.
 * @throws AppError FORBIDDEN as {@link reportJournals}
 */
export async function reportScopeOf(db: Db, user: Pick<AuthUser, 'id' | 'role'>): Promise<ReportScope> {
  const allowed = await reportJournals(db, user);
  const journals = await queryRows<{ id: number; title: string }>(
    db,
    allowed === 'all'
      ? sql`select j.id, j.title from journals j
            where exists (select 1 from submissions s where s.journal_id = j.id and s.status <> 'draft')
            order by j.title, j.id`
      : sql`select j.id, j.title from journals j where j.id in (${sql.join(
          allowed.map((j) => sql`${j}`),
          sql`, `,
        )}) order by j.title, j.id`,
  );
  const editors = journals.length
    ? await queryRows<{ journalId: number; id: number; name: string; role: string }>(
        db,
        sql`select je.journal_id as "journalId", u.id, u.name, je.role from journal_editors je
            join users u on u.id = je.user_id and u.deactivated_at is null
            where je.journal_id in (${sql.join(
              journals.map((j) => sql`${j.id}`),
              sql`, `,
            )})
            order by u.name, u.id`,
      )
    : [];
  return {
    allJournals: allowed === 'all',
    journals: journals.map((j) => ({
      ...j,
      editors: editors.filter((e) => e.journalId === j.id).map(({ id, name, role }) => ({ id, name, role })),
    })),
  };
}

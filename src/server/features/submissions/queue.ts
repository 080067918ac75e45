/**
 * The editor's queue (decision 0037; seed 001 §7 `GET /api/editor/submissions`): every submission
 * that is not a draft, in the caller's journals (the submission policy's list scope,
 * policy.ts `editorScope`), filtered by journal, status, "assigned to me", overdue, and a search
 * on title, author name or id.
 */
import { and, eq, ilike, ne, or, sql, type SQL } from 'drizzle-orm';
import { QUEUE_TOTAL_CAP, type EditorJournal, type EditorQueueQuery } from '../../../shared/api/editor-scope';
import type { SubmissionSummary } from '../../../shared/api/submissions';
import type { JournalRole } from '../../../shared/domain/journal-roles';
import { queryRows, type Db } from '../../db/client';
import { journalEditors, journals, submissions, users } from '../../db/schema';
import type { AuthUser } from '../../plugins/auth';
import { overdueCondition } from './overdue';
import { summariesOf } from './present';
import { editorScope, seesAllJournals } from './policy';

/** `%`, `_` and `\` taken literally in an ILIKE pattern. */
const likeEscaped = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The search condition: `#12` is the id alone (one primary-key lookup, decision
 * 0079); `12` is the id or a title or author name containing "12"; otherwise title or
 * author name contain the text.
 */
function searchCondition(q: string): SQL | undefined {
  const text = q.trim();
  if (!text) return undefined;
  const hashId = /^#(\d{1,9})$/.exec(text);
  if (hashId) return eq(submissions.id, Number(hashId[1]));
  const id = /^(\d{1,9})$/.exec(text);
  const pattern = `%${likeEscaped(text)}%`;
  // summariesOf joins the author (`users`) to every row.
  const words = or(ilike(submissions.title, pattern), ilike(users.name, pattern));
  return id ? or(eq(submissions.id, Number(id[1])), words) : words;
}

/**
 * One page of the queue of `user` under `query` (newest change first, `query.limit` rows from
 * `query.offset`), and its total: exact up to {@link QUEUE_TOTAL_CAP}, else the cap with `capped`
 * (decision 0076: counting stops at the cap, so a broad queue is not read whole).
 */
export async function editorQueue(
  db: Db,
  user: AuthUser,
  query: EditorQueueQuery,
): Promise<{ items: SubmissionSummary[]; total: number; capped: boolean }> {
  const where = and(
    ne(submissions.status, 'draft'),
    editorScope(user),
    query.journalId ? eq(submissions.journalId, query.journalId) : undefined,
    query.status ? eq(submissions.status, query.status) : undefined,
    query.assigned === 'me'
      ? or(eq(submissions.handlingEditorId, user.id), eq(submissions.associateEditorId, user.id))
      : undefined,
    query.overdue === 'true' ? overdueCondition() : undefined,
    query.q ? searchCondition(query.q) : undefined,
  );
  const [items, [{ n }]] = await Promise.all([
    summariesOf(db, where, query.limit, query.offset),
    // Only the search reads the author's name: without it the count reads submissions alone.
    queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from (select 1 from ${submissions}
            ${query.q ? sql`inner join ${users} on ${users.id} = ${submissions.authorId}` : sql``}
            where ${where ?? sql`true`} limit ${QUEUE_TOTAL_CAP + 1}) as matching`,
    ),
  ]);
  return n > QUEUE_TOTAL_CAP ? { items, total: QUEUE_TOTAL_CAP, capped: true } : { items, total: n, capped: false };
}

/**
 * `GET /api/editor/journals`: the journals `user` handles, with their role, by title; for an
 * admin, every journal that has a submission past draft (role null).
 */
export async function editorJournals(db: Db, user: AuthUser): Promise<EditorJournal[]> {
  if (seesAllJournals(user)) {
    return db
      .selectDistinct({
        id: journals.id,
        title: journals.title,
        slug: journals.slug,
        role: sql<JournalRole | null>`null`,
      })
      .from(journals)
      .innerJoin(submissions, and(eq(submissions.journalId, journals.id), ne(submissions.status, 'draft')))
      .orderBy(journals.title);
  }
  const rows = await db
    .select({ id: journals.id, title: journals.title, slug: journals.slug, role: journalEditors.role })
    .from(journalEditors)
    .innerJoin(journals, eq(journals.id, journalEditors.journalId))
    .where(eq(journalEditors.userId, user.id))
    .orderBy(journals.title);
  return rows.map((r) => ({ ...r, role: r.role as JournalRole }));
}

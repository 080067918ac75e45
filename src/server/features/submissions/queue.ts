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
 * Whether `text` holds a run of three letters or digits: then `ILIKE '%text%'` has a trigram
 * to look up in the trigram indexes (pg_trgm; decision 0080). Shorter text has none, and
 * the indexes could only be read whole.
 */
const hasTrigram = (text: string) => /[\p{L}\p{N}]{3}/u.test(text);

/**
 * The search condition on `submissions` (decision 0037; the same rows whichever form is used):
 * `#12` is the id alone (one primary-key lookup, decision 0079); `12` is the id or a title or
 * author name containing "12"; otherwise title or author name contain the text (`ILIKE`, any case).
 *
 * Text with a trigram (decision 0080) is looked up in `submissions_title_trgm_idx`, and
 * the authors of that name in `users_name_trgm_idx` (their ids then read through
 * `submissions_author_idx`): both bitmaps are OR-ed with the scope's, so a rare word no longer
 * reads the editor's whole scope. Shorter text (1–2 characters, or no letter run) keeps the
 * author's name from the joined `users` row (`needsAuthor`): the queue read in order stops at
 * the page, as a common short text matches early.
 */
function searchCondition(q: string): { where: SQL | undefined; needsAuthor: boolean } {
  const text = q.trim();
  if (!text) return { where: undefined, needsAuthor: false };
  const hashId = /^#(\d{1,9})$/.exec(text);
  if (hashId) return { where: eq(submissions.id, Number(hashId[1])), needsAuthor: false };
  const id = /^(\d{1,9})$/.exec(text);
  const pattern = `%${likeEscaped(text)}%`;
  const trigrams = hasTrigram(text);
  const words = trigrams
    ? or(
        ilike(submissions.title, pattern),
        sql`${submissions.authorId} = any(array(select ${users.id} from ${users} where ${ilike(users.name, pattern)}))`,
      )
    : // summariesOf joins the author (`users`) to every row.
      or(ilike(submissions.title, pattern), ilike(users.name, pattern));
  return { where: id ? or(eq(submissions.id, Number(id[1])), words) : words, needsAuthor: !trigrams };
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
  const search = query.q ? searchCondition(query.q) : { where: undefined, needsAuthor: false };
  const where = and(
    ne(submissions.status, 'draft'),
    editorScope(user),
    query.journalId ? eq(submissions.journalId, query.journalId) : undefined,
    query.status ? eq(submissions.status, query.status) : undefined,
    query.assigned === 'me'
      ? or(eq(submissions.handlingEditorId, user.id), eq(submissions.associateEditorId, user.id))
      : undefined,
    query.overdue === 'true' ? overdueCondition() : undefined,
    search.where,
  );
  const [items, [{ n }]] = await Promise.all([
    summariesOf(db, where, query.limit, query.offset),
    // Only a short search reads the joined author's name: otherwise the count reads submissions alone.
    queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from (select 1 from ${submissions}
            ${search.needsAuthor ? sql`inner join ${users} on ${users.id} = ${submissions.authorId}` : sql``}
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

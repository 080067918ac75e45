/**
 * Issue management (docs/decisions/0032-issue-publishing.md): the editorial office
 * lists, creates and edits a journal's issues, and the submissions feature asks here which issue
 * an article is published into and makes an issue current when it is published.
 *
 * One current issue per journal: every change that makes an issue current takes the journal's
 * row lock first and moves the old current issue to `back` in the same transaction; the partial
 * unique index journal_issues_one_current_key is the database's guarantee behind it.
 */
import { and, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import type { IssueRecord, IssueRequest } from '../../../shared/api/issue-management';
import type { Db, DbOrTx } from '../../db/client';
import { articles, journalIssues, journals, submissions } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { audit } from '../../lib/audit';
import { issueColumns, newestIssueFirst } from './issues';

type IssueRow = Omit<IssueRecord, 'articleCount' | 'scheduledCount' | 'status'> & { status: string };

/** Adds each issue's article count and count of manuscripts held for it. */
async function withCounts(db: DbOrTx, rows: IssueRow[]): Promise<IssueRecord[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const counted = await db
    .select({ id: articles.issueId, n: sql<number>`count(*)::int` })
    .from(articles)
    .where(inArray(articles.issueId, ids))
    .groupBy(articles.issueId);
  const held = await db
    .select({ id: submissions.issueId, n: sql<number>`count(*)::int` })
    .from(submissions)
    .where(and(inArray(submissions.issueId, ids), isNotNull(submissions.scheduledAt)))
    .groupBy(submissions.issueId);
  const a = new Map(counted.map((c) => [c.id, c.n]));
  const s = new Map(held.map((c) => [c.id, c.n]));
  return rows.map((r) => ({
    ...r,
    status: r.status as IssueRecord['status'],
    articleCount: a.get(r.id) ?? 0,
    scheduledCount: s.get(r.id) ?? 0,
  }));
}

/** Every issue of journal `journalId`, future ones included, newest first. */
export async function listIssues(db: DbOrTx, journalId: number): Promise<IssueRecord[]> {
  const rows = await db
    .select(issueColumns)
    .from(journalIssues)
    .where(eq(journalIssues.journalId, journalId))
    .orderBy(...newestIssueFirst);
  return withCounts(db, rows);
}

/** Issue `id` of journal `journalId`. @throws AppError NOT_FOUND */
export async function findIssue(db: DbOrTx, journalId: number, id: number): Promise<IssueRecord> {
  const rows = await db
    .select(issueColumns)
    .from(journalIssues)
    .where(and(eq(journalIssues.journalId, journalId), eq(journalIssues.id, id)));
  if (rows.length === 0) throw new AppError('NOT_FOUND', 'Issue not found');
  return (await withCounts(db, rows))[0];
}

/**
 * Records an issue change in the admin audit log (decision 0059): who (`actorId`), what
 * (`issue.create|update|publish`), which journal and issue (target `journal_issue` #id; the
 * detail names the journal's abbreviation, the volume, number and status).
 */
export async function auditIssue(
  tx: DbOrTx,
  actorId: number,
  action: 'create' | 'update' | 'publish',
  issue: Pick<IssueRecord, 'id' | 'volume' | 'number' | 'status'>,
  journalId: number,
): Promise<void> {
  const [journal] = await tx
    .select({ abbreviation: journals.abbreviation })
    .from(journals)
    .where(eq(journals.id, journalId));
  await audit(tx, {
    actorId,
    action: `issue.${action}`,
    targetType: 'journal_issue',
    targetId: issue.id,
    detail: `${journal?.abbreviation ?? `journal #${journalId}`}: volume ${issue.volume}, issue ${issue.number || '–'} (${issue.status})`,
    journalId,
  });
}

/** Locks the journal's row: changes of its current issue are serialised per journal. */
async function lockJournal(tx: DbOrTx, journalId: number): Promise<void> {
  await tx.select({ id: journals.id }).from(journals).where(eq(journals.id, journalId)).for('update');
}

/** Moves the journal's current issue (other than `exceptId`) to the back catalogue. */
async function demoteCurrent(tx: DbOrTx, journalId: number, exceptId: number | null): Promise<void> {
  await tx
    .update(journalIssues)
    .set({ status: 'back', updatedAt: new Date() })
    .where(
      and(
        eq(journalIssues.journalId, journalId),
        eq(journalIssues.status, 'current'),
        exceptId === null ? undefined : ne(journalIssues.id, exceptId),
      ),
    );
}

/** 409 when journal `journalId` already has volume/number (other than issue `exceptId`). */
async function checkUnique(tx: DbOrTx, journalId: number, input: IssueRequest, exceptId: number | null) {
  const [clash] = await tx
    .select({ id: journalIssues.id })
    .from(journalIssues)
    .where(
      and(
        eq(journalIssues.journalId, journalId),
        eq(journalIssues.volume, input.volume),
        eq(journalIssues.number, input.number),
      ),
    );
  if (clash && clash.id !== exceptId)
    throw new AppError('CONFLICT', `Volume ${input.volume}, issue ${input.number} already exists`);
}

/**
 * Creates an issue of journal `journalId` (POST /api/admin/journals/{abbreviation}/issues); made
 * current, it moves the old current issue to `back` in the same transaction, with the audit
 * line (`issue.create` by `actorId`).
 * @throws AppError CONFLICT when the journal already has that volume and number
 */
export async function createIssue(
  db: Db,
  actorId: number,
  journalId: number,
  input: IssueRequest,
): Promise<IssueRecord> {
  return db.transaction(async (tx) => {
    await lockJournal(tx, journalId);
    await checkUnique(tx, journalId, input, null);
    if (input.status === 'current') await demoteCurrent(tx, journalId, null);
    const [row] = await tx
      .insert(journalIssues)
      .values({ journalId, ...input })
      .returning({ id: journalIssues.id });
    const created = await findIssue(tx, journalId, row.id);
    await auditIssue(tx, actorId, 'create', created, journalId);
    return created;
  });
}

/**
 * Replaces the fields of issue `id` of journal `journalId` (PATCH …/issues/{id}); made current,
 * the old current issue goes `back` in the same transaction, with the audit line (`issue.update`
 * by `actorId`).
 * @throws AppError NOT_FOUND, CONFLICT (volume and number taken by another issue)
 */
export async function updateIssue(
  db: Db,
  actorId: number,
  journalId: number,
  id: number,
  input: IssueRequest,
): Promise<IssueRecord> {
  return db.transaction(async (tx) => {
    await lockJournal(tx, journalId);
    await findIssue(tx, journalId, id);
    await checkUnique(tx, journalId, input, id);
    if (input.status === 'current') await demoteCurrent(tx, journalId, id);
    await tx
      .update(journalIssues)
      .set({ ...input, updatedAt: new Date() })
      .where(eq(journalIssues.id, id));
    const updated = await findIssue(tx, journalId, id);
    await auditIssue(tx, actorId, 'update', updated, journalId);
    return updated;
  });
}

/**
 * Makes issue `id` current with publication date `date` (ISO "YYYY-MM-DD") and its year, the old
 * current issue going back; within `tx`, which the caller (publishing an issue) holds open while
 * it publishes the issue's scheduled articles. @throws AppError NOT_FOUND, CONFLICT (not future)
 */
export async function makeIssueCurrent(tx: DbOrTx, journalId: number, id: number, date: string): Promise<void> {
  await lockJournal(tx, journalId);
  const issue = await findIssue(tx, journalId, id);
  if (issue.status !== 'future')
    throw new AppError('CONFLICT', `Volume ${issue.volume}, issue ${issue.number} is already published`);
  await demoteCurrent(tx, journalId, id);
  await tx
    .update(journalIssues)
    .set({ status: 'current', publishedDate: date, year: Number(date.slice(0, 4)), updatedAt: new Date() })
    .where(eq(journalIssues.id, id));
}

/** Where an article is filed: its issue record's id, volume and number, and whether it is announced only. */
export interface PublicationIssue {
  id: number | null;
  volume: string;
  number: string;
  status: 'future' | 'current' | 'back';
}

/**
 * The issue a manuscript of journal `journalId` is published into: issue `assignedId` when set
 * (it must be the journal's), else the journal's current issue, else (no issue marked current)
 * the journal's current volume and issue numbers as before decision 0032.
 * @throws AppError CONFLICT when the assigned issue is not the journal's
 */
export async function publicationIssue(
  tx: DbOrTx,
  journalId: number,
  assignedId: number | null,
): Promise<PublicationIssue> {
  const where =
    assignedId === null
      ? and(eq(journalIssues.journalId, journalId), eq(journalIssues.status, 'current'))
      : and(eq(journalIssues.journalId, journalId), eq(journalIssues.id, assignedId));
  const [issue] = await tx.select(issueColumns).from(journalIssues).where(where);
  if (issue) return { id: issue.id, volume: issue.volume, number: issue.number, status: issue.status as 'current' };
  if (assignedId !== null) throw new AppError('CONFLICT', 'The assigned issue is not an issue of this journal');
  const [journal] = await tx
    .select({ volume: journals.currentVolume, issue: journals.currentIssue })
    .from(journals)
    .where(eq(journals.id, journalId));
  return { id: null, volume: String(journal.volume), number: String(journal.issue), status: 'current' };
}

/** An issue as another system describes it (the OJS import, decision 0091). */
export interface ImportedIssue {
  volume: string;
  /** The issue number as printed, or '' for none. */
  number: string;
  year: number | null;
  title: string | null;
  description: string | null;
  /** ISO date "YYYY-MM-DD" or null. */
  publishedDate: string | null;
  /** Whether the source marked it its journal's current issue. */
  current: boolean;
}

/**
 * Finds or creates issue `volume`/`number` of journal `journalId` within `tx` and sets its title,
 * description, year and publication date from `issue` (those the source gives; the others kept);
 * marked current, the journal's old current issue goes back (decision 0032). Used by the OJS
 * import (docs/decisions/0091-ojs-native-import.md). @returns the issue's id
 */
export async function upsertImportedIssue(tx: DbOrTx, journalId: number, issue: ImportedIssue): Promise<number> {
  const [found] = await tx
    .select({ id: journalIssues.id })
    .from(journalIssues)
    .where(
      and(
        eq(journalIssues.journalId, journalId),
        eq(journalIssues.volume, issue.volume),
        eq(journalIssues.number, issue.number),
      ),
    );
  const fields = {
    ...(issue.year === null ? {} : { year: issue.year }),
    ...(issue.title === null ? {} : { title: issue.title }),
    ...(issue.description === null ? {} : { description: issue.description }),
    ...(issue.publishedDate === null ? {} : { publishedDate: issue.publishedDate }),
  };
  let id: number;
  if (found) {
    id = found.id;
    if (Object.keys(fields).length)
      await tx
        .update(journalIssues)
        .set({ ...fields, updatedAt: new Date() })
        .where(eq(journalIssues.id, id));
  } else {
    const [row] = await tx
      .insert(journalIssues)
      .values({ journalId, volume: issue.volume, number: issue.number, ...fields })
      .returning({ id: journalIssues.id });
    id = row.id;
  }
  if (issue.current) {
    await lockJournal(tx, journalId);
    await demoteCurrent(tx, journalId, id);
    await tx.update(journalIssues).set({ status: 'current', updatedAt: new Date() }).where(eq(journalIssues.id, id));
  }
  return id;
}

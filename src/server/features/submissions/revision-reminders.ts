/**
 * Reminders of a revision's due date (docs/decisions/0074-revision-deadlines-and-drafts.md), as
 * the reviewers' reminders (decisions 0045, 0055): the author is reminded
 * {@link REVISION_DUE_SOON_DAYS} days before the due date ('revision_due_soon') and the day after
 * it ('revision_overdue'), once each per submission, round and due date, through the outbox, even
 * with several servers at once: the reminder is recorded in `revision_reminders` (unique on
 * submission, round, kind and deadline) in the transaction that enqueues its mail; the second
 * caller's insert finds the first's row and sends nothing. Only while the revision is requested:
 * once it is uploaded, or the submission is rejected or withdrawn, the status is no longer
 * revision_requested and nothing more is sent. The days are UTC calendar days (decision 0036).
 * Run by the one reminder job (features/invitations/reminder-schedule.ts).
 */
import { and, eq, sql } from 'drizzle-orm';
import { addDays, todayUtc } from '../../../shared/domain/review-deadlines';
import { revisionReminders, submissions, users, type RevisionReminderKind } from '../../db/schema';
import type { Deps } from '../../deps';
import { revisionReminderMail } from './mails';
import { recordEvent } from './workflow';

/** A revision is "due soon" this many days before its due date (decision 0074). */
export const REVISION_DUE_SOON_DAYS = 7;
/** At most this many submissions per call; the next call takes the rest. */
export const REVISION_REMINDER_BATCH = 200;

/** What a revision reminder pass uses (decision 0068), and whom to tell of a failure. */
export type RevisionReminderDeps = Pick<Deps, 'db' | 'mailer' | 'publicUrl'> & {
  /** Told of a submission whose reminder failed (it is tried again at the next call). */
  onError?: (err: unknown, submissionId: number) => void;
};

/** What one call sent, per kind, and how many submissions failed. */
export interface RevisionRemindersSent {
  revision_due_soon: number;
  revision_overdue: number;
  failed: number;
}

/**
 * The reminder a submission needs on `today` ('YYYY-MM-DD'), or null: 'revision_overdue' when
 * its revision is requested and `revisionDue` is before today; 'revision_due_soon' when it is
 * due within {@link REVISION_DUE_SOON_DAYS} days; none in any other status or without a date.
 */
export function revisionReminderKind(
  row: { status: string; revisionDue: string | null },
  today: string,
): RevisionReminderKind | null {
  if (row.status !== 'revision_requested' || row.revisionDue === null) return null;
  if (row.revisionDue < today) return 'revision_overdue';
  return row.revisionDue <= addDays(today, REVISION_DUE_SOON_DAYS) ? 'revision_due_soon' : null;
}

/**
 * Sends the revision reminders due at `now` (default: the clock) and returns how many of each.
 * Candidates: submissions whose revision is requested and due within the window, with no row yet
 * for this round, kind and due date; then per submission, in one transaction: lock the
 * submission, recompute the kind from the locked row, record it (`on conflict do nothing`:
 * already sent → nothing more), enqueue the author's mail and a line in the history.
 */
export async function sendRevisionReminders(
  deps: RevisionReminderDeps,
  now: Date = new Date(),
): Promise<RevisionRemindersSent> {
  const today = todayUtc(now.getTime());
  const soon = addDays(today, REVISION_DUE_SOON_DAYS);
  const kindExpr = sql<RevisionReminderKind>`(case when ${submissions.revisionDue} < ${today}::date then 'revision_overdue' else 'revision_due_soon' end)`;
  const candidates = await deps.db
    .select({ id: submissions.id })
    .from(submissions)
    .where(
      and(
        eq(submissions.status, 'revision_requested'),
        sql`${submissions.revisionDue} <= ${soon}::date`,
        sql`not exists (select 1 from ${revisionReminders} where ${revisionReminders.submissionId} = ${submissions.id} and ${revisionReminders.round} = ${submissions.round} and ${revisionReminders.kind} = ${kindExpr} and ${revisionReminders.deadline} = ${submissions.revisionDue})`,
      ),
    )
    .orderBy(submissions.id)
    .limit(REVISION_REMINDER_BATCH);

  const sent: RevisionRemindersSent = { revision_due_soon: 0, revision_overdue: 0, failed: 0 };
  for (const candidate of candidates) {
    try {
      const kind = await remindOne(deps, candidate.id, today, now);
      if (kind) sent[kind] += 1;
    } catch (err) {
      sent.failed += 1;
      deps.onError?.(err, candidate.id);
    }
  }
  return sent;
}

/** One submission's reminder in one transaction; the kind sent, or null when none is due or it was sent already. */
async function remindOne(
  deps: RevisionReminderDeps,
  submissionId: number,
  today: string,
  now: Date,
): Promise<RevisionReminderKind | null> {
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        id: submissions.id,
        title: submissions.title,
        status: submissions.status,
        round: submissions.round,
        revisionDue: submissions.revisionDue,
        authorName: users.name,
        authorEmail: users.email,
      })
      .from(submissions)
      .innerJoin(users, eq(users.id, submissions.authorId))
      .where(eq(submissions.id, submissionId))
      .for('update', { of: submissions });
    if (!row) return null;
    const kind = revisionReminderKind(row, today);
    if (!kind) return null;
    // Never null here: revisionReminderKind gives a kind only for a dated revision.
    const deadline = row.revisionDue as string;
    const [recorded] = await tx
      .insert(revisionReminders)
      .values({ submissionId: row.id, round: row.round, kind, deadline, sentAt: now })
      .onConflictDoNothing()
      .returning({ id: revisionReminders.id });
    if (!recorded) return null;
    await deps.mailer.enqueue(
      tx,
      revisionReminderMail({
        kind,
        publicUrl: deps.publicUrl,
        to: row.authorEmail,
        name: row.authorName,
        submissionId: row.id,
        title: row.title,
        revisionDue: deadline,
      }),
    );
    await recordEvent(tx, { submissionId: row.id, actor: null, actorRole: 'system', action: `reminder_${kind}` });
    return kind;
  });
}

/**
 * Deadline reminders (docs/decisions/0045-similarity-check-and-reminders.md):
 * an invitation unanswered past its response deadline, a review due within 3 days, a review
 * overdue. Each is sent once per invitation, kind and deadline, through the outbox, even with
 * several servers calling at once: the reminder is recorded in `invitation_reminders` (unique on
 * invitation, kind and deadline) in the transaction that enqueues its mail, and the second
 * caller's insert finds the first's row and sends nothing. A due date the editor extends is a new
 * deadline: its "due in 3 days" and overdue reminders come again, once each (decision 0055). The
 * days are UTC calendar days (decision 0036); a deadline is missed from the day after it.
 * Invitations without dates (made before decision 0036) get none.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { addDays, todayUtc } from '../../../shared/domain/review-deadlines';
import { invitationReminders, invitations, journals, submissions, users, type ReminderKind } from '../../db/schema';
import { newSecretToken } from '../accounts';
import { recordEvent } from '../submissions';
import { overdueEditorMail, reminderMail } from './reminder-mails';
import type { Deps } from '../../deps';

/** A review is "due soon" this many days before its due date (decision 0045). */
export const DUE_SOON_DAYS = 3;
/** The links of an unanswered invitation's reminder work at least this long (ms, 7 days). */
export const REMINDER_LINK_TTL_MS = 7 * 86_400_000;
/** At most this many invitations per call; the next call takes the rest. */
export const REMINDER_BATCH = 200;

/** What a reminder pass uses: a part of the one Deps (decision 0068), and whom to tell of a failure. */
export type ReminderDeps = Pick<Deps, 'db' | 'mailer' | 'publicUrl'> & {
  /** Told of an invitation whose reminder failed (it is tried again at the next call). */
  onError?: (err: unknown, invitationId: number) => void;
};

/** What one call sent, per kind, and how many invitations failed (logged by the caller, tried again next call). */
export interface RemindersSent {
  unanswered: number;
  due_soon: number;
  overdue: number;
  failed: number;
}

type Dated = { status: string; respondBy: string | null; reviewDue: string | null };

/**
 * The reminder an invitation needs on `today` ('YYYY-MM-DD'), or null: 'unanswered' when pending
 * past `respondBy`; 'overdue' when accepted past `reviewDue`; 'due_soon' when accepted and due
 * within {@link DUE_SOON_DAYS} days. Declined, cancelled and submitted invitations need none.
 */
export function reminderKind(invitation: Dated, today: string): ReminderKind | null {
  if (invitation.status === 'pending')
    return invitation.respondBy !== null && invitation.respondBy < today ? 'unanswered' : null;
  if (invitation.status !== 'accepted' || invitation.reviewDue === null) return null;
  if (invitation.reviewDue < today) return 'overdue';
  return invitation.reviewDue <= addDays(today, DUE_SOON_DAYS) ? 'due_soon' : null;
}

/**
 * Sends the reminders due at `now` (default: the clock) and returns how many of each. Finds the
 * candidates with one range scan of `invitations_open_deadline_idx`, then per invitation, in
 * one transaction: locks the submission, then the invitation (the lock order of decision 0036),
 * recomputes the kind from the locked row, records it with its deadline (`on conflict do nothing`:
 * already sent for this deadline → nothing more), and enqueues the reviewer's mail (an unanswered
 * one with fresh links, whose token replaces the first one's), and for an overdue review also the
 * handling editor's (else the inviting editor's), with a line in the submission's history for editors.
 */
export async function sendDueReminders(deps: ReminderDeps, now: Date = new Date()): Promise<RemindersSent> {
  const today = todayUtc(now.getTime());
  const soon = addDays(today, DUE_SOON_DAYS);
  const kindExpr = sql<ReminderKind | null>`(case
    when ${invitations.status} = 'pending' and ${invitations.respondBy} < ${today}::date then 'unanswered'
    when ${invitations.status} = 'accepted' and ${invitations.reviewDue} < ${today}::date then 'overdue'
    when ${invitations.status} = 'accepted' and ${invitations.reviewDue} <= ${soon}::date then 'due_soon'
  end)`;
  const deadlineExpr = sql`(case when ${invitations.status} = 'pending' then ${invitations.respondBy} else ${invitations.reviewDue} end)`;
  const candidates = await deps.db
    .select({ id: invitations.id, submissionId: invitations.submissionId })
    .from(invitations)
    .where(
      and(
        inArray(invitations.status, ['pending', 'accepted']),
        // The expression of invitations_open_deadline_idx, word for word, so the index serves it.
        sql`(case when ${invitations.status} = 'pending' then ${invitations.respondBy} else ${invitations.reviewDue} end) <= ${soon}::date`,
        sql`${kindExpr} is not null`,
        sql`not exists (select 1 from ${invitationReminders} where ${invitationReminders.invitationId} = ${invitations.id} and ${invitationReminders.kind} = ${kindExpr} and ${invitationReminders.deadline} = ${deadlineExpr})`,
      ),
    )
    .orderBy(invitations.id)
    .limit(REMINDER_BATCH);

  const sent: RemindersSent = { unanswered: 0, due_soon: 0, overdue: 0, failed: 0 };
  for (const candidate of candidates) {
    try {
      const kind = await remindOne(deps, candidate, today, now);
      if (kind) sent[kind] += 1;
    } catch (err) {
      sent.failed += 1;
      deps.onError?.(err, candidate.id);
    }
  }
  return sent;
}

/**
 * One invitation's reminder in one transaction; the kind sent, or null when none was due any more
 * or another pass sent it already.
 */
async function remindOne(
  deps: ReminderDeps,
  candidate: { id: number; submissionId: number },
  today: string,
  now: Date,
): Promise<ReminderKind | null> {
  return deps.db.transaction(async (tx) => {
    const [submission] = await tx
      .select({
        id: submissions.id,
        title: submissions.title,
        handlingEditorId: submissions.handlingEditorId,
        journalTitle: journals.title,
      })
      .from(submissions)
      .innerJoin(journals, eq(journals.id, submissions.journalId))
      .where(eq(submissions.id, candidate.submissionId))
      .for('update', { of: submissions });
    const [invite] = await tx.select().from(invitations).where(eq(invitations.id, candidate.id)).for('update');
    if (!submission || !invite) return null;
    const kind = reminderKind(invite, today);
    if (!kind) return null;
    // Never null here: reminderKind gives a kind only for a dated invitation.
    const deadline = (kind === 'unanswered' ? invite.respondBy : invite.reviewDue) as string;
    const [recorded] = await tx
      .insert(invitationReminders)
      .values({ invitationId: invite.id, kind, deadline, sentAt: now })
      .onConflictDoNothing()
      .returning({ id: invitationReminders.id });
    if (!recorded) return null;

    const common = {
      publicUrl: deps.publicUrl,
      to: invite.reviewerEmail,
      inviteId: invite.id,
      title: submission.title,
      journalTitle: submission.journalTitle,
      respondBy: invite.respondBy,
      reviewDue: invite.reviewDue,
    };
    if (kind === 'unanswered') {
      const { token, hash } = newSecretToken();
      const linksUntil = new Date(Math.max(invite.expiresAt.getTime(), now.getTime() + REMINDER_LINK_TTL_MS));
      await tx
        .update(invitations)
        .set({ tokenHash: hash, expiresAt: linksUntil, updatedAt: now })
        .where(eq(invitations.id, invite.id));
      await deps.mailer.enqueue(tx, reminderMail(kind, { ...common, token, linksUntil }));
    } else {
      await deps.mailer.enqueue(tx, reminderMail(kind, common));
    }
    if (kind === 'overdue') {
      const editorId = submission.handlingEditorId ?? invite.invitedBy;
      const [editor] = editorId
        ? await tx.select({ email: users.email }).from(users).where(eq(users.id, editorId))
        : [];
      if (editor) {
        await deps.mailer.enqueue(
          tx,
          overdueEditorMail({
            publicUrl: deps.publicUrl,
            to: editor.email,
            inviteId: invite.id,
            submissionId: submission.id,
            title: submission.title,
            reviewerEmail: invite.reviewerEmail,
            reviewDue: invite.reviewDue,
          }),
        );
      }
    }
    await recordEvent(tx, {
      submissionId: submission.id,
      actor: null,
      actorRole: 'system',
      action: `reminder_${kind}`,
      editorNote: invite.reviewerEmail,
    });
    return kind;
  });
}

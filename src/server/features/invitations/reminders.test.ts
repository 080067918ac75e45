/**
 * Deadline reminders (decisions 0045, 0055): scheduled reminders — an invitation unanswered past its
 * response deadline, a review due in 3 days, a review overdue — sent through the outbox, once
 * each. Time moves by passing `now` (no waiting). The race of two servers sending at once is
 * tested on PostgreSQL too: `node scripts/pg-cluster.mjs -- sh -c 'TEST_DATABASE_URL="$TEST_DATABASE_URL"
 * npx vitest run --project server src/server/features/invitations/reminders.test.ts'`.
 */
import { and, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays } from '../../../shared/domain/review-deadlines';
import { invitationReminders, invitations, outbox, submissionEvents } from '../../db/schema';
import { workflowCalls } from '../../test/workflow-calls';
import { workflowSuite } from '../../test/workflow-suite';
import { sendDueReminders } from './reminders';

const suite = workflowSuite(['author', 'editor']);
const {
  t,
  as: { editor },
} = suite;
const { post, underReview } = workflowCalls(suite);

const PUBLIC_URL = 'https://journals.example.org';
const deps = () => ({ db: t.app.db, mailer: t.app.mailer, publicUrl: t.app.config.publicUrl });
/** 09:00 UTC on calendar day `day`. */
const on = (day: string) => new Date(`${day}T09:00:00Z`);
const remind = (day: string) => sendDueReminders(deps(), on(day));
const address = (tag: string) => `${tag}.${Date.now()}.${Math.random().toString(36).slice(2)}@example.org`;

/** The reminder mails of one invitation, oldest first. */
const remindersOf = (inviteId: number) =>
  t.app.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.ref, `invitation:${inviteId}`), like(outbox.kind, 'workflow.reminder%')))
    .orderBy(outbox.id);
const rowOf = async (inviteId: number) =>
  (await t.app.db.select().from(invitations).where(eq(invitations.id, inviteId)))[0];

/** An invitation its reviewer accepted; returns ids and dates. */
async function accepted(tag: string) {
  const invite = await underReview(address(tag));
  expect((await post('/api/public/invites/accept', null, { token: invite.token })).statusCode).toBe(200);
  return { ...invite, row: await rowOf(invite.inviteId) };
}

describe('an unanswered invitation', () => {
  it('gets one reminder the day after its response deadline, with new links that work, and no second', async () => {
    const reviewerEmail = address('quiet');
    const { inviteId, token } = await underReview(reviewerEmail);
    const { respondBy } = await rowOf(inviteId);
    await remind(respondBy!); // on the day itself there is still time
    expect(await remindersOf(inviteId)).toHaveLength(0);

    await remind(addDays(respondBy!, 1));
    const mails = await remindersOf(inviteId);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: reviewerEmail, kind: 'workflow.reminder_unanswered' });
    const fresh = new RegExp(`${PUBLIC_URL.replace(/\./g, '\\.')}/invites/accept\\?token=([A-Za-z0-9_-]+)`).exec(
      mails[0].text,
    );
    expect(fresh).not.toBeNull();
    expect(mails[0].text).toContain(`${PUBLIC_URL}/invites/decline?token=`);

    await remind(addDays(respondBy!, 1));
    await remind(addDays(respondBy!, 5));
    expect(await remindersOf(inviteId)).toHaveLength(1);

    // The reminder's link opens the invitation; the first mail's link is replaced.
    expect((await post('/api/public/invites/accept', null, { token })).statusCode).toBe(400);
    expect((await post('/api/public/invites/accept', null, { token: fresh![1] })).statusCode).toBe(200);
  });
});

describe('an accepted invitation', () => {
  it('gets one "due in 3 days" reminder, then one overdue reminder, each once, and the editor is told of the overdue review', async () => {
    const { id, inviteId, row } = await accepted('busy');
    const due = row.reviewDue!;
    await remind(addDays(due, -4));
    expect(await remindersOf(inviteId)).toHaveLength(0);

    await remind(addDays(due, -3));
    await remind(addDays(due, -2));
    let mails = await remindersOf(inviteId);
    expect(mails.map((m) => m.kind)).toEqual(['workflow.reminder_due_soon']);
    expect(mails[0].to).toBe(row.reviewerEmail);
    expect(mails[0].text).toContain(`${PUBLIC_URL}/dashboard/reviewer`);

    await remind(due); // due today: not yet overdue
    expect(await remindersOf(inviteId)).toHaveLength(1);

    await remind(addDays(due, 1));
    await remind(addDays(due, 2));
    mails = await remindersOf(inviteId);
    expect(mails.map((m) => m.kind)).toEqual([
      'workflow.reminder_due_soon',
      'workflow.reminder_overdue',
      'workflow.reminder_overdue_editor',
    ]);
    expect(mails[2].to).toBe(editor.user.email); // no handling editor assigned: the inviting editor
    expect(mails[2].text).toContain(`${PUBLIC_URL}/dashboard/editor/submissions/${id}`);

    const history = await t.app.db.select().from(submissionEvents).where(eq(submissionEvents.submissionId, id));
    expect(history.map((e) => e.action)).toEqual(expect.arrayContaining(['reminder_due_soon', 'reminder_overdue']));
  });

  it('accepted with the due date already past gets the overdue reminder only', async () => {
    const { inviteId, row } = await accepted('late');
    await remind(addDays(row.reviewDue!, 10));
    expect((await remindersOf(inviteId)).map((m) => m.kind)).toEqual([
      'workflow.reminder_overdue',
      'workflow.reminder_overdue_editor',
    ]);
  });
});

describe('a due date extended by the editor', () => {
  it('gets the "due in 3 days" and overdue reminders again for the new date, once each', async () => {
    const { id, inviteId, row } = await accepted('extended');
    const due = row.reviewDue!;
    await remind(addDays(due, -3));
    await remind(addDays(due, 1));
    expect((await remindersOf(inviteId)).map((m) => m.kind)).toEqual([
      'workflow.reminder_due_soon',
      'workflow.reminder_overdue',
      'workflow.reminder_overdue_editor',
    ]);

    const later = addDays(due, 20);
    const extended = await post(`/api/submissions/${id}/invites/${inviteId}/deadline`, editor.auth, {
      reviewDue: later,
    });
    expect(extended.statusCode).toBe(200);
    await remind(addDays(due, 2)); // the old date's reminders are not sent again
    await remind(addDays(later, -4));
    expect(await remindersOf(inviteId)).toHaveLength(3);

    await remind(addDays(later, -3));
    await remind(addDays(later, -1));
    await remind(addDays(later, 1));
    await remind(addDays(later, 3));
    const mails = await remindersOf(inviteId);
    expect(mails.map((m) => m.kind)).toEqual([
      'workflow.reminder_due_soon',
      'workflow.reminder_overdue',
      'workflow.reminder_overdue_editor',
      'workflow.reminder_due_soon',
      'workflow.reminder_overdue',
      'workflow.reminder_overdue_editor',
    ]);
    const rows = await t.app.db
      .select()
      .from(invitationReminders)
      .where(eq(invitationReminders.invitationId, inviteId));
    expect(rows.map((r) => [r.kind, r.deadline])).toEqual([
      ['due_soon', due],
      ['overdue', due],
      ['due_soon', later],
      ['overdue', later],
    ]);
  });
});

describe('closed invitations', () => {
  it('cancelled, declined and submitted invitations get no reminder, however late', async () => {
    const cancelled = await underReview(address('cancelled'));
    await post(`/api/submissions/${cancelled.id}/invites/${cancelled.inviteId}/cancel`, editor.auth);
    const declined = await underReview(address('declined'));
    expect((await post('/api/public/invites/decline', null, { token: declined.token })).statusCode).toBe(200);
    const submitted = await accepted('done');
    // The review itself is features/reviews'; its end state is what matters here.
    await t.app.db.update(invitations).set({ status: 'submitted' }).where(eq(invitations.id, submitted.inviteId));

    const late = addDays(submitted.row.reviewDue!, 30);
    await remind(late);
    for (const invite of [cancelled, declined, submitted]) {
      expect(await remindersOf(invite.inviteId)).toHaveLength(0);
      const rows = await t.app.db
        .select()
        .from(invitationReminders)
        .where(eq(invitationReminders.invitationId, invite.inviteId));
      expect(rows).toHaveLength(0);
    }
  });
});

describe('two servers at once', () => {
  it('send each reminder once when they run at the same moment', async () => {
    for (let round = 0; round < 4; round++) {
      const { inviteId, row } = await accepted(`race${round}`);
      const day = addDays(row.reviewDue!, 1);
      const [a, b] = await Promise.all([sendDueReminders(deps(), on(day)), sendDueReminders(deps(), on(day))]);
      expect(a.failed + b.failed).toBe(0);
      const mails = await remindersOf(inviteId);
      expect(mails.map((m) => m.kind)).toEqual(['workflow.reminder_overdue', 'workflow.reminder_overdue_editor']);
      const rows = await t.app.db
        .select()
        .from(invitationReminders)
        .where(eq(invitationReminders.invitationId, inviteId));
      expect(rows.map((r) => r.kind)).toEqual(['overdue']);
    }
  });
});

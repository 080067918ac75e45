/**
 * Revision due dates and their reminders (docs/decisions/0074-revision-deadlines-and-drafts.md):
 * a minor or major revision decision sets the day the revision is due (the journal's revision
 * days, 30 unless changed, or the editor's date, which must be after today); the author and the
 * editors see it, the letter says it; the author is reminded a week before and the day after,
 * once each (time moved with the test clock, decision 0045), and no more once the revision is in
 * or the submission is rejected; the editor's "overdue" filter finds a late revision. The race of
 * two servers sending at once runs on PostgreSQL too: `node scripts/pg-cluster.mjs -- npx vitest
 * run --project 'server*' src/server/features/submissions/revision-deadlines.test.ts`.
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays, formatDay, todayUtc } from '../../../shared/domain/review-deadlines';
import { outbox, submissions } from '../../db/schema';
import { signInAs } from '../../test/accounts';
import { PDF, workflowCalls } from '../../test/workflow-calls';
import { workflowSuite } from '../../test/workflow-suite';
import { sendRevisionReminders } from './revision-reminders';

const suite = workflowSuite(['author', 'editor', 'admin'], { kind: 'disk', env: { TEST_CLOCK: '1' } });
const {
  t,
  as: { author, editor, admin },
} = suite;
const { post, get, upload, underReview, status } = workflowCalls(suite);

const DAY_MS = 86_400_000;

/** Runs the reminder pass as if `days` days later (the test clock's route, decision 0045). */
async function advance(days: number) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/test/reminders',
    headers: admin.auth,
    payload: { advanceDays: days },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().sent as Record<string, number>;
}

/** The revision reminders mailed about submission `id`, oldest first. */
const remindersOf = (id: number) =>
  t.app.db
    .select({ to: outbox.to, subject: outbox.subject, text: outbox.text })
    .from(outbox)
    .where(and(eq(outbox.ref, `submission:${id}`), eq(outbox.kind, 'workflow.revision_reminder')))
    .orderBy(outbox.id);

/** A submission under review with one submitted review (a revision may be asked). */
async function reviewed(tag: string) {
  const { id } = await underReview(`${tag}.${Date.now()}@example.org`);
  const reviewer = await signInAs(t.app, 'reviewer');
  const invite = await post(`/api/submissions/${id}/invites`, editor.auth, { reviewerEmail: reviewer.user.email });
  const inviteId = invite.json().inviteId as number;
  expect((await post(`/api/invites/${inviteId}/respond`, reviewer.auth, { accept: true })).statusCode).toBe(200);
  const review = await upload(`/api/invites/${inviteId}/reviews`, reviewer.auth, 'attachments', 'r.pdf', PDF, {
    recommendation: 'minor',
    comments: 'Clarify the boundary conditions.',
  });
  expect(review.statusCode, review.body).toBe(201);
  return id;
}

/** A submission whose revision is asked with `payload` (the seed's `{decision}` when only that). */
async function revisionAsked(tag: string, payload: object = { decision: 'minor' }) {
  const id = await reviewed(tag);
  const res = await post(`/api/submissions/${id}/decision`, editor.auth, payload);
  expect(res.statusCode, res.body).toBe(200);
  return id;
}

const decisionLetter = async (id: number) =>
  (
    await t.app.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.ref, `submission:${id}`), eq(outbox.kind, 'workflow.decision')))
  )[0];

describe('the revision due date', () => {
  it("the seed's {decision} still works: the due date is the journal's default (30 days), shown to the author and the editor and written in the letter", async () => {
    const id = await revisionAsked('seed');
    const due = addDays(todayUtc(), 30);
    const forAuthor = (await get(`/api/submissions/${id}`, author.auth)).json();
    expect(forAuthor).toMatchObject({ status: 'revision_requested', revisionDue: due, revisionOverdue: false });
    const forEditor = (await get(`/api/submissions/${id}`, editor.auth)).json();
    expect(forEditor).toMatchObject({ revisionDue: due, revisionDays: 30 });
    const listed = (await get('/api/author/submissions', author.auth)).json() as { id: number; revisionDue: string }[];
    expect(listed.find((s) => s.id === id)?.revisionDue).toBe(due);
    expect((await decisionLetter(id)).text).toContain(`by ${formatDay(due)}.`);
  });

  it("the editor's date is kept, in the letter preview and in the letter sent", async () => {
    const id = await reviewed('chosen');
    const due = addDays(todayUtc(), 12);
    const preview = await get(`/api/submissions/${id}/decision-letter?decision=major&revisionDue=${due}`, editor.auth);
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().text).toContain(formatDay(due));
    const res = await post(`/api/submissions/${id}/decision`, editor.auth, { decision: 'major', revisionDue: due });
    expect(res.statusCode, res.body).toBe(200);
    expect((await get(`/api/submissions/${id}`, author.auth)).json().revisionDue).toBe(due);
    expect((await decisionLetter(id)).text).toContain(formatDay(due));
  });

  it('a due date today or in the past, more than a year away, not a date, or with an acceptance answers 400 and changes nothing', async () => {
    const id = await reviewed('refused');
    const today = todayUtc();
    for (const revisionDue of [today, addDays(today, -1), addDays(today, 366), '2026-02-30', 'soon']) {
      const res = await post(`/api/submissions/${id}/decision`, editor.auth, { decision: 'minor', revisionDue });
      expect(res.statusCode, revisionDue).toBe(400);
      expect(res.json().errors[0].path).toBe('revisionDue');
    }
    const accept = await post(`/api/submissions/${id}/decision`, editor.auth, {
      decision: 'accept',
      revisionDue: addDays(today, 10),
    });
    expect(accept.statusCode).toBe(400);
    expect(await status(id)).toBe('under_review');
  });
});

describe('the reminders of a revision', () => {
  it('the author is reminded a week before and the day after the due date, each once', async () => {
    const id = await revisionAsked('reminded');
    // Due in 30 days: 22 days later it is 8 days away, too early.
    await advance(22);
    expect(await remindersOf(id)).toEqual([]);
    await advance(23);
    await advance(24);
    let mails = await remindersOf(id);
    expect(mails).toHaveLength(1);
    expect(mails[0].to).toBe(author.user.email);
    expect(mails[0].subject).toContain(`is due on ${formatDay(addDays(todayUtc(), 30))}`);
    // On the due date itself there is still time; the day after it is overdue.
    await advance(30);
    expect(await remindersOf(id)).toHaveLength(1);
    await advance(31);
    await advance(40);
    mails = await remindersOf(id);
    expect(mails).toHaveLength(2);
    expect(mails[1].subject).toContain('overdue');
    expect(mails[1].text).toContain('/dashboard/author');
    // The author's history says so.
    const events = (await get(`/api/submissions/${id}`, author.auth)).json().events as { action: string }[];
    expect(events.map((e) => e.action)).toEqual(
      expect.arrayContaining(['reminder_revision_due_soon', 'reminder_revision_overdue']),
    );
  });

  it('stop once the revision is uploaded, or the submission is rejected', async () => {
    const uploaded = await revisionAsked('uploaded');
    const res = await upload(`/api/submissions/${uploaded}/revisions`, author.auth);
    expect(res.statusCode, res.body).toBe(201);
    const rejected = await revisionAsked('rejected');
    expect(
      (await post(`/api/submissions/${rejected}/decision`, editor.auth, { decision: 'reject', note: 'No answer.' }))
        .statusCode,
    ).toBe(200);
    await advance(25);
    await advance(35);
    expect(await remindersOf(uploaded)).toEqual([]);
    expect(await remindersOf(rejected)).toEqual([]);
  });

  it('two servers sending at once send each reminder once', async () => {
    const id = await revisionAsked('race');
    const [row] = await t.app.db.select().from(submissions).where(eq(submissions.id, id));
    const deps = { db: t.app.db, mailer: t.app.mailer, publicUrl: t.app.config.publicUrl };
    const after = new Date(Date.parse(`${row.revisionDue}T09:00:00Z`) + DAY_MS);
    const [a, b] = await Promise.all([sendRevisionReminders(deps, after), sendRevisionReminders(deps, after)]);
    expect(a.revision_overdue + b.revision_overdue).toBeGreaterThanOrEqual(1);
    expect(a.failed + b.failed).toBe(0);
    expect(await remindersOf(id)).toHaveLength(1);
  });
});

describe("the editor's queue", () => {
  it('the overdue filter finds a revision past its due date, and marks it', async () => {
    const id = await revisionAsked('late', { decision: 'minor', revisionDue: addDays(todayUtc(), 5) });
    const queue = async () =>
      (await get('/api/editor/submissions?overdue=true', editor.auth)).json() as {
        id: number;
        revisionOverdue: boolean;
      }[];
    expect((await queue()).map((s) => s.id)).not.toContain(id);
    // Six days pass (the sessions would not survive the clock moved, so the date moves back instead).
    await t.app.db
      .update(submissions)
      .set({ revisionDue: addDays(todayUtc(), -1) })
      .where(eq(submissions.id, id));
    const late = (await queue()).find((s) => s.id === id);
    expect(late).toMatchObject({ revisionOverdue: true });
  });
});

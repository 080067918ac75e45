/**
 * Deadlines (decision 0036): each invitation has a response deadline and a review due
 * date set by the editor when inviting (the journal's defaults otherwise: 7 and 21 days), shown
 * to the reviewer and on the accept page (`POST /api/public/invites/preview`); the editor may
 * extend a due date; the editor's screen flags what is overdue. And (races, run on PostgreSQL
 * too) a rejection at the moment a reviewer accepts never leaves the invitation open.
 */
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays, todayUtc } from '../../../shared/domain/review-deadlines';
import { invitations, journals } from '../../db/schema';
import { giveJournalRole, signInAs } from '../../test/accounts';
import { createJournal } from '../../test/factories';
import { workflowCalls } from '../../test/workflow-calls';
import { workflowSuite } from '../../test/workflow-suite';
import { passSimilarityCheck } from '../../test/similarity';

const suite = workflowSuite(['author', 'editor']);
const {
  t,
  as: { editor },
} = suite;
const { post, get, upload, draft, underReview } = workflowCalls(suite);

const rowOf = async (inviteId: number) =>
  (await t.app.db.select().from(invitations).where(eq(invitations.id, inviteId)))[0];
const editorInvitation = async (id: number, inviteId: number) =>
  ((await get(`/api/submissions/${id}`, editor.auth)).json().invitations as { inviteId: number }[]).find(
    (i) => i.inviteId === inviteId,
  ) as Record<string, unknown>;

describe('deadlines when inviting', () => {
  it("default to today + the journal's days (7 and 21), shown in the mail and to the reviewer", async () => {
    const { inviteId, mail, token } = await underReview(`dflt.${Date.now()}@example.org`);
    const row = await rowOf(inviteId);
    const today = todayUtc();
    expect(row.respondBy).toBe(addDays(today, 7));
    expect(row.reviewDue).toBe(addDays(today, 21));
    expect(mail.text).toContain('Please answer by');
    const preview = await post('/api/public/invites/preview', null, { token });
    expect(preview.json()).toMatchObject({
      submissionTitle: 'Tidal heating of icy moons',
      status: 'pending',
      respondBy: addDays(today, 7),
      reviewDue: addDays(today, 21),
    });
  });

  it('follow a journal that sets other defaults', async () => {
    const journal = await createJournal(t.app.db, { isHouse: true });
    await t.app.db.execute(
      sql`update ${journals} set review_response_days = 3, review_due_days = 30 where id = ${journal.id}`,
    );
    await giveJournalRole(t.app, editor.user.id, journal.id); // an editor of that journal (decision 0037)
    const id = await draft(undefined, { journalId: journal.id });
    await upload(`/api/submissions/${id}/upload?kind=manuscript`, suite.as.author.auth);
    await post(`/api/submissions/${id}/submit`, suite.as.author.auth);
    await passSimilarityCheck(t.app, id, editor.auth);
    await post(`/api/submissions/${id}/desk`, editor.auth, { action: 'send_to_review' });
    // The editor's view carries the journal's own days for the invite form's hint (decision
    // 0069); the author's does not.
    expect((await get(`/api/submissions/${id}`, editor.auth)).json().reviewDays).toEqual({ response: 3, due: 30 });
    expect((await get(`/api/submissions/${id}`, suite.as.author.auth)).json().reviewDays).toBeNull();
    const res = await post(`/api/submissions/${id}/invites`, editor.auth, {
      reviewerEmail: `j.${Date.now()}@example.org`,
    });
    const row = await rowOf(res.json().inviteId);
    expect([row.respondBy, row.reviewDue]).toEqual([addDays(todayUtc(), 3), addDays(todayUtc(), 30)]);
  });

  it('are the editor’s when given, and refused out of order, in the past or not a date (400 on the field)', async () => {
    const { id } = await underReview(`given.${Date.now()}@example.org`);
    const today = todayUtc();
    const ok = await post(`/api/submissions/${id}/invites`, editor.auth, {
      reviewerEmail: `g1.${Date.now()}@example.org`,
      respondBy: addDays(today, 2),
      reviewDue: addDays(today, 10),
    });
    expect(ok.statusCode).toBe(201);
    expect((await rowOf(ok.json().inviteId)).reviewDue).toBe(addDays(today, 10));
    const cases: [Record<string, string>, string][] = [
      [{ respondBy: addDays(today, -1) }, 'respondBy'],
      [{ respondBy: addDays(today, 5), reviewDue: addDays(today, 4) }, 'reviewDue'],
      [{ reviewDue: addDays(today, 400) }, 'reviewDue'],
      [{ reviewDue: '2026-02-30' }, 'reviewDue'],
    ];
    for (const [dates, path] of cases) {
      const res = await post(`/api/submissions/${id}/invites`, editor.auth, {
        reviewerEmail: `bad.${Math.random()}@example.org`,
        ...dates,
      });
      expect(res.statusCode, JSON.stringify(dates)).toBe(400);
      expect(res.json().errors[0].path).toBe(path);
    }
  });
});

describe('extending and flagging', () => {
  it('the editor extends a due date (later only); the history records it', async () => {
    const { id, inviteId } = await underReview(`ext.${Date.now()}@example.org`);
    const current = (await rowOf(inviteId)).reviewDue!;
    const later = addDays(current, 14);
    const res = await post(`/api/submissions/${id}/invites/${inviteId}/deadline`, editor.auth, { reviewDue: later });
    expect(res.json()).toEqual({ inviteId, reviewDue: later });
    expect((await editorInvitation(id, inviteId)).reviewDue).toBe(later);
    const earlier = await post(`/api/submissions/${id}/invites/${inviteId}/deadline`, editor.auth, {
      reviewDue: current,
    });
    expect(earlier.statusCode).toBe(400);
    const events = (await get(`/api/submissions/${id}`, editor.auth)).json().events as { action: string }[];
    expect(events.map((e) => e.action)).toContain('extend_review_due');
    // An author cannot; a closed invitation has nothing to extend.
    expect(
      (
        await post(`/api/submissions/${id}/invites/${inviteId}/deadline`, suite.as.author.auth, {
          reviewDue: addDays(later, 1),
        })
      ).statusCode,
    ).toBe(403);
    await post(`/api/submissions/${id}/invites/${inviteId}/cancel`, editor.auth);
    expect(
      (await post(`/api/submissions/${id}/invites/${inviteId}/deadline`, editor.auth, { reviewDue: addDays(later, 1) }))
        .statusCode,
    ).toBe(409);
  });

  it('flags an unanswered invitation past its response deadline and an accepted one past its due date', async () => {
    const { id, inviteId } = await underReview(`late.${Date.now()}@example.org`);
    expect((await editorInvitation(id, inviteId)).overdue).toBeNull();
    const yesterday = addDays(todayUtc(), -1);
    await t.app.db
      .update(invitations)
      .set({ respondBy: addDays(yesterday, -1), reviewDue: yesterday })
      .where(eq(invitations.id, inviteId));
    expect((await editorInvitation(id, inviteId)).overdue).toBe('response_overdue');
    // The editors' queue finds it with its overdue filter (decisions 0036, 0037).
    const overdueQueue = (await get('/api/editor/submissions?overdue=true', editor.auth)).json() as { id: number }[];
    expect(overdueQueue.map((s) => s.id)).toContain(id);

    const reviewer = await signInAs(t.app, 'reviewer');
    const inv = await post(`/api/submissions/${id}/invites`, editor.auth, { reviewerEmail: reviewer.user.email });
    const second = inv.json().inviteId as number;
    await post(`/api/invites/${second}/respond`, reviewer.auth, { accept: true });
    await t.app.db
      .update(invitations)
      .set({ respondBy: addDays(yesterday, -3), reviewDue: yesterday })
      .where(eq(invitations.id, second));
    expect((await editorInvitation(id, second)).overdue).toBe('review_overdue');
    // The reviewer's list carries the dates.
    const mine = (await get('/api/reviewer/invites', reviewer.auth)).json() as {
      inviteId: number;
      reviewDue: string;
    }[];
    expect(mine.find((i) => i.inviteId === second)?.reviewDue).toBe(yesterday);
  });

  it('a reminder sender finds unanswered, due-soon and overdue invitations with the one index', async () => {
    // PGlite and PostgreSQL may prefer a sequential scan on a small table; the index must at least be usable.
    await t.app.db.execute(sql`set enable_seqscan = off`);
    const forced = JSON.stringify(
      await t.app.db.execute(sql`explain select id from invitations
        where status in ('pending', 'accepted')
          and (case when status = 'pending' then respond_by else review_due end) <= current_date + 3`),
    );
    await t.app.db.execute(sql`set enable_seqscan = on`);
    expect(forced).toContain('invitations_open_deadline_idx');
  });
});

describe('a rejection while a reviewer accepts', () => {
  it('never leaves an invitation open on a rejected submission (either order)', async () => {
    for (let n = 0; n < 4; n++) {
      const { id, token, inviteId } = await underReview(`race${n}.${Date.now()}@example.org`);
      const [reject, accept] = await Promise.all([
        post(`/api/submissions/${id}/decision`, editor.auth, { decision: 'reject', note: 'Out of scope.' }),
        post('/api/public/invites/accept', null, { token }),
      ]);
      expect(reject.statusCode).toBe(200);
      expect([200, 400, 409]).toContain(accept.statusCode);
      expect((await rowOf(inviteId)).status).toBe('cancelled');
    }
  });
});

/**
 * The reviewer record (decision 0079): one row per candidate address in
 * `reviewer_records`, kept in the same transaction as every invitation, answer, review and
 * cancellation, so the reviewer search (GET /api/submissions/{id}/reviewer-candidates) reads it
 * instead of every invitation ever sent. Each step goes through HTTP; the record and the search
 * must agree with what happened: open invitations (pending and accepted), declined ones,
 * completed reviews with their mean turnaround and last review, and where the address comes from.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { reviewerRecords } from '../../db/schema';
import { signInAs, type TestSession } from '../../test/accounts';
import { PDF, workflowCalls } from '../../test/workflow-calls';
import { workflowSuite } from '../../test/workflow-suite';
import type { ReviewerCandidate } from '../../../shared/api/reviewer-candidates';

const suite = workflowSuite(['author', 'editor']);
const {
  t,
  as: { editor },
} = suite;
const { post, get, upload, underReview } = workflowCalls(suite);

const recordOf = async (email: string) =>
  (await t.app.db.select().from(reviewerRecords).where(eq(reviewerRecords.email, email.toLowerCase())))[0];

/** The candidate `email` as the editor's search shows it on submission `id`. */
async function candidate(id: number, email: string): Promise<ReviewerCandidate | undefined> {
  const res = await get(`/api/submissions/${id}/reviewer-candidates?q=${encodeURIComponent(email)}`, editor.auth);
  expect(res.statusCode).toBe(200);
  return (res.json().items as ReviewerCandidate[]).find((c) => c.email === email.toLowerCase());
}

const invite = async (id: number, reviewerEmail: string) => {
  const res = await post(`/api/submissions/${id}/invites`, editor.auth, { reviewerEmail });
  expect(res.statusCode).toBe(201);
  return res.json().inviteId as number;
};

describe('the reviewer record stays in step with invitations and reviews', () => {
  it('counts an invitation as open from the invite, and a decline as declined, not open', async () => {
    const email = `Record.Decline.${Date.now()}@example.org`;
    const { id, token } = await underReview(email);
    expect(await recordOf(email)).toMatchObject({
      sources: ['invitee'],
      openInvitations: 1,
      declinedInvitations: 0,
      completedReviews: 0,
      name: null,
    });
    expect(await candidate(id, email)).toMatchObject({ workload: 1, alreadyInvited: true, sources: ['invitee'] });

    expect((await post('/api/public/invites/decline', null, { token, reason: 'Travelling' })).statusCode).toBe(200);
    expect(await recordOf(email)).toMatchObject({ openInvitations: 0, declinedInvitations: 1, completedReviews: 0 });
    expect(await candidate(id, email)).toMatchObject({ workload: 0, alreadyInvited: false });
  });

  it('keeps an accepted invitation open, gives the account made on acceptance its source, and frees a cancelled one', async () => {
    const email = `record.accept.${Date.now()}@example.org`;
    const { id, token, inviteId } = await underReview(email);
    expect((await post('/api/public/invites/accept', null, { token })).statusCode).toBe(200);
    const accepted = await recordOf(email);
    expect(accepted).toMatchObject({ openInvitations: 1, declinedInvitations: 0 });
    expect(accepted.sources).toEqual(['account', 'invitee']);
    expect(accepted.name).toEqual(expect.any(String));

    expect((await post(`/api/submissions/${id}/invites/${inviteId}/cancel`, editor.auth)).statusCode).toBe(200);
    expect(await recordOf(email)).toMatchObject({ openInvitations: 0, declinedInvitations: 0 });
    expect(await candidate(id, email)).toMatchObject({ workload: 0, alreadyInvited: false });
  });

  it('moves a submitted review from open to completed, with its turnaround and date', async () => {
    const { id } = await underReview(`record.other.${Date.now()}@example.org`);
    const reviewer: TestSession = await signInAs(t.app, 'reviewer');
    const inviteId = await invite(id, reviewer.user.email);
    expect((await post(`/api/invites/${inviteId}/respond`, reviewer.auth, { accept: true })).statusCode).toBe(200);
    expect(await recordOf(reviewer.user.email)).toMatchObject({
      openInvitations: 1,
      completedReviews: 0,
      lastReviewAt: null,
      turnaroundDays: null,
    });

    const before = Date.now();
    const reviewed = await upload(`/api/invites/${inviteId}/reviews`, reviewer.auth, 'attachments', 'notes.pdf', PDF, {
      recommendation: 'minor',
      comments: 'Fine.',
    });
    expect(reviewed.statusCode).toBe(201);
    const record = await recordOf(reviewer.user.email);
    expect(record).toMatchObject({ openInvitations: 0, completedReviews: 1, sources: ['account', 'invitee'] });
    expect(record.lastReviewAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(record.lastActivityAt!.getTime()).toBe(record.lastReviewAt!.getTime());
    // Invited and reviewed within the test: a turnaround of (almost) no days.
    expect(record.turnaroundDays).toBeGreaterThanOrEqual(0);
    expect(record.turnaroundDays).toBeLessThan(1);

    const shown = await candidate(id, reviewer.user.email);
    expect(shown).toMatchObject({
      workload: 0,
      completedReviews: 1,
      averageTurnaroundDays: 0,
      lastReviewAt: record.lastReviewAt!.toISOString(),
      alreadyInvited: true,
    });
  });

  it('drops a reviewer account that is deactivated and was never invited', async () => {
    const idle: TestSession = await signInAs(t.app, 'reviewer');
    expect(await recordOf(idle.user.email)).toMatchObject({ sources: ['account'], openInvitations: 0 });
    const { id } = await underReview(`record.idle.${Date.now()}@example.org`);
    expect(await candidate(id, idle.user.email)).toMatchObject({ sources: ['account'], workload: 0 });
    const admin = await signInAs(t.app, 'admin');
    const off = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/users/${idle.user.id}`,
      headers: admin.auth,
      payload: { active: false },
    });
    expect(off.statusCode).toBe(200);
    expect(await recordOf(idle.user.email)).toBeUndefined();
    expect(await candidate(id, idle.user.email)).toBeUndefined();
  });
});

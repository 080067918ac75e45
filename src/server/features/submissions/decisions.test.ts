/**
 * Decisions without dead ends (decision 0036): once a manuscript is in review, the editor may reject
 * it (with a reason) or withdraw it from review at any stage before acceptance, even when every
 * reviewer declined; doing so closes the open invitations at once (reviewers told, links dead).
 * Accept and revision decisions still need a submitted review (a clear 409).
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { invitations, outbox } from '../../db/schema';
import { signInAs } from '../../test/accounts';
import { PDF, workflowCalls } from '../../test/workflow-calls';
import { workflowSuite } from '../../test/workflow-suite';

const suite = workflowSuite(['author', 'editor']);
const {
  t,
  as: { author, editor },
} = suite;
const { post, get, upload, underReview, status } = workflowCalls(suite);

const mailsTo = (to: string) => t.app.db.select().from(outbox).where(eq(outbox.to, to));

describe('when every reviewer declined', () => {
  it('the editor cannot accept or ask for a revision (409 naming the way out), but can reject with a reason', async () => {
    const { id, token } = await underReview(`decliner.${Date.now()}@example.org`);
    expect((await post('/api/public/invites/decline', null, { token, reason: 'On leave' })).statusCode).toBe(200);
    for (const decision of ['accept', 'minor', 'major']) {
      const res = await post(`/api/submissions/${id}/decision`, editor.auth, { decision });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toContain('need at least one submitted review');
      expect(res.json().message).toContain('reject');
    }
    // A rejection without any review must say why (400 on the field), and changes nothing.
    const bare = await post(`/api/submissions/${id}/decision`, editor.auth, { decision: 'reject' });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().errors).toEqual([{ path: 'note', message: expect.stringContaining('reason') }]);
    expect(await status(id)).toBe('under_review');

    const res = await post(`/api/submissions/${id}/decision`, editor.auth, {
      decision: 'reject',
      note: 'No reviewer could be found for this topic.',
    });
    expect(res.statusCode).toBe(200);
    expect(await status(id)).toBe('rejected');
    const [mail] = (await mailsTo(author.user.email)).filter((m) => m.kind === 'workflow.decision');
    expect(mail.subject).toContain('Reject');
    expect(mail.text).toContain('No reviewer could be found for this topic.');
  });
});

describe('rejecting or withdrawing closes the open invitations at once', () => {
  it('reject: the pending and the accepted invitations are cancelled, their reviewers told, their links dead', async () => {
    const pendingEmail = `pending.${Date.now()}@example.org`;
    const { id, token } = await underReview(pendingEmail);
    const reviewer = await signInAs(t.app, 'reviewer');
    const second = await post(`/api/submissions/${id}/invites`, editor.auth, { reviewerEmail: reviewer.user.email });
    const acceptedId = second.json().inviteId as number;
    expect((await post(`/api/invites/${acceptedId}/respond`, reviewer.auth, { accept: true })).statusCode).toBe(200);

    const res = await post(`/api/submissions/${id}/decision`, editor.auth, {
      decision: 'reject',
      note: 'Out of scope.',
    });
    expect(res.statusCode).toBe(200);

    const rows = await t.app.db.select().from(invitations).where(eq(invitations.submissionId, id));
    expect(rows.map((r) => r.status)).toEqual(['cancelled', 'cancelled']);
    for (const to of [pendingEmail, reviewer.user.email]) {
      const closed = (await mailsTo(to)).filter((m) => m.kind === 'workflow.invitation_closed');
      expect(closed).toHaveLength(1);
      expect(closed[0].text).toContain('no longer needed');
    }
    // The link answers why, and neither accepts nor declines.
    const accept = await post('/api/public/invites/accept', null, { token });
    expect(accept.statusCode).toBe(400);
    expect(accept.json().message).toBe(
      'The editor has already decided on this manuscript, so this review is no longer needed. Thank you all the same.',
    );
    expect((await post('/api/public/invites/decline', null, { token })).statusCode).toBe(400);
    // The accepted reviewer can no longer submit a review.
    const review = await upload(`/api/invites/${acceptedId}/reviews`, reviewer.auth, 'attachments', 'r.pdf', PDF, {
      recommendation: 'reject',
      comments: 'Late.',
      conflictOfInterest: 'none',
    });
    expect(review.statusCode).toBe(409);
    // The editor sees why each was closed.
    const detail = (await get(`/api/submissions/${id}`, editor.auth)).json();
    expect(detail.invitations.map((i: { closedReason: string }) => i.closedReason)).toEqual(['decided', 'decided']);
  });

  it('withdraw from review: any stage before acceptance, with a reason sent to the author; invitations closed', async () => {
    const email = `withdrawn.${Date.now()}@example.org`;
    const { id, token } = await underReview(email);
    const noReason = await post(`/api/submissions/${id}/withdraw-from-review`, editor.auth, { reason: '  ' });
    expect(noReason.statusCode).toBe(400);
    // Only an editor withdraws from review: the author's own withdrawal stays "before peer review" only.
    expect((await post(`/api/submissions/${id}/withdraw-from-review`, author.auth, { reason: 'x' })).statusCode).toBe(
      403,
    );
    expect((await post(`/api/submissions/${id}/withdraw`, author.auth)).statusCode).toBe(409);

    const res = await post(`/api/submissions/${id}/withdraw-from-review`, editor.auth, {
      reason: 'The author asked to withdraw the manuscript.',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('withdrawn');
    const [invite] = await t.app.db.select().from(invitations).where(eq(invitations.submissionId, id));
    expect(invite.status).toBe('cancelled');
    expect((await post('/api/public/invites/accept', null, { token })).json().message).toContain(
      'withdrawn from review',
    );
    const authorMails = (await mailsTo(author.user.email)).filter((m) => m.kind === 'workflow.withdrawn');
    expect(authorMails).toHaveLength(1);
    expect(authorMails[0].text).toContain('The author asked to withdraw the manuscript.');
    // The author sees the reason in the history.
    const events = (await get(`/api/submissions/${id}`, author.auth)).json().events as {
      action: string;
      note: string;
    }[];
    expect(events.find((e) => e.action === 'withdraw_from_review')?.note).toBe(
      'The author asked to withdraw the manuscript.',
    );
    // Once accepted, neither is possible any more.
  });

  it('is refused once accepted (409 with the current status)', async () => {
    const reviewer = await signInAs(t.app, 'reviewer');
    const { id } = await underReview(`x.${Date.now()}@example.org`);
    const inv = await post(`/api/submissions/${id}/invites`, editor.auth, { reviewerEmail: reviewer.user.email });
    const inviteId = inv.json().inviteId as number;
    await post(`/api/invites/${inviteId}/respond`, reviewer.auth, { accept: true });
    const review = await upload(`/api/invites/${inviteId}/reviews`, reviewer.auth, 'attachments', 'r.pdf', PDF, {
      recommendation: 'accept',
      comments: 'Fine.',
      conflictOfInterest: 'none',
    });
    expect(review.statusCode).toBe(201);
    expect((await post(`/api/submissions/${id}/decision`, editor.auth, { decision: 'accept' })).statusCode).toBe(200);
    // The other (pending) invitation was closed by the decision too.
    const open = await t.app.db
      .select()
      .from(invitations)
      .where(and(eq(invitations.submissionId, id), eq(invitations.status, 'pending')));
    expect(open).toHaveLength(0);
    for (const [url, body] of [
      [`/api/submissions/${id}/withdraw-from-review`, { reason: 'Late change.' }],
      [`/api/submissions/${id}/decision`, { decision: 'reject', note: 'Late change.' }],
    ] as const) {
      const res = await post(url, editor.auth, body);
      expect(res.statusCode).toBe(409);
      expect(res.json().currentStatus).toBe('accepted');
    }
  });
});

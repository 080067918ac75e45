/**
 * The reviewer side, revisions and proofs (decision 0036): the review form's comments for the
 * authors, confidential comments for the editor and the conflict-of-interest declaration (asked
 * by the form, optional in the API as the seed sends none; details when declared) — the
 * confidential part never reaches the author, neither in the API nor in a mail; a decline from
 * the dashboard with its reason shown to the editor; an editor's cancellation whose link then
 * says so; a revision's response to reviewers shown to the editor and the next round's
 * reviewers; proof corrections back to production.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outbox } from '../../db/schema';
import { signInAs, type TestSession } from '../../test/accounts';
import { PDF, workflowCalls } from '../../test/workflow-calls';
import { workflowSuite } from '../../test/workflow-suite';
import { passSimilarityCheck } from '../../test/similarity';

const suite = workflowSuite(['author', 'editor']);
const {
  t,
  as: { author, editor },
} = suite;
const { post, get, upload, underReview, status } = workflowCalls(suite);

const CONFIDENTIAL = 'CONFIDENTIAL-7f3a: the statistics look fabricated';
const COI_DETAILS = 'COI-91c2: I co-supervised a student with the second author';

/** A reviewer invited to submission `id` who accepted from the dashboard; returns the session and the invitation. */
async function acceptedReviewer(id: number): Promise<{ reviewer: TestSession; inviteId: number }> {
  const reviewer = await signInAs(t.app, 'reviewer');
  const inv = await post(`/api/submissions/${id}/invites`, editor.auth, { reviewerEmail: reviewer.user.email });
  expect(inv.statusCode).toBe(201);
  const inviteId = inv.json().inviteId as number;
  expect((await post(`/api/invites/${inviteId}/respond`, reviewer.auth, { accept: true })).statusCode).toBe(200);
  return { reviewer, inviteId };
}

const review = (inviteId: number, who: TestSession, fields: Record<string, string>) =>
  upload(`/api/invites/${inviteId}/reviews`, who.auth, 'attachments', 'notes.pdf', PDF, fields);

describe('the review form', () => {
  it("takes the seed's payload without a declaration, recorded as not declared (seed 001 §7)", async () => {
    const { id } = await underReview(`coi.${Date.now()}@example.org`);
    const { reviewer, inviteId } = await acceptedReviewer(id);
    // Seed 001 §7: multipart recommendation, comments, attachments; nothing else.
    const seeds = await review(inviteId, reviewer, { recommendation: 'minor', comments: 'Fine.' });
    expect(seeds.statusCode).toBe(201);
    const editorView = (await get(`/api/submissions/${id}`, editor.auth)).json();
    expect(editorView.editorReviews[0]).toMatchObject({ comments: 'Fine.', conflictOfInterest: null });
    // The history gives the recommendation in words (decision 0069), not the raw 'minor'.
    const note = editorView.events.find((e: { action: string }) => e.action === 'submit_review').note as string;
    expect(note).toBe(`${reviewer.user.email} recommends: Minor revision`);
  });

  it('refuses a declaration that is neither none nor declared, and a declared conflict without details', async () => {
    const { id } = await underReview(`coi2.${Date.now()}@example.org`);
    const { reviewer, inviteId } = await acceptedReviewer(id);
    const odd = await review(inviteId, reviewer, {
      recommendation: 'minor',
      comments: 'Fine.',
      conflictOfInterest: 'maybe',
    });
    expect(odd.statusCode).toBe(400);
    expect(odd.json().errors).toContainEqual({
      path: 'conflictOfInterest',
      message: 'The conflict of interest is none or declared',
    });
    const bare = await review(inviteId, reviewer, {
      recommendation: 'minor',
      comments: 'Fine.',
      conflictOfInterest: 'declared',
    });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().errors).toContainEqual({
      path: 'conflictDetails',
      message: 'Describe the conflict of interest',
    });
  });

  it('keeps the confidential comments and the declaration from the author: API and mails', async () => {
    const { id } = await underReview(`conf.${Date.now()}@example.org`);
    const { reviewer, inviteId } = await acceptedReviewer(id);
    const res = await review(inviteId, reviewer, {
      recommendation: 'major',
      comments: 'Please add the missing control experiment.',
      confidentialComments: CONFIDENTIAL,
      conflictOfInterest: 'declared',
      conflictDetails: COI_DETAILS,
    });
    expect(res.statusCode).toBe(201);

    // The editor sees all of it.
    const editorView = (await get(`/api/submissions/${id}`, editor.auth)).json();
    expect(editorView.editorReviews[0]).toMatchObject({
      comments: 'Please add the missing control experiment.',
      confidentialComments: CONFIDENTIAL,
      conflictOfInterest: 'declared',
      conflictDetails: COI_DETAILS,
    });
    // The reviewer sees their own.
    expect((await get(`/api/invites/${inviteId}`, reviewer.auth)).json().review).toMatchObject({
      confidentialComments: CONFIDENTIAL,
      conflictDetails: COI_DETAILS,
    });

    const decided = await post(`/api/submissions/${id}/decision`, editor.auth, {
      decision: 'major',
      note: 'See the reviews.',
    });
    expect(decided.statusCode).toBe(200);
    // The author now sees the comments for the authors, and nothing else of the review.
    const authorView = await get(`/api/submissions/${id}`, author.auth);
    expect(authorView.json().authorReviews).toEqual([
      expect.objectContaining({ label: 'Reviewer 1', comments: 'Please add the missing control experiment.' }),
    ]);
    expect(authorView.body).not.toContain('CONFIDENTIAL-7f3a');
    expect(authorView.body).not.toContain('COI-91c2');
    // The reviewer's declaration is no field of what the author reads (the submission's own
    // conflictOfInterest is the authors' statement, decision 0089).
    for (const r of authorView.json().authorReviews as Record<string, unknown>[]) {
      expect(Object.keys(r)).not.toContain('conflictOfInterest');
      expect(Object.keys(r)).not.toContain('conflictDetails');
    }
    expect(authorView.body).not.toContain('"declared"');
    // Nor does any mail to the author, nor the author's submission list.
    const mails = await t.app.db.select().from(outbox).where(eq(outbox.to, author.user.email));
    expect(mails.length).toBeGreaterThan(0);
    for (const m of mails) expect(`${m.subject}\n${m.text}`).not.toMatch(/CONFIDENTIAL-7f3a|COI-91c2/);
    expect((await get('/api/author/submissions', author.auth)).body).not.toMatch(/CONFIDENTIAL-7f3a|COI-91c2/);
    // The decision mail reads in words.
    expect(mails.find((m) => m.kind === 'workflow.decision')?.subject).toContain('Major revision');
  });
});

describe('declining and cancelling', () => {
  it('a decline from the dashboard carries its reason to the editor', async () => {
    const { id } = await underReview(`other.${Date.now()}@example.org`);
    const reviewer = await signInAs(t.app, 'reviewer');
    const inv = await post(`/api/submissions/${id}/invites`, editor.auth, { reviewerEmail: reviewer.user.email });
    const inviteId = inv.json().inviteId as number;
    // The invitation greets the reviewer by their account's name (decision 0069).
    const [invitation] = await t.app.db.select().from(outbox).where(eq(outbox.to, reviewer.user.email));
    expect(invitation.text).toMatch(new RegExp(`^Dear ${reviewer.user.name},`));
    const res = await post(`/api/invites/${inviteId}/respond`, reviewer.auth, {
      accept: false,
      reason: 'Too close to my own work.',
    });
    expect(res.json()).toEqual({ inviteId, status: 'declined' });
    const detail = (await get(`/api/submissions/${id}`, editor.auth)).json();
    expect(detail.invitations.find((i: { inviteId: number }) => i.inviteId === inviteId)).toMatchObject({
      status: 'declined',
      declineReason: 'Too close to my own work.',
    });
    // Never to the author: neither the reason nor any trace of the invitation in the history
    // (decision 0069: the author's history holds only author-facing events).
    const authorView = await get(`/api/submissions/${id}`, author.auth);
    expect(authorView.body).not.toContain('Too close to my own work.');
    expect(authorView.json().events.map((e: { action: string }) => e.action)).not.toEqual(
      expect.arrayContaining([expect.stringMatching(/invit|similarity/)]),
    );
    // The reviewer has no view of the submission's history at all: only their invitation.
    expect((await get(`/api/submissions/${id}`, reviewer.auth)).statusCode).toBe(404);
  });

  it("a cancelled invitation's link and dashboard answer that the editor cancelled it; its reviewer is told", async () => {
    const email = `cancel.${Date.now()}@example.org`;
    const { id, inviteId, token } = await underReview(email);
    const res = await post(`/api/submissions/${id}/invites/${inviteId}/cancel`, editor.auth);
    expect(res.json()).toEqual({ inviteId, status: 'cancelled' });
    const link = await post('/api/public/invites/accept', null, { token });
    expect(link.statusCode).toBe(400);
    expect(link.json().message).toBe(
      'This invitation was cancelled by the editor. No review is needed; thank you all the same.',
    );
    expect((await post('/api/public/invites/preview', null, { token })).json().message).toContain(
      'cancelled by the editor',
    );
    const mails = await t.app.db.select().from(outbox).where(eq(outbox.to, email));
    expect(mails.map((m) => m.kind)).toEqual(['workflow.invitation', 'workflow.invitation_closed']);
    // Cancelling twice is a conflict.
    expect((await post(`/api/submissions/${id}/invites/${inviteId}/cancel`, editor.auth)).statusCode).toBe(409);
  });
});

describe('the response to reviewers', () => {
  it('comes with the revision, for the editor and the next round’s reviewers', async () => {
    const { id } = await underReview(`resp.${Date.now()}@example.org`);
    const first = await acceptedReviewer(id);
    await review(first.inviteId, first.reviewer, {
      recommendation: 'minor',
      comments: 'Add a figure.',
      conflictOfInterest: 'none',
    });
    await post(`/api/submissions/${id}/decision`, editor.auth, { decision: 'minor' });
    const revised = await upload(`/api/submissions/${id}/revisions`, author.auth, 'file', 'v2.pdf', PDF, {
      responseToReviewers: 'We added Figure 4 as asked.',
    });
    expect(revised.statusCode).toBe(201);
    const files = (await get(`/api/submissions/${id}`, editor.auth)).json().files as {
      kind: string;
      responseToReviewers: string | null;
    }[];
    expect(files.find((f) => f.kind === 'revision')?.responseToReviewers).toBe('We added Figure 4 as asked.');
    await passSimilarityCheck(t.app, id, editor.auth);
    expect((await post(`/api/submissions/${id}/desk`, editor.auth, { action: 'send_to_review' })).statusCode).toBe(200);
    const second = await acceptedReviewer(id);
    expect((await get(`/api/invites/${second.inviteId}`, second.reviewer.auth)).json().responseToReviewers).toBe(
      'We added Figure 4 as asked.',
    );
  });
});

describe('proof corrections', () => {
  it('the author asks for corrections with comments: back to production, the proof editor mailed; then a new proof', async () => {
    const { id } = await underReview(`proof.${Date.now()}@example.org`);
    const { reviewer, inviteId } = await acceptedReviewer(id);
    await review(inviteId, reviewer, { recommendation: 'accept', comments: 'Fine.', conflictOfInterest: 'none' });
    await post(`/api/submissions/${id}/decision`, editor.auth, { decision: 'accept' });
    await post(`/api/submissions/${id}/production`, editor.auth);
    expect((await upload(`/api/submissions/${id}/proof`, editor.auth, 'file', 'proof.pdf')).statusCode).toBe(201);
    expect((await post(`/api/submissions/${id}/proof/corrections`, author.auth, { comments: ' ' })).statusCode).toBe(
      400,
    );
    const res = await post(`/api/submissions/${id}/proof/corrections`, author.auth, {
      comments: 'Table 2: the units of column 3 are wrong.',
    });
    expect(res.json()).toEqual({ id, status: 'in_production' });
    const [mail] = await t.app.db.select().from(outbox).where(eq(outbox.kind, 'workflow.proof_corrections'));
    expect(mail.to).toBe(editor.user.email);
    expect(mail.text).toContain('Table 2: the units of column 3 are wrong.');
    // Approving the old proof is no longer possible; a new proof brings it back.
    expect((await post(`/api/submissions/${id}/proof/approve`, author.auth)).statusCode).toBe(409);
    expect((await upload(`/api/submissions/${id}/proof`, editor.auth, 'file', 'proof-2.pdf')).statusCode).toBe(201);
    expect((await post(`/api/submissions/${id}/proof/approve`, author.auth)).statusCode).toBe(200);
    expect(await status(id)).toBe('proof_approved');
  });
});

import { and, eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { invitations, outbox } from '../../db/schema';
import { giveJournalRole, signInAs, type TestSession } from '../../test/accounts';
import { createJournal } from '../../test/factories';
import { PDF, workflowCalls } from '../../test/workflow-calls';
import { workflowSuite } from '../../test/workflow-suite';
import { passSimilarityCheck } from '../../test/similarity';

const suite = workflowSuite(['author', 'editor']);
const {
  t,
  journal,
  as: { author, editor },
} = suite;
const { post, get, upload, draft, underReview, status } = workflowCalls(suite);
let otherAuthor: TestSession;
beforeAll(async () => {
  otherAuthor = await signInAs(t.app, 'author');
});

describe('the whole path, draft to published article', () => {
  it('goes draft → submitted → under review → reviewed → accepted → production → proof → approved → published', async () => {
    const reviewerEmail = `rev.${Date.now()}@example.org`;
    const { id, inviteId, token, mail } = await underReview(reviewerEmail);
    // The invitation mail names no author.
    expect(mail.text).not.toContain(author.user.name);
    expect(mail.text).toContain(`https://journals.example.org/invites/decline?token=${token}`);

    // The reviewer accepts through the link: an account is made, with a set-password mail.
    const accepted = await post('/api/public/invites/accept', null, { token });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({ submissionTitle: 'Tidal heating of icy moons' });
    const [setPassword] = await t.app.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.to, reviewerEmail), eq(outbox.kind, 'auth.set_password')));
    const setToken = /token=([A-Za-z0-9_-]+)/.exec(setPassword.text)![1];
    expect(
      (await post('/api/password-reset/confirm', null, { token: setToken, password: 'Reviewer-Pass-1' })).statusCode,
    ).toBe(200);
    const login = await post('/api/login', null, { email: reviewerEmail, password: 'Reviewer-Pass-1' });
    expect(login.json().role).toBe('reviewer');
    const reviewer = { authorization: `Bearer ${login.json().token}` };

    // The reviewer sees the invitation and the anonymised manuscript, never the author.
    const list = await get('/api/reviewer/invites', reviewer);
    expect(list.json()).toEqual([
      expect.objectContaining({
        inviteId,
        submissionId: id,
        status: 'accepted',
        fileUrl: `/api/invites/${inviteId}/manuscript`,
      }),
    ]);
    const detail = await get(`/api/invites/${inviteId}`, reviewer);
    expect(detail.statusCode).toBe(200);
    for (const secret of [author.user.name, author.user.email, 'ada-lovelace']) {
      expect(list.body).not.toContain(secret);
      expect(detail.body).not.toContain(secret);
    }
    const manuscript = await get(`/api/invites/${inviteId}/manuscript`, reviewer);
    expect(manuscript.statusCode).toBe(200);
    expect(manuscript.headers['content-type']).toBe('application/pdf');
    expect(manuscript.headers['content-disposition']).toBe(`inline; filename="manuscript-${id}-round-1.pdf"`);
    expect(manuscript.headers['cache-control']).toBe('private, no-store');
    const served = await PDFDocument.load(manuscript.rawPayload);
    expect(served.getPageCount()).toBe((await PDFDocument.load(PDF)).getPageCount());
    expect(served.getAuthor() ?? '').toBe('');
    // The reviewer cannot open the submission itself.
    expect((await get(`/api/submissions/${id}`, reviewer)).statusCode).toBe(404);

    // A decision before any review is refused.
    const early = await post(`/api/submissions/${id}/decision`, editor.auth, { decision: 'accept' });
    expect(early.statusCode).toBe(409);

    const review = await upload(
      `/api/invites/${inviteId}/reviews`,
      reviewer,
      'attachments',
      'notes-by-reviewer-rae.pdf',
      PDF,
      {
        recommendation: 'minor',
        comments: 'Sound modelling; please discuss the obliquity tides.',
        conflictOfInterest: 'none',
      },
    );
    expect(review.statusCode).toBe(201);
    // The author sees no review while the round is under review.
    const during = await get(`/api/submissions/${id}`, author.auth);
    expect(during.json().authorReviews).toEqual([]);
    expect(during.body).not.toContain('obliquity');

    expect((await post(`/api/submissions/${id}/decision`, editor.auth, { decision: 'accept' })).json()).toEqual({
      id,
      status: 'accepted',
    });
    // After the decision the author reads the comments, without the reviewer.
    const after = await get(`/api/submissions/${id}`, author.auth);
    expect(after.json().authorReviews).toEqual([
      {
        round: 1,
        label: 'Reviewer 1',
        comments: 'Sound modelling; please discuss the obliquity tides.',
        attachmentUrl: expect.any(String),
      },
    ]);
    for (const secret of [reviewerEmail, 'rae', login.json().name]) expect(after.body).not.toContain(secret);
    const attachment = await get(after.json().authorReviews[0].attachmentUrl, author.auth);
    expect(attachment.statusCode).toBe(200);
    expect(attachment.headers['content-disposition']).not.toContain('rae');
    // The editor sees who reviewed.
    const editorView = await get(`/api/submissions/${id}`, editor.auth);
    expect(editorView.json().editorReviews[0]).toMatchObject({ reviewerEmail, recommendation: 'minor' });
    expect(editorView.json().authorEmail).toBe(author.user.email);

    expect((await post(`/api/submissions/${id}/production`, editor.auth)).json().status).toBe('in_production');
    const proof = await upload(`/api/submissions/${id}/proof`, editor.auth, 'file', 'proof.pdf');
    expect(proof.statusCode).toBe(201);
    expect(proof.json().status).toBe('proof_uploaded');
    // Publishing before the author approves is refused.
    const tooSoon = await post(`/api/submissions/${id}/publish`, editor.auth);
    expect(tooSoon.statusCode).toBe(409);
    expect(tooSoon.json()).toMatchObject({ code: 'CONFLICT', currentStatus: 'proof_uploaded' });
    expect((await post(`/api/submissions/${id}/proof/approve`, author.auth)).json().status).toBe('proof_approved');

    // Not found before publication (an answer the search cache now holds)…
    const searchUrl = '/api/articles/search?q=tidal%20heating%20icy%20moons';
    expect((await get(searchUrl, null)).json()).toEqual([]);
    const published = await post(`/api/submissions/${id}/publish`, editor.auth);
    expect(published.statusCode).toBe(200);
    const { articleId, pdfUrl } = published.json();
    const article = await get(`/api/articles/${articleId}`, null);
    expect(article.statusCode).toBe(200);
    expect(article.json()).toMatchObject({ title: 'Tidal heating of icy moons', journalId: journal.id });
    expect(article.body).toContain(author.user.name);
    expect(article.body).toContain('Grace Hopper');
    const pdf = await get(pdfUrl, null);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.equals(PDF)).toBe(true);
    // …and found at once after it.
    const search = await get(searchUrl, null);
    expect(search.json().map((a: { id: number }) => a.id)).toContain(articleId);

    // The history names every step.
    const history = (await get(`/api/submissions/${id}`, editor.auth))
      .json()
      .events.map((e: { action: string }) => e.action);
    expect(history).toEqual([
      'create_draft',
      'upload_manuscript',
      'submit',
      'similarity_check', // the plagiarism check comes before review (seed 001 §4; decision 0045)
      'desk_send_to_review',
      'invite_reviewer',
      'accept_invitation',
      'submit_review',
      'decide_accept',
      'start_production',
      'upload_proof',
      'approve_proof',
      'publish',
    ]);
    // The author's history holds only author-facing steps: no invitation, review or similarity
    // check (decision 0045: authors see no trace of the check; decision 0069).
    const authorHistory = (await get(`/api/submissions/${id}`, author.auth))
      .json()
      .events.map((e: { action: string }) => e.action);
    expect(authorHistory).toEqual([
      'create_draft',
      'upload_manuscript',
      'submit',
      'desk_send_to_review',
      'decide_accept',
      'start_production',
      'upload_proof',
      'approve_proof',
      'publish',
    ]);
    // And mails went to the author at every step (decision 0054): the acknowledgement, the review,
    // the decision, the proof, the approval's acknowledgement and the publication.
    const kinds = (
      await t.app.db
        .select()
        .from(outbox)
        .where(and(eq(outbox.ref, `submission:${id}`), eq(outbox.to, author.user.email)))
        .orderBy(outbox.id)
    ).map((m) => m.kind);
    expect(kinds).toEqual([
      'workflow.submission_received',
      'workflow.sent_to_review',
      'workflow.decision',
      'workflow.proof',
      'workflow.proof_approval_received',
      'workflow.published',
    ]);
  });
});

describe('transitions refused', () => {
  it('refuses a transition that does not fit the status with 409 and the current status', async () => {
    const id = await draft();
    const res = await post(`/api/submissions/${id}/desk`, editor.auth, { action: 'send_to_review' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      code: 'CONFLICT',
      message: 'This submission is draft: it cannot be sent to review now.',
      currentStatus: 'draft',
    });
  });

  it('refuses to submit without a manuscript', async () => {
    const id = await draft();
    const res = await post(`/api/submissions/${id}/submit`, author.auth);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual({ path: 'file', message: 'Upload the manuscript before submitting' });
    expect(await status(id)).toBe('draft');
  });

  it('lets an author withdraw before review only', async () => {
    const id = await draft();
    await upload(`/api/submissions/${id}/upload?kind=manuscript`, author.auth);
    await post(`/api/submissions/${id}/submit`, author.auth);
    const other = await draft();
    await upload(`/api/submissions/${other}/upload?kind=manuscript`, author.auth);
    await post(`/api/submissions/${other}/submit`, author.auth);
    await passSimilarityCheck(t.app, other, editor.auth);
    await post(`/api/submissions/${other}/desk`, editor.auth, { action: 'send_to_review' });
    expect((await post(`/api/submissions/${id}/withdraw`, author.auth)).json().status).toBe('withdrawn');
    const late = await post(`/api/submissions/${other}/withdraw`, author.auth);
    expect(late.statusCode).toBe(409);
    expect(late.json().currentStatus).toBe('under_review');
  });

  it('keeps each role to its calls: authors not editors, editors not authors, others not at all', async () => {
    const id = await draft();
    const reviewer = await signInAs(t.app, 'reviewer');
    expect((await post(`/api/submissions/${id}/desk`, author.auth, { action: 'send_to_review' })).statusCode).toBe(403);
    expect((await post(`/api/submissions/${id}/submit`, editor.auth)).statusCode).toBe(403);
    expect((await get('/api/editor/submissions', reviewer.auth)).statusCode).toBe(403);
    expect((await get('/api/author/submissions', editor.auth)).statusCode).toBe(403);
    expect(
      (
        await post('/api/submissions/draft', reviewer.auth, {
          title: 'x',
          journalId: journal.id,
          articleType: 'Research Article',
        })
      ).statusCode,
    ).toBe(403);
    expect((await post(`/api/submissions/${id}/submit`, null)).statusCode).toBe(401);
    // Another author neither reads nor acts on it, nor learns it exists.
    expect((await get(`/api/submissions/${id}`, otherAuthor.auth)).statusCode).toBe(404);
    expect((await upload(`/api/submissions/${id}/upload?kind=manuscript`, otherAuthor.auth)).statusCode).toBe(404);
    expect((await post(`/api/submissions/${id}/withdraw`, otherAuthor.auth)).statusCode).toBe(404);
    const theirs = (await get('/api/author/submissions', otherAuthor.auth)).json() as { id: number }[];
    expect(theirs.map((s) => s.id)).not.toContain(id);
  });

  it('lets only one of two simultaneous decisions win', async () => {
    const { id, token } = await underReview(`race.${Date.now()}@example.org`);
    await post('/api/public/invites/accept', null, { token });
    const reviewerId = (await t.app.db.select().from(invitations).where(eq(invitations.submissionId, id)))[0]
      .reviewerId!;
    // The reviewer signs in by a set password.
    const { setPasswordHash } = await import('../accounts');
    const { hashPassword } = await import('../accounts');
    await setPasswordHash(t.app.db, reviewerId, await hashPassword('Reviewer-Pass-1'));
    const [inv] = await t.app.db.select().from(invitations).where(eq(invitations.submissionId, id));
    const login = await post('/api/login', null, { email: inv.reviewerEmail, password: 'Reviewer-Pass-1' });
    const reviewer = { authorization: `Bearer ${login.json().token}` };
    expect(
      (
        await upload(`/api/invites/${inv.id}/reviews`, reviewer, 'attachments', 'r.pdf', PDF, {
          recommendation: 'accept',
          comments: 'Fine.',
          conflictOfInterest: 'none',
        })
      ).statusCode,
    ).toBe(201);
    const second = await signInAs(t.app, 'associate_editor');
    await giveJournalRole(t.app, second.user.id, journal.id, 'associate_editor');
    const [a, b] = await Promise.all([
      post(`/api/submissions/${id}/decision`, editor.auth, { decision: 'accept' }),
      post(`/api/submissions/${id}/decision`, second.auth, { decision: 'reject' }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const loser = a.statusCode === 409 ? a : b;
    expect(['accepted', 'rejected']).toContain(loser.json().currentStatus);
  });
});

describe('submission files', () => {
  it('serves the author their own files and editors any; others 404; HEAD too', async () => {
    const id = await draft();
    const up = await upload(`/api/submissions/${id}/upload?kind=manuscript`, author.auth);
    const url = up.json().fileUrl as string;
    expect((await get(url, author.auth)).statusCode).toBe(200);
    expect((await get(url, editor.auth)).statusCode).toBe(200);
    expect((await get(url, otherAuthor.auth)).statusCode).toBe(404);
    expect((await get(url, null)).statusCode).toBe(401);
    const head = await t.app.inject({ method: 'HEAD', url, headers: author.auth });
    expect(head.statusCode).toBe(200);
    expect(Number(head.headers['content-length'])).toBe(PDF.length);
  });

  it('refuses a file disguised as a PDF by its content', async () => {
    const id = await draft();
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    const bad = await upload(`/api/submissions/${id}/upload?kind=manuscript`, author.auth, 'file', 'paper.pdf', html);
    expect(bad.statusCode).toBe(400);
  });
});

describe('GET /api/journals?house=true', () => {
  it('lists only the journals a manuscript can be submitted to', async () => {
    await createJournal(t.app.db, { isHouse: false });
    const all = await get('/api/journals?limit=100', null);
    const house = await get('/api/journals?limit=100&house=true', null);
    expect((all.json() as unknown[]).length).toBeGreaterThan((house.json() as unknown[]).length);
    expect((house.json() as { id: number }[]).map((j) => j.id)).toContain(journal.id);
    expect(Number(house.headers['x-total-count'])).toBe((house.json() as unknown[]).length);
  });
});

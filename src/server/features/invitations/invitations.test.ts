/**
 * Reviewer invitations through HTTP (decision 0009; seed 000 §7, seed 001 §7 "Reviewer"): the links
 * die on decline, expire, are stored only hashed and open only their own invitation; the
 * manuscript a reviewer downloads carries no metadata naming its authors (more cases in
 * features/submissions/blind.test.ts).
 */
import { and, eq } from 'drizzle-orm';
import { PDFDocument, PDFName } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { invitations, outbox, users } from '../../db/schema';
import { signInAs } from '../../test/accounts';
import { workflowCalls } from '../../test/workflow-calls';
import { workflowSuite } from '../../test/workflow-suite';
import { passSimilarityCheck } from '../../test/similarity';

const suite = workflowSuite(['author', 'editor']);
const {
  t,
  as: { author, editor },
} = suite;
const { post, get, upload, draft, underReview, status } = workflowCalls(suite);

describe('invitation links', () => {
  it('dies on decline: the same token neither accepts nor declines again', async () => {
    const { token, id } = await underReview(`decline.${Date.now()}@example.org`);
    const declined = await post('/api/public/invites/decline', null, { token, reason: '  Travelling  ' });
    expect(declined.statusCode).toBe(200);
    expect(declined.json()).toMatchObject({
      message: expect.stringContaining('cannot review'),
      submissionTitle: 'Tidal heating of icy moons',
    });
    // Decision 0036: the dead link says why.
    expect((await post('/api/public/invites/accept', null, { token })).json()).toEqual({
      code: 'BAD_REQUEST',
      message: 'You have already declined this invitation. Thank you for letting us know.',
    });
    expect((await post('/api/public/invites/decline', null, { token })).statusCode).toBe(400);
    const editorMail = await t.app.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.to, editor.user.email), eq(outbox.kind, 'workflow.invitation_declined')));
    expect(editorMail.some((m) => m.text.includes('Travelling'))).toBe(true);
    expect(await status(id)).toBe('under_review');
  });

  it("tells the journal's editors of an answer when the inviting editor's account is deactivated", async () => {
    const { token, inviteId } = await underReview(`gone.${Date.now()}@example.org`);
    await t.app.db.update(users).set({ deactivatedAt: new Date() }).where(eq(users.id, editor.user.id));
    try {
      expect((await post('/api/public/invites/decline', null, { token, reason: 'On leave' })).statusCode).toBe(200);
    } finally {
      await t.app.db.update(users).set({ deactivatedAt: null }).where(eq(users.id, editor.user.id));
    }
    const mails = await t.app.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.ref, `invitation:${inviteId}`), eq(outbox.kind, 'workflow.invitation_declined')));
    // The decline page says "the editor has been notified": someone must be.
    expect(mails.length).toBeGreaterThan(0);
    expect(mails.map((m) => m.to)).not.toContain(editor.user.email);
    expect(mails.every((m) => m.text.includes('On leave'))).toBe(true);
  });

  it('refuses an expired link and an unknown one, and stores only the hash', async () => {
    const { token, inviteId } = await underReview(`expire.${Date.now()}@example.org`);
    const [row] = await t.app.db.select().from(invitations).where(eq(invitations.id, inviteId));
    expect(row.tokenHash).not.toContain(token);
    await t.app.db
      .update(invitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invitations.id, inviteId));
    expect((await post('/api/public/invites/accept', null, { token })).statusCode).toBe(400);
    expect((await post('/api/public/invites/accept', null, { token: 'A'.repeat(43) })).statusCode).toBe(400);
    expect((await post('/api/public/invites/accept', null, {})).json().message).toBe(
      'Invalid invitation link. The token is missing.',
    );
  });

  it('opens only its own invitation: another reviewer gets 404 on it and its file', async () => {
    const { inviteId } = await underReview(`own.${Date.now()}@example.org`);
    const stranger = await signInAs(t.app, 'reviewer');
    expect((await get(`/api/invites/${inviteId}`, stranger.auth)).statusCode).toBe(404);
    expect((await get(`/api/invites/${inviteId}/manuscript`, stranger.auth)).statusCode).toBe(404);
    expect((await post(`/api/invites/${inviteId}/respond`, stranger.auth, { accept: true })).statusCode).toBe(404);
  });
});

describe('the anonymised manuscript', () => {
  it('serves a reviewer the PDF without the metadata naming its authors', async () => {
    const doc = await PDFDocument.create();
    doc.addPage();
    doc.setAuthor('Ada Lovelace and Charles Babbage');
    doc.setTitle('Notes on the Analytical Engine by Ada Lovelace');
    doc.setCreator('Ada Lovelace');
    // An XMP packet too, as word processors write one (it repeats the authors).
    doc.catalog.set(
      PDFName.of('Metadata'),
      doc.context.register(
        doc.context.stream('<x:xmpmeta><dc:creator>Ada Lovelace</dc:creator></x:xmpmeta>', {
          Type: 'Metadata',
          Subtype: 'XML',
        }),
      ),
    );
    const named = Buffer.from(await doc.save());
    expect((await PDFDocument.load(named)).getAuthor()).toBe('Ada Lovelace and Charles Babbage');

    const { id, token, inviteId } = await underReviewWith(named);
    await post('/api/public/invites/accept', null, { token });
    const [inv] = await t.app.db.select().from(invitations).where(eq(invitations.id, inviteId));
    const { setPasswordHash } = await import('../accounts');
    const { hashPassword } = await import('../accounts');
    await setPasswordHash(t.app.db, inv.reviewerId!, await hashPassword('Reviewer-Pass-1'));
    const login = await post('/api/login', null, { email: inv.reviewerEmail, password: 'Reviewer-Pass-1' });
    const res = await get(`/api/invites/${inviteId}/manuscript`, { authorization: `Bearer ${login.json().token}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(`inline; filename="manuscript-${id}-round-1.pdf"`);
    const served = await PDFDocument.load(res.rawPayload);
    expect(served.getAuthor() ?? '').toBe('');
    expect(served.getCreator() ?? '').toBe('');
    expect(served.catalog.has(PDFName.of('Metadata'))).toBe(false);
    expect(served.getPageCount()).toBe(1);
    expect(served.getTitle()).toBe(`manuscript-${id}-round-1`);
    // The author still gets their own file byte for byte.
    const own = (await get(`/api/submissions/${id}`, author.auth)).json().files[0].url as string;
    expect((await get(own, author.auth)).rawPayload.equals(named)).toBe(true);
  });
});

async function underReviewWith(pdf: Buffer) {
  const id = await draft();
  expect(
    (await upload(`/api/submissions/${id}/upload?kind=manuscript`, author.auth, 'file', 'named.pdf', pdf)).statusCode,
  ).toBe(201);
  await post(`/api/submissions/${id}/submit`, author.auth);
  await passSimilarityCheck(t.app, id, editor.auth);
  await post(`/api/submissions/${id}/desk`, editor.auth, { action: 'send_to_review' });
  const invite = await post(`/api/submissions/${id}/invites`, editor.auth, {
    reviewerEmail: `anon.${Date.now()}@example.org`,
  });
  const inviteId = invite.json().inviteId as number;
  const [mail] = await t.app.db
    .select()
    .from(outbox)
    .where(eq(outbox.ref, `invitation:${inviteId}`));
  return { id, inviteId, token: /\/invites\/accept\?token=([A-Za-z0-9_-]+)/.exec(mail.text)![1] };
}

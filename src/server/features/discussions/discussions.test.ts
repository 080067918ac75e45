/**
 * A submission's correspondence through HTTP (docs/decisions/0072-discussions.md): the
 * editors ↔ author thread and one editors ↔ reviewer thread per invitation, never author ↔
 * reviewer; who sees which (404 for the others, decision 0066); the double-blind names (an
 * author or a reviewer sees the editors as "Editor", a reviewer never the author's name); each
 * message mailed to the other side with a deep link from PUBLIC_URL and kept in the mail record
 * (decision 0071); files sent to a reviewer cleaned as reviewer files are (decisions 0011, 0070);
 * the message limits (1–10,000 characters, 3 files, the review attachment's file rules).
 */
import { and, eq, like } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { invitations, outbox, users } from '../../db/schema';
import { giveJournalRole, signInAs, type TestSession } from '../../test/accounts';
import { createJournal } from '../../test/factories';
import { multipart } from '../../test/multipart';
import { invitationTokenOf, workflowCalls, type Auth } from '../../test/workflow-calls';
import { workflowSuite } from '../../test/workflow-suite';
import { hashPassword, setPasswordHash } from '../accounts';

const suite = workflowSuite(['author', 'editor']);
const { t } = suite;
const calls = workflowCalls(suite);

const AUTHOR_NAME = 'Ada Lovelace';
const EDITOR_NAME = 'Edith Wharton-Editor';
const REVIEWER_NAME = 'Rosalind Reviewer';

let outsider: TestSession;
let otherJournalEditor: TestSession;
let id: number;
let inviteId: number;
let reviewerEmail: string;
let reviewer: Auth;

const send = (
  url: string,
  auth: Auth | null,
  body: string,
  files: { name: string; type: string; data: Buffer }[] = [],
) => {
  const form = multipart(
    { body },
    files.map((f) => ({ field: 'attachments', ...f })),
  );
  return t.app.inject({ method: 'POST', url, headers: { ...(auth ?? {}), ...form.headers }, payload: form.payload });
};
const get = (url: string, auth: Auth) => t.app.inject({ method: 'GET', url, headers: auth });
const threadUrl = (thread: string) => `/api/submissions/${id}/discussions/${thread}`;
const mailsTo = (to: string) =>
  t.app.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.to, to), eq(outbox.kind, 'discussion.message')));

async function namedPdf(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.addPage().drawText('Please check the corrected table');
  doc.setAuthor(AUTHOR_NAME);
  doc.setCreator(`${AUTHOR_NAME}'s Word`);
  return Buffer.from(await doc.save());
}

beforeAll(async () => {
  const { author, editor } = suite.as;
  await t.app.db.update(users).set({ name: AUTHOR_NAME }).where(eq(users.id, author.user.id));
  await t.app.db.update(users).set({ name: EDITOR_NAME }).where(eq(users.id, editor.user.id));
  outsider = await signInAs(t.app, 'author');
  otherJournalEditor = await signInAs(t.app, 'editor');
  const other = await createJournal(t.app.db, { slug: `other-${Date.now()}` });
  await giveJournalRole(t.app, otherJournalEditor.user.id, other.id);

  reviewerEmail = `talk.${Date.now()}@example.org`;
  const review = await calls.underReview(reviewerEmail);
  id = review.id;
  inviteId = review.inviteId;
  const token = await invitationTokenOf(t.app.db, inviteId);
  expect((await calls.post('/api/public/invites/accept', null, { token })).statusCode).toBe(200);
  const [inv] = await t.app.db.select().from(invitations).where(eq(invitations.id, inviteId));
  await setPasswordHash(t.app.db, inv.reviewerId!, await hashPassword('Reviewer-Pass-1'));
  await t.app.db.update(users).set({ name: REVIEWER_NAME }).where(eq(users.id, inv.reviewerId!));
  const login = await calls.post('/api/login', null, { email: reviewerEmail, password: 'Reviewer-Pass-1' });
  expect(login.statusCode, login.body).toBe(200);
  reviewer = { authorization: `Bearer ${login.json().token}` };
});

describe('who sees which thread (decision 0072, 404 as decision 0066)', () => {
  it("gives the journal's editors the author's thread and one thread per reviewer, labelled by reviewer", async () => {
    const res = await get(`/api/submissions/${id}/discussions`, suite.as.editor.auth);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().threads.map((th: { key: string; label: string }) => [th.key, th.label])).toEqual([
      ['author', 'Editors ↔ Author'],
      [`reviewer-${inviteId}`, `Editors ↔ Reviewer: ${REVIEWER_NAME} (round 1)`],
    ]);
  });

  it('gives the author only their thread, and the reviewer only their own', async () => {
    const mine = await get(`/api/submissions/${id}/discussions`, suite.as.author.auth);
    expect(mine.json().threads.map((th: { key: string }) => th.key)).toEqual(['author']);
    const theirs = await get(`/api/submissions/${id}/discussions`, reviewer);
    expect(theirs.json().threads.map((th: { key: string }) => th.key)).toEqual([`reviewer-${inviteId}`]);
    expect(theirs.json().threads[0].label).toBe('Editors');
  });

  it('answers 404 to anyone else, as for a missing submission', async () => {
    for (const who of [outsider.auth, otherJournalEditor.auth]) {
      const res = await get(`/api/submissions/${id}/discussions`, who);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Submission not found');
    }
    expect((await get('/api/submissions/99999999/discussions', suite.as.editor.auth)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/submissions/${id}/discussions` })).statusCode).toBe(401);
  });

  it('never lets the author into a reviewer thread nor the reviewer into the author thread (404 to read, write, or fetch)', async () => {
    for (const [who, thread] of [
      [suite.as.author.auth, `reviewer-${inviteId}`],
      [reviewer, 'author'],
      [outsider.auth, 'author'],
      [otherJournalEditor.auth, `reviewer-${inviteId}`],
    ] as const) {
      const read = await get(threadUrl(thread), who);
      expect(read.statusCode).toBe(404);
      expect(read.json().message).toBe('Discussion not found');
      expect((await send(`${threadUrl(thread)}/messages`, who, 'Hello')).statusCode).toBe(404);
      expect((await calls.post(`${threadUrl(thread)}/read`, who)).statusCode).toBe(404);
      expect((await get(`${threadUrl(thread)}/attachments/1`, who)).statusCode).toBe(404);
    }
  });

  it('answers 404 for an unknown thread or an invitation of another submission', async () => {
    for (const thread of ['reviewers', 'reviewer-0', 'reviewer-99999999', 'author-1', 'reviewer-1x']) {
      const res = await get(threadUrl(thread), suite.as.editor.auth);
      expect(res.statusCode, thread).toBe(404);
      expect(res.json().message).toBe('Discussion not found');
    }
    const other = await calls.underReview(`talk.other.${Date.now()}@example.org`);
    expect((await get(threadUrl(`reviewer-${other.inviteId}`), suite.as.editor.auth)).statusCode).toBe(404);
  });
});

describe('editors ↔ author', () => {
  it('mails the author the message with a deep link, keeps it in the record, and the author replies', async () => {
    const authorEmail = suite.as.author.user.email;
    const posted = await send(
      `${threadUrl('author')}/messages`,
      suite.as.editor.auth,
      '  Could you send the raw data?  ',
    );
    expect(posted.statusCode, posted.body).toBe(201);
    expect(posted.json()).toMatchObject({ body: 'Could you send the raw data?', from: { side: 'editor', you: true } });

    const [mail] = await mailsTo(authorEmail);
    expect(mail.ref).toBe(`submission:${id}`);
    expect(mail.text).toContain('Could you send the raw data?');
    expect(mail.text).toContain(`${t.app.config.publicUrl}/dashboard/author?submission=${id}#discussion`);
    expect(mail.text).not.toContain(EDITOR_NAME);

    // The author re-reads it in the submission's mail record (decision 0071).
    const record = await get(`/api/submissions/${id}/mails`, suite.as.author.auth);
    expect(record.json().some((m: { text: string }) => m.text.includes('Could you send the raw data?'))).toBe(true);

    // Unread for the author until they read the thread; editors appear as "Editor".
    const before = await get(`/api/submissions/${id}/discussions`, suite.as.author.auth);
    expect(before.json().threads[0]).toMatchObject({ messageCount: 1, unread: 1 });
    const thread = await get(threadUrl('author'), suite.as.author.auth);
    expect(thread.json().messages[0].from).toEqual({ side: 'editor', name: 'Editor', you: false });
    expect(thread.body).not.toContain(EDITOR_NAME);
    expect((await calls.post(`${threadUrl('author')}/read`, suite.as.author.auth)).json().lastReadId).toBe(
      thread.json().messages[0].id,
    );
    const after = await get(`/api/submissions/${id}/discussions`, suite.as.author.auth);
    expect(after.json().threads[0]).toMatchObject({ messageCount: 1, unread: 0 });

    const reply = await send(`${threadUrl('author')}/messages`, suite.as.author.auth, 'Attached is the data set.');
    expect(reply.statusCode, reply.body).toBe(201);
    // No editor is assigned: every editor of the journal is mailed, with the editor's deep link.
    const [toEditor] = await mailsTo(suite.as.editor.user.email);
    expect(toEditor.text).toContain('Attached is the data set.');
    expect(toEditor.text).toContain(`The author, ${AUTHOR_NAME}`);
    expect(toEditor.text).toContain(
      `${t.app.config.publicUrl}/dashboard/editor/submissions/${id}?thread=author#discussion`,
    );
    const editorView = await get(threadUrl('author'), suite.as.editor.auth);
    expect(editorView.json().messages.map((m: { from: { name: string } }) => m.from.name)).toEqual([
      'You',
      AUTHOR_NAME,
    ]);
    expect(editorView.json().unread).toBe(1);
  });
});

describe('editors ↔ reviewer (double-blind)', () => {
  it('mails the reviewer as "the editor", never names the author, and the reviewer replies', async () => {
    const thread = `reviewer-${inviteId}`;
    const posted = await send(`${threadUrl(thread)}/messages`, suite.as.editor.auth, 'Please also check the appendix.');
    expect(posted.statusCode, posted.body).toBe(201);
    const [mail] = await mailsTo(reviewerEmail);
    expect(mail.ref).toBe(`invitation:${inviteId}`);
    expect(mail.text).toContain('The editor wrote');
    expect(mail.text).toContain(`${t.app.config.publicUrl}/dashboard/reviewer?inviteId=${inviteId}#discussion`);
    for (const name of [AUTHOR_NAME, EDITOR_NAME]) expect(mail.text).not.toContain(name);

    const view = await get(threadUrl(thread), reviewer);
    expect(view.statusCode).toBe(200);
    expect(view.json().messages[0].from).toEqual({ side: 'editor', name: 'Editor', you: false });
    for (const name of [AUTHOR_NAME, EDITOR_NAME]) expect(view.body).not.toContain(name);

    const reply = await send(`${threadUrl(thread)}/messages`, reviewer, 'Done; one question on Table 2.');
    expect(reply.statusCode, reply.body).toBe(201);
    const toEditor = (await mailsTo(suite.as.editor.user.email)).find((m) => m.text.includes('Table 2'));
    expect(toEditor?.text).toContain(`Reviewer ${REVIEWER_NAME}`);
    expect(toEditor?.text).toContain(`/dashboard/editor/submissions/${id}?thread=${thread}#discussion`);
    const editorView = await get(threadUrl(thread), suite.as.editor.auth);
    expect(editorView.json().messages.at(-1).from).toEqual({ side: 'reviewer', name: REVIEWER_NAME, you: false });

    // The author's view of the submission never shows it: not in the list, not in the mail record.
    const authorThreads = await get(`/api/submissions/${id}/discussions`, suite.as.author.auth);
    expect(authorThreads.body).not.toContain(REVIEWER_NAME);
    expect(authorThreads.body).not.toContain('reviewer-');
    const record = await get(`/api/submissions/${id}/mails`, suite.as.author.auth);
    expect(record.body).not.toContain('Table 2');
    expect(record.body).not.toContain('appendix');
  });

  it('sends the editors’ files to the reviewer cleaned of the names they carry, and keeps the original for editors', async () => {
    const thread = `reviewer-${inviteId}`;
    const pdf = await namedPdf();
    const posted = await send(`${threadUrl(thread)}/messages`, suite.as.editor.auth, 'The corrected table.', [
      { name: 'table-by-ada.pdf', type: 'application/pdf', data: pdf },
    ]);
    expect(posted.statusCode, posted.body).toBe(201);
    const url = posted.json().attachments[0].url as string;
    expect(url).toBe(`${threadUrl(thread)}/attachments/${posted.json().attachments[0].id}`);

    const asReviewer = await get(url, reviewer);
    expect(asReviewer.statusCode).toBe(200);
    expect(asReviewer.headers['content-disposition']).toContain(`attachment-${id}-`);
    expect(asReviewer.headers['content-disposition']).not.toContain('ada');
    const cleaned = await PDFDocument.load(asReviewer.rawPayload);
    expect(cleaned.getAuthor() ?? '').not.toContain(AUTHOR_NAME);
    expect(cleaned.getCreator() ?? '').not.toContain(AUTHOR_NAME);

    const asEditor = await get(url, suite.as.editor.auth);
    expect(asEditor.statusCode).toBe(200);
    expect((await PDFDocument.load(asEditor.rawPayload)).getAuthor()).toBe(AUTHOR_NAME);

    // Not a file of the author's thread, and hidden from the author.
    expect(
      (await get(`${threadUrl('author')}/attachments/${posted.json().attachments[0].id}`, suite.as.editor.auth))
        .statusCode,
    ).toBe(404);
    expect((await get(url, suite.as.author.auth)).statusCode).toBe(404);
  });
});

describe('message limits (decision 0072)', () => {
  const url = () => `${threadUrl('author')}/messages`;

  it('refuses an empty message and one over 10,000 characters with 400 at `body`', async () => {
    for (const body of ['', '   \n ']) {
      const res = await send(url(), suite.as.editor.auth, body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        message: 'Write a message',
        errors: [{ path: 'body', message: 'Write a message' }],
      });
    }
    const long = await send(url(), suite.as.editor.auth, 'x'.repeat(10_001));
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe('A message is at most 10,000 characters');
    expect((await send(url(), suite.as.editor.auth, 'é'.repeat(10_000))).statusCode).toBe(201);
  });

  it('refuses more than 3 files, and files the review attachment rules refuse', async () => {
    const pdf = await namedPdf();
    const four = Array.from({ length: 4 }, (_, i) => ({ name: `f${i}.pdf`, type: 'application/pdf', data: pdf }));
    const many = await send(url(), suite.as.editor.auth, 'Four files', four);
    expect(many.statusCode).toBe(400);
    expect(many.json().message).toBe('Attach at most 3 files');
    const exe = await send(url(), suite.as.editor.auth, 'A program', [
      { name: 'tool.exe', type: 'application/octet-stream', data: Buffer.from('MZ....') },
    ]);
    expect(exe.statusCode).toBe(400);
    expect(exe.json().errors[0]).toMatchObject({
      path: 'attachments.0',
      message: expect.stringContaining('File type not allowed'),
    });
    const fake = await send(url(), suite.as.editor.auth, 'Not a PDF', [
      { name: 'fake.pdf', type: 'application/pdf', data: Buffer.from('hello') },
    ]);
    expect(fake.statusCode).toBe(400);
    // Nothing refused was kept or mailed.
    const kept = await t.app.db.select().from(outbox).where(like(outbox.text, '%Four files%'));
    expect(kept).toEqual([]);
  });
});

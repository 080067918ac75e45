/**
 * Decision letters and the mail record (decision 0044): the editor composes a decision letter from
 * its template, with the reviewers' comments for the authors ("Reviewer 1"… never names, never the
 * confidential comments), edits it and sends it; each submission shows its editors the mails it
 * caused.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outbox, users } from '../../db/schema';
import { giveJournalRole, signInAs } from '../../test/accounts';
import { createJournal } from '../../test/factories';
import { PDF, workflowCalls } from '../../test/workflow-calls';
import { workflowSuite } from '../../test/workflow-suite';
import { renderTemplate, unknownVariables } from '../../lib/mail-template';

const suite = workflowSuite(['author', 'editor']);
const {
  t,
  as: { author, editor },
} = suite;
const { post, get, upload, draft, underReview } = workflowCalls(suite);

const decisionMails = async () =>
  (await t.app.db.select().from(outbox).where(eq(outbox.to, author.user.email))).filter(
    (m) => m.kind === 'workflow.decision',
  );

/** A submission under review with one submitted review by a named reviewer. */
async function reviewed() {
  const reviewer = await signInAs(t.app, 'reviewer');
  reviewer.user.name = `Zora Quill ${reviewer.user.id}`;
  await t.app.db.update(users).set({ name: reviewer.user.name }).where(eq(users.id, reviewer.user.id));
  const { id } = await underReview(`pending.${Date.now()}@example.org`);
  const inv = await post(`/api/submissions/${id}/invites`, editor.auth, { reviewerEmail: reviewer.user.email });
  const inviteId = inv.json().inviteId as number;
  await post(`/api/invites/${inviteId}/respond`, reviewer.auth, { accept: true });
  const review = await upload(`/api/invites/${inviteId}/reviews`, reviewer.auth, 'attachments', 'r.pdf', PDF, {
    recommendation: 'minor',
    comments: 'The ice-shell model needs a sensitivity analysis.',
    confidentialComments: 'Between us: the authors overstate novelty.',
    conflictOfInterest: 'none',
  });
  expect(review.statusCode).toBe(201);
  return { id, reviewer };
}

describe('the decision letter', () => {
  it("is built from the template with the reviewers' comments as 'Reviewer 1', without names or confidential comments", async () => {
    const { id, reviewer } = await reviewed();
    const res = await get(`/api/submissions/${id}/decision-letter?decision=minor&note=Please%20revise.`, editor.auth);
    expect(res.statusCode).toBe(200);
    const letter = res.json() as { to: string; subject: string; text: string };
    expect(letter.to).toBe(author.user.email);
    expect(letter.subject).toBe(`Decision on your submission #${id}: Minor revision`);
    expect(letter.text).toContain(`Dear ${author.user.name},`);
    expect(letter.text).toContain('The editor asks for minor revisions.');
    expect(letter.text).toContain("The editor's reason:\nPlease revise.");
    expect(letter.text).toContain('Reviewer 1:\nThe ice-shell model needs a sensitivity analysis.');
    expect(letter.text).not.toContain('overstate novelty');
    expect(letter.text).not.toContain(reviewer.user.name);
    expect(letter.text).not.toContain(reviewer.user.email);
  });

  it('without an edit, the API sends the template letter; with one, the edited text', async () => {
    const first = await reviewed();
    expect((await post(`/api/submissions/${first.id}/decision`, editor.auth, { decision: 'minor' })).statusCode).toBe(
      200,
    );
    const sent = (await decisionMails()).find((m) => m.subject.startsWith(`Decision on your submission #${first.id}:`));
    expect(sent?.text).toContain('Reviewer 1:\nThe ice-shell model needs a sensitivity analysis.');
    expect(sent?.text).not.toContain('overstate novelty');

    const second = await reviewed();
    const edited = 'Dear author,\n\nReviewer 1 asks for a sensitivity analysis; so do I.\n\nThe editor';
    expect(
      (await post(`/api/submissions/${second.id}/decision`, editor.auth, { decision: 'accept', letter: '   ' }))
        .statusCode,
    ).toBe(400);
    const res = await post(`/api/submissions/${second.id}/decision`, editor.auth, {
      decision: 'accept',
      letter: edited,
    });
    expect(res.statusCode).toBe(200);
    const mail = (await decisionMails()).find((m) => m.subject === `Decision on your submission #${second.id}: Accept`);
    expect(mail?.text).toBe(edited);
  });

  it('with no review and no reason, the template gives the text of before, word for word', async () => {
    const { id } = await underReview(`desk.${Date.now()}@example.org`);
    const letter = (await get(`/api/submissions/${id}/decision-letter?decision=reject`, editor.auth)).json();
    expect(letter.text).toBe(
      `Dear ${author.user.name},\n\nWe regret that your manuscript has not been accepted for publication.\n\n` +
        `Submission: "Tidal heating of icy moons"\nReviewers' comments, when there are any, are on your dashboard: ` +
        `${t.app.config.publicUrl}/dashboard/author\n\nThe Genesis editorial office`,
    );
  });
});

describe('a desk rejection (decision 0071)', () => {
  it("sends the editor's reason in the letter; the seed's {action: 'reject'} without one is still accepted", async () => {
    const submitted = async () => {
      const id = await draft();
      expect((await upload(`/api/submissions/${id}/upload?kind=manuscript`, author.auth)).statusCode).toBe(201);
      expect((await post(`/api/submissions/${id}/submit`, author.auth)).statusCode).toBe(200);
      return id;
    };
    const withReason = await submitted();
    const res = await post(`/api/submissions/${withReason}/desk`, editor.auth, {
      action: 'reject',
      note: 'Outside the scope of the journal.',
    });
    expect(res.statusCode).toBe(200);
    const sent = (await decisionMails()).find((m) =>
      m.subject.startsWith(`Decision on your submission #${withReason}:`),
    );
    expect(sent?.text).toContain("The editor's reason:\nOutside the scope of the journal.");

    const seed = await submitted();
    expect((await post(`/api/submissions/${seed}/desk`, editor.auth, { action: 'reject' })).statusCode).toBe(200);
    const bare = (await decisionMails()).find((m) => m.subject.startsWith(`Decision on your submission #${seed}:`));
    expect(bare?.text).toContain('We regret that your manuscript has not been accepted for publication.');
  });
});

// Decision 0071, amendment: a mail carries links, never files (decision 0007); the reviewers'
// attachments reach the author as blind copies on the dashboard (decision 0011), and the preview
// shows exactly that: no attachment, the files under the names the author gets, and whether the
// letter names them.
describe("the reviewers' files and the decision letter", () => {
  const reviewFileOf = async (id: number) =>
    (await get(`/api/submissions/${id}`, editor.auth))
      .json()
      .files.find((f: { kind: string }) => f.kind === 'review_attachment') as { id: number };

  it('lists them under their blind names; the letter names them only when asked, and the sent mail carries that text', async () => {
    const { id } = await reviewed();
    const blindName = `review-attachment-${(await reviewFileOf(id)).id}.pdf`;
    const plain = await get(`/api/submissions/${id}/decision-letter?decision=minor`, editor.auth);
    expect(plain.statusCode).toBe(200);
    expect(plain.json()).toMatchObject({
      attachments: [],
      reviewFiles: [{ reviewer: 'Reviewer 1', filename: blindName }],
    });
    expect(plain.json().text).not.toContain(blindName);

    const named = await get(`/api/submissions/${id}/decision-letter?decision=minor&reviewFiles=true`, editor.auth);
    expect(named.statusCode).toBe(200);
    const block =
      `The reviewers' files, to download from your dashboard (${t.app.config.publicUrl}/dashboard/author):\n` +
      `Reviewer 1: ${blindName}\n`;
    expect(named.json().text).toContain(block);
    expect(named.json().text).not.toContain('r.pdf');

    const res = await post(`/api/submissions/${id}/decision`, editor.auth, { decision: 'minor', reviewFiles: true });
    expect(res.statusCode).toBe(200);
    const sent = (await decisionMails()).find((m) => m.subject.startsWith(`Decision on your submission #${id}:`));
    expect(sent?.text).toBe(named.json().text);
    expect(sent?.html ?? null).toBeNull();

    // The name in the letter is the name the author downloads the file by.
    const url = (await get(`/api/submissions/${id}`, author.auth)).json().authorReviews[0].attachmentUrl as string;
    const download = await get(url, author.auth);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toContain(blindName);
  });

  it("the seed's {decision} names no file; a reviewFiles that is not a boolean answers 400", async () => {
    const { id } = await reviewed();
    const blindName = `review-attachment-${(await reviewFileOf(id)).id}.pdf`;
    const bad = await get(`/api/submissions/${id}/decision-letter?decision=minor&reviewFiles=yes`, editor.auth);
    expect(bad.statusCode).toBe(400);
    const badPost = await post(`/api/submissions/${id}/decision`, editor.auth, {
      decision: 'minor',
      reviewFiles: 'yes',
    });
    expect(badPost.statusCode).toBe(400);
    expect((await post(`/api/submissions/${id}/decision`, editor.auth, { decision: 'minor' })).statusCode).toBe(200);
    const sent = (await decisionMails()).find((m) => m.subject.startsWith(`Decision on your submission #${id}:`));
    expect(sent?.text).toContain('Reviewer 1:\nThe ice-shell model needs a sensitivity analysis.');
    expect(sent?.text).not.toContain(blindName);
  });
});

describe('scope and roles', () => {
  it('an editor of another journal gets 404 for the letter and the mail record; the author 403 for the letter; a bad decision 400', async () => {
    const { id } = await reviewed();
    const other = await signInAs(t.app, 'editor');
    const journalB = await createJournal(t.app.db, {});
    await giveJournalRole(t.app, other.user.id, journalB.id, 'editor');
    expect((await get(`/api/submissions/${id}/decision-letter?decision=accept`, other.auth)).statusCode).toBe(404);
    expect((await get(`/api/submissions/${id}/mails`, other.auth)).statusCode).toBe(404);
    expect((await get(`/api/submissions/${id}/decision-letter?decision=accept`, author.auth)).statusCode).toBe(403);
    expect((await get(`/api/submissions/${id}/decision-letter?decision=maybe`, editor.auth)).statusCode).toBe(400);
  });

  it('the mail record lists the submission’s and its invitations’ mails with to, subject and status', async () => {
    const { id, reviewer } = await reviewed();
    await post(`/api/submissions/${id}/decision`, editor.auth, { decision: 'accept' });
    const mails = (await get(`/api/submissions/${id}/mails`, editor.auth)).json() as {
      to: string;
      subject: string;
      status: string;
      kind: string;
    }[];
    expect(mails.map((m) => m.to)).toEqual(expect.arrayContaining([author.user.email, reviewer.user.email]));
    expect(mails.find((m) => m.kind === 'workflow.decision')?.subject).toBe(
      `Decision on your submission #${id}: Accept`,
    );
    expect(mails.every((m) => ['pending', 'sent', 'logged', 'failed'].includes(m.status))).toBe(true);
  });
});

describe('re-reading mails (decision 0071)', () => {
  type Mail = { to: string; subject: string; text: string; kind: string };
  const mailsOf = async (id: number, auth: Parameters<typeof get>[1]) => {
    const res = await get(`/api/submissions/${id}/mails`, auth);
    return { status: res.statusCode, mails: res.statusCode === 200 ? (res.json() as Mail[]) : [] };
  };

  it('editors read every mail in full; the author only those sent to the author; a reviewer only their own; others 404', async () => {
    const { id, reviewer } = await reviewed();
    const edited = `Dear author,\n\nPlease add the sensitivity analysis (letter ${id}).\n\nThe editor`;
    expect(
      (await post(`/api/submissions/${id}/decision`, editor.auth, { decision: 'minor', letter: edited })).statusCode,
    ).toBe(200);

    const asEditor = await mailsOf(id, editor.auth);
    expect(asEditor.status).toBe(200);
    expect(asEditor.mails.map((m) => m.to)).toEqual(expect.arrayContaining([author.user.email, reviewer.user.email]));
    const letter = asEditor.mails.find((m) => m.kind === 'workflow.decision');
    expect(letter).toMatchObject({ to: author.user.email, text: edited });
    // The invitation's secret link is never shown, not even before the mail is delivered (decision 0008).
    const invitation = asEditor.mails.find((m) => m.to === reviewer.user.email && /token=/.test(m.text));
    expect(invitation?.text).toMatch(/token=\[redacted\]/);

    const asAuthor = await mailsOf(id, author.auth);
    expect(asAuthor.status).toBe(200);
    expect(asAuthor.mails.length).toBeGreaterThan(0);
    expect(asAuthor.mails.every((m) => m.to === author.user.email)).toBe(true);
    expect(asAuthor.mails.find((m) => m.kind === 'workflow.decision')?.text).toBe(edited);
    expect(JSON.stringify(asAuthor.mails)).not.toContain('overstate novelty');
    expect(JSON.stringify(asAuthor.mails)).not.toContain(reviewer.user.email);

    const asReviewer = await mailsOf(id, reviewer.auth);
    expect(asReviewer.status).toBe(200);
    expect(asReviewer.mails.length).toBeGreaterThan(0);
    expect(asReviewer.mails.every((m) => m.to === reviewer.user.email)).toBe(true);

    const stranger = await signInAs(t.app, 'reviewer');
    expect((await mailsOf(id, stranger.auth)).status).toBe(404);
    const otherAuthor = await signInAs(t.app, 'author');
    expect((await mailsOf(id, otherAuthor.auth)).status).toBe(404);
  });
});

describe('templates', () => {
  it('name unknown variables, and never read a value as a template', () => {
    expect(unknownVariables('Dear {{authorName}}, {{ salary }}', ['authorName'])).toEqual(['salary']);
    expect(renderTemplate('On {{title}}', { title: '{{authorName}} <b>' })).toBe('On {{authorName}} <b>');
    expect(() => renderTemplate('{{missing}}', {})).toThrow('missing');
  });
});

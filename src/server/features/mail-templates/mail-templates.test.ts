/**
 * Editable mail templates (admin, per journal when set) with variables and a preview, for every
 * mail the system sends (decision 0053): the admin API's rules, and that a stored text is what the
 * system actually sends (the outbox), a journal's text before the site's, and the default again
 * after a reset.
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outbox } from '../../db/schema';
import { signInAs, type TestSession } from '../../test/accounts';
import { createJournal } from '../../test/factories';
import { contactBody, mailsOf } from '../../test/intake';
import { workflowCalls } from '../../test/workflow-calls';
import { workflowSuite } from '../../test/workflow-suite';

const suite = workflowSuite(['author', 'editor', 'admin']);
const { t } = suite;
const { post: workflowPost, get: workflowGet, underReview } = workflowCalls(suite);

const BASE = '/api/admin/mail-templates';
type Method = 'GET' | 'PUT' | 'POST' | 'DELETE';
const call = (method: Method, url: string, payload?: object, who: TestSession | null = suite.as.admin) =>
  t.app.inject({ method, url, headers: who?.auth ?? {}, ...(payload ? { payload } : {}) });

/** Sends the contact form and returns the acknowledgement the sender was mailed. */
async function contactAck(overrides: Record<string, unknown> = {}) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/contacts',
    payload: contactBody(overrides),
    remoteAddress: `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
  });
  expect(res.statusCode, res.body).toBe(201);
  const mails = await mailsOf(t.app.db, `contact:${res.json().id}`);
  return { ack: mails.find((m) => m.kind === 'intake.ack')!, notice: mails.find((m) => m.kind === 'intake.notice')! };
}

describe('access', () => {
  it('answers 401 without a session and 403 to every role but admin', async () => {
    const body = { subject: 'S', body: 'B' };
    expect((await call('GET', BASE, undefined, null)).statusCode).toBe(401);
    for (const role of ['editor_in_chief', 'editor', 'author', 'reviewer'] as const) {
      const who = await signInAs(t.app, role);
      expect((await call('GET', BASE, undefined, who)).statusCode).toBe(403);
      expect((await call('GET', `${BASE}/intake.ack.contact`, undefined, who)).statusCode).toBe(403);
      expect((await call('PUT', `${BASE}/intake.ack.contact`, body, who)).statusCode).toBe(403);
      expect((await call('DELETE', `${BASE}/intake.ack.contact`, undefined, who)).statusCode).toBe(403);
      expect((await call('POST', `${BASE}/intake.ack.contact/preview`, {}, who)).statusCode).toBe(403);
    }
  });
});

describe('the list', () => {
  it('names every mail, with its default text and its variables', async () => {
    const res = await call('GET', BASE);
    expect(res.statusCode).toBe(200);
    const list = res.json() as { key: string; default: { subject: string; body: string }; variables: unknown[] }[];
    const keys = list.map((e) => e.key);
    for (const key of [
      'auth.password_reset',
      'intake.ack.contact',
      'workflow.invitation',
      'workflow.decision.accept',
    ]) {
      expect(keys).toContain(key);
    }
    const reset = list.find((e) => e.key === 'auth.password_reset')!;
    expect(reset.default.subject).toBe('Reset your Genesis password');
    expect(reset.variables).toContainEqual(expect.objectContaining({ name: 'resetLink', required: true }));
    // The seed's sentence (seed 000 §5) is the contact acknowledgement's default.
    const ack = list.find((e) => e.key === 'intake.ack.contact')!;
    expect(ack.default.body).toContain('We will respond within 24 hours.');
  });

  it('answers 404 for an unknown key or journal', async () => {
    expect((await call('GET', `${BASE}/no.such.mail`)).statusCode).toBe(404);
    expect((await call('GET', `${BASE}?journalId=999999`)).statusCode).toBe(404);
  });
});

describe('saving', () => {
  it('refuses an unknown variable with 400 naming it', async () => {
    const res = await call('PUT', `${BASE}/intake.ack.contact`, { subject: 'Hi {{nmae}}', body: 'Dear {{name}}' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('{{nmae}}');
    expect(res.json().errors).toContainEqual(expect.objectContaining({ path: 'subject' }));
  });

  it('refuses a body without a required link variable, naming it', async () => {
    const res = await call('PUT', `${BASE}/auth.password_reset`, { subject: 'Reset', body: 'Dear {{name}}, ask us.' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('{{resetLink}}');
  });

  it('refuses an empty or multi-line subject, a multi-line variable in the subject, an over-long body', async () => {
    const url = `${BASE}/intake.notice.contact`;
    expect((await call('PUT', url, { subject: '  ', body: 'B' })).statusCode).toBe(400);
    expect((await call('PUT', url, { subject: 'a\nb', body: 'B' })).statusCode).toBe(400);
    const multi = await call('PUT', url, { subject: 'From {{name}}: {{message}}', body: 'B' });
    expect(multi.statusCode).toBe(400);
    expect(multi.json().message).toContain('{{message}}');
    expect((await call('PUT', url, { subject: 'S', body: 'x'.repeat(20_001) })).statusCode).toBe(400);
    expect((await call('PUT', url, { subject: 'x'.repeat(256), body: 'B' })).statusCode).toBe(400);
  });

  it("refuses a journal's text for a mail that is not a journal's (400) and an unknown journal (404)", async () => {
    const body = { subject: 'S', body: 'B {{name}}' };
    expect((await call('PUT', `${BASE}/intake.ack.contact?journalId=${suite.journal.id}`, body)).statusCode).toBe(400);
    expect((await call('PUT', `${BASE}/workflow.proof?journalId=999999`, body)).statusCode).toBe(404);
  });
});

describe('what is sent', () => {
  it('a stored site-wide text is the mail sent, values inserted as written; a reset restores the default', async () => {
    const saved = await call('PUT', `${BASE}/intake.ack.contact`, {
      subject: 'Message received, {{name}}',
      body: 'Hello {{name}}, thanks for writing.',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ source: 'site', site: { subject: 'Message received, {{name}}' } });
    // A value that looks like a variable stays as written (never rendered again).
    expect(
      (await call('PUT', `${BASE}/intake.notice.contact`, { subject: 'From {{name}}', body: 'Wrote: {{message}}' }))
        .statusCode,
    ).toBe(200);
    const custom = await contactAck({ message: 'Is {{name}} {{email}} a variable?' });
    expect(custom.ack.subject).toBe('Message received, Lin Chen');
    expect(custom.ack.text_body).toBe('Hello Lin Chen, thanks for writing.');
    expect(custom.notice.subject).toBe('From Lin Chen');
    expect(custom.notice.text_body).toBe('Wrote: Is {{name}} {{email}} a variable?');
    await call('DELETE', `${BASE}/intake.notice.contact`);

    const reset = await call('DELETE', `${BASE}/intake.ack.contact`);
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toMatchObject({ source: 'default', site: null });
    const again = await contactAck();
    expect(again.ack.subject).toBe('We received your message');
    expect(again.ack.text_body).toBe(
      'Dear Lin Chen,\n\nThanks, we received your message. We will respond within 24 hours.\n\nThe Genesis editorial office',
    );
  });

  it("a journal's text beats the site's, for the decision mail and the editor's composed letter", async () => {
    const { editor, author } = suite.as;
    const journalId = suite.journal.id;
    const other = await createJournal(t.app.db);
    const key = `${BASE}/workflow.decision.reject`;
    const site = { subject: 'Site decision #{{submissionId}}', body: 'Site letter.{{reviewerComments}}' };
    const own = {
      subject: 'Journal decision #{{submissionId}}',
      body: 'Dear {{authorName}}, journal letter.{{reviewerComments}}',
    };
    expect((await call('PUT', key, site)).statusCode).toBe(200);
    expect((await call('PUT', `${key}?journalId=${journalId}`, own)).statusCode).toBe(200);
    // Another journal's text does not apply here.
    expect(
      (await call('PUT', `${key}?journalId=${other.id}`, { ...own, body: 'Other.{{reviewerComments}}' })).statusCode,
    ).toBe(200);

    const { id } = await underReview(`r.${Date.now()}@example.org`);
    const draft = await workflowGet(`/api/submissions/${id}/decision-letter?decision=reject`, editor.auth);
    expect(draft.statusCode).toBe(200);
    expect(draft.json()).toEqual({
      to: author.user.email,
      subject: `Journal decision #${id}`,
      text: `Dear ${author.user.name}, journal letter.`,
      // No review in this round: no file attached, none of the reviewers' (decision 0071, amendment).
      attachments: [],
      reviewFiles: [],
    });

    expect(
      (
        await workflowPost(`/api/submissions/${id}/decision`, editor.auth, {
          decision: 'reject',
          note: 'Out of scope.',
        })
      ).statusCode,
    ).toBe(200);
    const [sent] = await t.app.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.ref, `submission:${id}`), eq(outbox.kind, 'workflow.decision')));
    expect(sent.subject).toBe(`Journal decision #${id}`);
    expect(sent.text).toBe(`Dear ${author.user.name}, journal letter.`);

    // Without the journal's text, the site's applies.
    expect((await call('DELETE', `${key}?journalId=${journalId}`)).json()).toMatchObject({ source: 'site' });
    const second = await underReview(`r2.${Date.now()}@example.org`);
    const siteDraft = await workflowGet(`/api/submissions/${second.id}/decision-letter?decision=reject`, editor.auth);
    expect(siteDraft.json()).toEqual({
      to: author.user.email,
      subject: `Site decision #${second.id}`,
      text: 'Site letter.',
      attachments: [],
      reviewFiles: [],
    });
    await call('DELETE', key);
    await call('DELETE', `${key}?journalId=${other.id}`);
  });

  it("a journal's text of a workflow notice (decision 0054) is what the author and the editors get", async () => {
    const journalId = suite.journal.id;
    const ack = `${BASE}/workflow.sent_to_review?journalId=${journalId}`;
    const notice = `${BASE}/workflow.new_submission?journalId=${journalId}`;
    const ackText = { subject: 'In review: #{{submissionId}}', body: 'Hello {{name}}: "{{title}}"{{roundNote}}.' };
    const noticeText = { subject: 'New #{{submissionId}}', body: 'Dear {{name}}, {{authorName}} sent "{{title}}".' };
    expect((await call('PUT', ack, ackText)).statusCode).toBe(200);
    expect((await call('PUT', notice, noticeText)).statusCode).toBe(200);

    const { id } = await underReview(`n.${Date.now()}@example.org`);
    const sent = await t.app.db
      .select()
      .from(outbox)
      .where(eq(outbox.ref, `submission:${id}`));
    const [toAuthor] = sent.filter((m) => m.kind === 'workflow.sent_to_review');
    const { author } = suite.as;
    const title = 'Tidal heating of icy moons'; // the draft's title (test/workflow-calls.ts)
    expect(toAuthor.subject).toBe(`In review: #${id}`);
    expect(toAuthor.text).toBe(`Hello ${author.user.name}: "${title}".`);
    const notices = sent.filter((m) => m.kind === 'workflow.new_submission');
    expect(notices.length).toBeGreaterThan(0);
    for (const m of notices) {
      expect(m.subject).toBe(`New #${id}`);
      expect(m.text).toMatch(new RegExp(`^Dear .+, ${author.user.name} sent "${title}"\\.$`));
    }
    await call('DELETE', ack);
    await call('DELETE', notice);
  });
});

describe('preview', () => {
  it('renders the text in force, or a draft, with the sample values', async () => {
    const current = await call('POST', `${BASE}/auth.password_reset/preview`, {});
    expect(current.statusCode).toBe(200);
    expect(current.json().subject).toBe('Reset your Genesis password');
    expect(current.json().text).toContain('Dear Ada Lovelace,');
    expect(current.json().text).toMatch(/https:\/\/\S+\/reset-password\?token=/);
    expect(current.json().text).not.toContain('{{');

    const draft = await call('POST', `${BASE}/auth.password_reset/preview`, {
      draft: { subject: 'For {{name}}', body: 'Click {{resetLink}} within {{linkMinutes}} minutes.' },
    });
    expect(draft.statusCode).toBe(200);
    expect(draft.json()).toEqual({
      subject: 'For Ada Lovelace',
      text: expect.stringMatching(/^Click https:\/\/\S+ within 30 minutes\.$/),
    });
  });

  it('answers 400 naming an unknown variable of a draft', async () => {
    const res = await call('POST', `${BASE}/workflow.proof/preview`, {
      draft: { subject: 'S', body: 'Hello {{authorName}}' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('{{authorName}}');
  });
});

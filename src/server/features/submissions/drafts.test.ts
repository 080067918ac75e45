/**
 * Drafts kept on the server (docs/decisions/0074-revision-deadlines-and-drafts.md): each is its
 * owner's alone; only someone who may act on the submission in the key's role keeps one (the
 * reviewer who accepted: `review`; an editor of its journal: `decision.*`); anyone else, and
 * any other person's draft, answers 404; a key that is no known kind 400, a body too large 413.
 */
import { describe, expect, it } from 'vitest';
import { createJournal } from '../../test/factories';
import { giveJournalRole, signInAs } from '../../test/accounts';
import { workflowCalls, type Auth } from '../../test/workflow-calls';
import { workflowSuite } from '../../test/workflow-suite';

const suite = workflowSuite(['author', 'editor']);
const {
  t,
  as: { author, editor },
} = suite;
const { post, underReview } = workflowCalls(suite);

const url = (id: number, key: string) => `/api/submissions/${id}/drafts/${key}`;
const put = (id: number, key: string, auth: Auth, body: unknown) =>
  t.app.inject({ method: 'PUT', url: url(id, key), headers: auth, payload: { body } });
const read = (id: number, key: string, auth: Auth) => t.app.inject({ method: 'GET', url: url(id, key), headers: auth });
const discard = (id: number, key: string, auth: Auth) =>
  t.app.inject({ method: 'DELETE', url: url(id, key), headers: auth });

/** A submission under review and a reviewer who accepted it. */
async function withReviewer() {
  const { id } = await underReview(`pending.${Date.now()}@example.org`);
  const reviewer = await signInAs(t.app, 'reviewer');
  const invite = await post(`/api/submissions/${id}/invites`, editor.auth, { reviewerEmail: reviewer.user.email });
  const inviteId = invite.json().inviteId as number;
  return { id, reviewer, inviteId };
}

describe('a review draft', () => {
  it('is kept for the reviewer once they accepted, restored as saved, replaced by the next save, and removed', async () => {
    const { id, reviewer, inviteId } = await withReviewer();
    // Not yet accepted: not theirs to write.
    expect((await put(id, 'review', reviewer.auth, { comments: 'Early' })).statusCode).toBe(404);
    expect((await post(`/api/invites/${inviteId}/respond`, reviewer.auth, { accept: true })).statusCode).toBe(200);

    const saved = await put(id, 'review', reviewer.auth, { comments: 'Sound method.', recommendation: 'minor' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await read(id, 'review', reviewer.auth)).json()).toMatchObject({
      key: 'review',
      body: { comments: 'Sound method.', recommendation: 'minor' },
    });
    await put(id, 'review', reviewer.auth, { comments: 'Sound method, but…' });
    expect((await read(id, 'review', reviewer.auth)).json().body).toEqual({ comments: 'Sound method, but…' });

    expect((await discard(id, 'review', reviewer.auth)).statusCode).toBe(204);
    const gone = await read(id, 'review', reviewer.auth);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe('Draft not found');
  });

  it('is nobody else’s: the author, the editor and another reviewer get 404 and never the text', async () => {
    const { id, reviewer, inviteId } = await withReviewer();
    expect((await post(`/api/invites/${inviteId}/respond`, reviewer.auth, { accept: true })).statusCode).toBe(200);
    expect((await put(id, 'review', reviewer.auth, { comments: 'Confidential thoughts' })).statusCode).toBe(200);
    const stranger = await signInAs(t.app, 'reviewer');
    for (const who of [author, stranger]) {
      const res = await read(id, 'review', who.auth);
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('Confidential');
      expect((await put(id, 'review', who.auth, { comments: 'x' })).statusCode).toBe(404);
    }
    // The editor is no reviewer of it: no review draft of their own, and not the reviewer's.
    expect((await read(id, 'review', editor.auth)).statusCode).toBe(404);
    expect((await read(id, 'review', reviewer.auth)).json().body).toEqual({ comments: 'Confidential thoughts' });
  });
});

describe('a decision letter draft', () => {
  it("is kept per decision for an editor of the submission's journal; another editor of it has their own; others 404", async () => {
    const { id } = await withReviewer();
    const minor = { to: 'a@example.org', subject: 'Decision', composed: 'Dear A', text: 'Dear A, edited' };
    expect((await put(id, 'decision.minor', editor.auth, minor)).statusCode).toBe(200);
    expect((await put(id, 'decision.major', editor.auth, { ...minor, text: 'Major text' })).statusCode).toBe(200);
    expect((await read(id, 'decision.minor', editor.auth)).json().body).toEqual(minor);
    expect((await read(id, 'decision.major', editor.auth)).json().body.text).toBe('Major text');

    const colleague = await signInAs(t.app, 'editor');
    await giveJournalRole(t.app, colleague.user.id, suite.journal.id, 'editor');
    expect((await read(id, 'decision.minor', colleague.auth)).statusCode).toBe(404);

    const elsewhere = await signInAs(t.app, 'editor');
    const other = await createJournal(t.app.db);
    await giveJournalRole(t.app, elsewhere.user.id, other.id, 'editor');
    for (const who of [author, elsewhere]) {
      expect((await put(id, 'decision.minor', who.auth, minor)).statusCode).toBe(404);
      expect((await read(id, 'decision.minor', who.auth)).statusCode).toBe(404);
    }
    expect((await put(999_999, 'decision.minor', editor.auth, minor)).statusCode).toBe(404);
  });
});

describe('bad requests', () => {
  it('a key of no known kind answers 400, a body too large 413, a body that is not an object of fields 400', async () => {
    const { id } = await withReviewer();
    for (const key of ['letter', 'decision.maybe', 'discussion.', 'REVIEW', 'discussion.a_b']) {
      const res = await put(id, key, editor.auth, { text: 'x' });
      expect(res.statusCode, key).toBe(400);
    }
    expect((await put(id, 'decision.minor', editor.auth, { text: 'x'.repeat(120_001) })).statusCode).toBe(413);
    for (const body of ['text', ['a'], { nested: { a: 1 } }, { text: 'a\u0000b' }]) {
      expect((await put(id, 'decision.minor', editor.auth, body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await t.app.inject({ method: 'GET', url: url(id, 'review') })).statusCode).toBe(401);
  });
});

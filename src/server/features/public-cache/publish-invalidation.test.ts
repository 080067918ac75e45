/**
 * Issue 15: the cache never serves a stale catalogue after an article is published through
 * peer review (`POST /api/submissions/{id}/publish`, seed 001 §7): the lists, the journal's
 * list and its article count show the article in the very next request, on PGlite and on
 * PostgreSQL (where the notification comes on another connection: the write request checks
 * the catalogue version before it answers).
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outbox } from '../../db/schema';
import { workflowCalls } from '../../test/workflow-calls';
import { workflowSuite } from '../../test/workflow-suite';
import { catalogueSettled } from '../../test/catalogue';

const suite = workflowSuite(['author', 'editor']);
const {
  t,
  journal,
  as: { author, editor },
} = suite;
const { post, get, upload, underReview } = workflowCalls(suite);

/** A submission taken to an approved proof (one review, accepted, proof uploaded and approved). */
async function approvedProof(): Promise<number> {
  const reviewerEmail = `rev.${Date.now()}@example.org`;
  const { id, inviteId, token } = await underReview(reviewerEmail);
  expect((await post('/api/public/invites/accept', null, { token })).statusCode).toBe(200);
  const [setPassword] = await t.app.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.to, reviewerEmail), eq(outbox.kind, 'auth.set_password')));
  const setToken = /token=([A-Za-z0-9_-]+)/.exec(setPassword.text)![1];
  await post('/api/password-reset/confirm', null, { token: setToken, password: 'Reviewer-Pass-1' });
  const login = await post('/api/login', null, { email: reviewerEmail, password: 'Reviewer-Pass-1' });
  const reviewer = { authorization: `Bearer ${login.json().token}` };
  const review = await upload(`/api/invites/${inviteId}/reviews`, reviewer, 'attachments', 'notes.pdf', undefined, {
    recommendation: 'minor',
    comments: 'Fine.',
  });
  expect(review.statusCode).toBe(201);
  expect((await post(`/api/submissions/${id}/decision`, editor.auth, { decision: 'accept' })).statusCode).toBe(200);
  expect((await post(`/api/submissions/${id}/production`, editor.auth)).statusCode).toBe(200);
  expect((await upload(`/api/submissions/${id}/proof`, editor.auth, 'file', 'proof.pdf')).statusCode).toBe(201);
  expect((await post(`/api/submissions/${id}/proof/approve`, author.auth)).statusCode).toBe(200);
  return id;
}

describe('publishing through peer review (issue 15)', () => {
  it('shows the new article in the next request to every cached list', async () => {
    await catalogueSettled(t.app);
    const id = await approvedProof();
    const lists = ['/api/articles?limit=5', `/api/articles/journal/${journal.id}?limit=5`, '/api/journals?limit=100'];
    const before = new Map<string, string>();
    for (const url of lists) {
      await get(url, null);
      const cached = await get(url, null);
      expect(cached.headers['x-cache']).toBe('hit');
      before.set(url, cached.body);
    }
    const published = await post(`/api/submissions/${id}/publish`, editor.auth);
    expect(published.statusCode).toBe(200);
    const { articleId } = published.json();

    const all = await get(lists[0], null);
    expect(all.json()[0].id).toBe(articleId);
    const ofJournal = await get(lists[1], null);
    expect(ofJournal.json().map((a: { id: number }) => a.id)).toContain(articleId);
    expect(Number(ofJournal.headers['x-total-count'])).toBe(Number(JSON.parse(before.get(lists[1])!).length) + 1);
    const journals = (await get(lists[2], null)).json();
    const count = (list: { id: number; articleCount: number }[]) => list.find((j) => j.id === journal.id)!.articleCount;
    expect(count(journals)).toBe(count(JSON.parse(before.get(lists[2])!)) + 1);
  });
});

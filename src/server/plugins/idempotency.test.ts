/**
 * Signed-in retries with an Idempotency-Key (decision 0012 "Signed-in calls";
 * draft-ietf-httpapi-idempotency-key-header): the same key from the same account on the same
 * method and path replays the first answer without doing the work again; with another
 * request it is refused 422; two at once never make two records. Races are meant for
 * PostgreSQL too: `node scripts/pg-cluster.mjs -- npx vitest run --project server
 * src/server/plugins/idempotency.test.ts`.
 */
import { randomUUID } from 'node:crypto';
import { and, count, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { idempotentRequests, storedFiles, submissions } from '../db/schema';
import { signInAs } from '../test/accounts';
import { workflowCalls, PDF } from '../test/workflow-calls';
import { workflowSuite } from '../test/workflow-suite';
import { multipart } from '../test/multipart';
import { IDEMPOTENCY_KEY_REUSED_MESSAGE } from '../lib/idempotency-key';

const suite = workflowSuite(['author', 'editor']);
const { t, journal, as } = suite;
const { draft } = workflowCalls(suite);

type Auth = { authorization: string };
const postDraft = (auth: Auth, key: string, title: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/submissions/draft',
    headers: { ...auth, 'idempotency-key': key },
    payload: { title, abstract: 'Tides in ice.', journalId: journal.id, articleType: 'Research Article' },
  });
const uploadWithKey = (id: number, auth: Auth, key: string, data: Buffer = PDF) => {
  const body = multipart({}, [{ field: 'file', name: 'manuscript.pdf', type: 'application/pdf', data }]);
  return t.app.inject({
    method: 'POST',
    url: `/api/submissions/${id}/upload?kind=manuscript`,
    headers: { ...auth, ...body.headers, 'idempotency-key': key },
    payload: body.payload,
  });
};
const draftsTitled = async (title: string) =>
  (await t.app.db.select({ n: count() }).from(submissions).where(eq(submissions.title, title)))[0].n;
const storedFileCount = async () => (await t.app.db.select({ n: count() }).from(storedFiles))[0].n;

describe('a draft sent twice with one Idempotency-Key', () => {
  it('is created once; the retry gets the same answer, marked replayed', async () => {
    const key = randomUUID();
    const title = `Retry ${key}`;
    const first = await postDraft(as.author.auth, key, title);
    const again = await postDraft(as.author.auth, key, title);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await draftsTitled(title)).toBe(1);
  });

  it('is refused 422 when the key comes back with a different request', async () => {
    const key = randomUUID();
    expect((await postDraft(as.author.auth, key, `First ${key}`)).statusCode).toBe(201);
    const other = await postDraft(as.author.auth, key, `Second ${key}`);
    expect(other.statusCode).toBe(422);
    expect(other.json()).toEqual({ code: 'IDEMPOTENCY_KEY_REUSED', message: IDEMPOTENCY_KEY_REUSED_MESSAGE });
    expect(await draftsTitled(`Second ${key}`)).toBe(0);
  });

  it('is a new request for another account, or after 24 hours', async () => {
    const key = randomUUID();
    const title = `Shared key ${key}`;
    const someoneElse = await signInAs(t.app, 'author');
    expect((await postDraft(as.author.auth, key, title)).statusCode).toBe(201);
    expect((await postDraft(someoneElse.auth, key, title)).statusCode).toBe(201);
    expect((await postDraft(as.author.auth, key, title)).headers['idempotent-replayed']).toBe('true');
    expect(await draftsTitled(title)).toBe(2);
    await t.app.db
      .update(idempotentRequests)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(eq(idempotentRequests.idempotencyKey, key));
    const later = await postDraft(as.author.auth, key, title);
    expect(later.statusCode).toBe(201);
    expect(later.headers['idempotent-replayed']).toBeUndefined();
    expect(await draftsTitled(title)).toBe(3);
  });

  it('frees the key when the first answer was an error (nothing was created)', async () => {
    const key = randomUUID();
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/submissions/draft',
      headers: { ...as.author.auth, 'idempotency-key': key },
      payload: { title: `Nowhere ${key}`, journalId: 999_999, articleType: 'Research Article' },
    });
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    expect(refused.statusCode).toBeLessThan(500);
    expect((await postDraft(as.author.auth, key, `Somewhere ${key}`)).statusCode).toBe(201);
    // …and the success now holds it.
    expect((await postDraft(as.author.auth, key, `Somewhere ${key}`)).headers['idempotent-replayed']).toBe('true');
    expect(await draftsTitled(`Somewhere ${key}`)).toBe(1);
  });

  it('makes one draft when both copies race (one 201, the other the same answer or 409)', async () => {
    for (let round = 0; round < 5; round++) {
      const key = randomUUID();
      const title = `Race ${key}`;
      const answers = await Promise.all([postDraft(as.author.auth, key, title), postDraft(as.author.auth, key, title)]);
      const statuses = answers.map((a) => a.statusCode).sort();
      expect([
        [201, 201],
        [201, 409],
      ]).toContainEqual(statuses);
      const conflict = answers.find((a) => a.statusCode === 409);
      if (conflict) expect(conflict.headers['retry-after']).toBe('1');
      expect(await draftsTitled(title)).toBe(1);
      // The loser may retry: it gets the winner's answer.
      const retry = await postDraft(as.author.auth, key, title);
      expect(retry.json()).toEqual(answers.find((a) => a.statusCode === 201)!.json());
    }
  });
});

describe('an upload sent twice with one Idempotency-Key', () => {
  it('stores one file; the retry gets the same answer', async () => {
    const id = await draft();
    const key = randomUUID();
    const before = await storedFileCount();
    const first = await uploadWithKey(id, as.author.auth, key);
    const again = await uploadWithKey(id, as.author.auth, key);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.body).toBe(first.body);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await storedFileCount()).toBe(before + 1);
    const rows = await t.app.db
      .select()
      .from(idempotentRequests)
      .where(and(eq(idempotentRequests.idempotencyKey, key), eq(idempotentRequests.userId, as.author.user.id)));
    expect(rows).toHaveLength(1);
    // Without the header, each call is its own request: both are stored.
    const plain = () => {
      const body = multipart({}, [{ field: 'file', name: 'manuscript.pdf', type: 'application/pdf', data: PDF }]);
      return t.app.inject({
        method: 'POST',
        url: `/api/submissions/${id}/upload?kind=manuscript`,
        headers: { ...as.author.auth, ...body.headers },
        payload: body.payload,
      });
    };
    expect((await plain()).statusCode).toBe(201);
    expect((await plain()).statusCode).toBe(201);
    expect(await storedFileCount()).toBe(before + 3);
  });
});

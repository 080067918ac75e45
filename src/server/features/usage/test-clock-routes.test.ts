/**
 * The COUNTER intake's test clock (decision 0085, amendment "A test clock for the intake"): with
 * TEST_CLOCK=1, POST /api/test/usage counts the actions whose 30 s double-click window has passed
 * at the pretended time, and POST /api/test/usage/hits records views as the intake does (decision
 * 0098), for the admin only; without it the routes do not exist.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { signInAs, type TestSession } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/app';
import { createArticle, createJournal } from '../../test/factories';
import { RECORD_SLICE } from './test-clock-routes';
import { countTurns } from '../../test/event-loop';

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';

let t: TestApp;
let admin: TestSession;
let editor: TestSession;

beforeAll(async () => {
  t = await createTestApp({ TEST_CLOCK: '1' });
  admin = await signInAs(t.app, 'admin');
  editor = await signInAs(t.app, 'editor');
});
afterAll(async () => {
  await t.close();
});

const advance = (auth: object | null, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/test/usage', headers: (auth ?? {}) as Record<string, string>, payload });

describe('POST /api/test/usage with TEST_CLOCK=1', () => {
  it("counts a reader's view once its double-click window has passed at the pretended time", async () => {
    const journal = await createJournal(t.app.db);
    const article = await createArticle(t.app.db, journal.id);
    const investigations = async () =>
      (await t.app.inject({ method: 'GET', url: `/api/articles/${article.id}/usage` })).json().total
        .investigations as number;
    const view = await t.app.inject({
      method: 'GET',
      url: `/api/articles/${article.id}`,
      headers: { 'user-agent': BROWSER },
    });
    expect(view.statusCode).toBe(200);
    // Within its 30 s the action is held, whatever is flushed now.
    await t.app.usage.flush(Date.now());
    expect(await investigations()).toBe(0);
    const early = await advance(admin.auth, { advanceSeconds: 10 });
    expect(early.statusCode, early.body).toBe(200);
    expect(await investigations()).toBe(0);
    const late = await advance(admin.auth, { advanceSeconds: 31 });
    expect(late.statusCode, late.body).toBe(200);
    expect(Date.parse(late.json().at) - Date.now()).toBeGreaterThan(30_000);
    expect(await investigations()).toBe(1);
  });

  it('is for the admin only, and checks its body', async () => {
    expect((await advance(null, { advanceSeconds: 31 })).statusCode).toBe(401);
    expect((await advance(editor.auth, { advanceSeconds: 31 })).statusCode).toBe(403);
    for (const advanceSeconds of [0, 3601, 1.5, '31']) {
      expect((await advance(admin.auth, { advanceSeconds })).statusCode, String(advanceSeconds)).toBe(400);
    }
  });
});

const hits = (auth: object | null, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: '/api/test/usage/hits',
    headers: (auth ?? {}) as Record<string, string>,
    payload,
  });

describe('POST /api/test/usage/hits with TEST_CLOCK=1', () => {
  it("records views of an article's page as the intake records a counted request", async () => {
    const journal = await createJournal(t.app.db);
    const article = await createArticle(t.app.db, journal.id);
    const usage = async () =>
      (await t.app.inject({ method: 'GET', url: `/api/articles/${article.id}/usage` })).json().total;
    const res = await hits(admin.auth, {
      hits: [
        { articleId: article.id, ip: '10.20.0.1' },
        { articleId: article.id, ip: '10.20.0.1' },
        { articleId: article.id, ip: '10.20.0.2' },
      ],
    });
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json()).toEqual({ recorded: 3 });
    expect(await usage()).toEqual({ investigations: 0, requests: 0 });
    // Once their window has passed: a double click counts once (CoP §7.2), so two Investigations.
    expect((await advance(admin.auth, { advanceSeconds: 31 })).statusCode).toBe(200);
    expect(await usage()).toEqual({ investigations: 2, requests: 0 });
  });

  it('records a post of thousands of views a slice per turn, so pages are served between them (decision 0115)', async () => {
    const journal = await createJournal(t.app.db);
    const article = await createArticle(t.app.db, journal.id);
    const n = 5 * RECORD_SLICE;
    const payload = {
      hits: Array.from({ length: n }, (_, i) => ({ articleId: article.id, ip: `10.21.${i >> 8}.${i & 255}` })),
    };
    const loop = countTurns();
    const turnsOfRecords = new Set<number>();
    const record = t.app.usage.record;
    const spy = vi.spyOn(t.app.usage, 'record').mockImplementation((...args) => {
      turnsOfRecords.add(loop.turns());
      record(...args);
    });
    try {
      const res = await hits(admin.auth, payload);
      expect(res.statusCode, res.body).toBe(202);
      expect(res.json()).toEqual({ recorded: n });
    } finally {
      loop.stop();
      spy.mockRestore();
    }
    expect(turnsOfRecords.size).toBeGreaterThanOrEqual(n / RECORD_SLICE);
    expect((await advance(admin.auth, { advanceSeconds: 31 })).statusCode).toBe(200);
    const usage = await t.app.inject({ method: 'GET', url: `/api/articles/${article.id}/usage` });
    expect(usage.json().total).toEqual({ investigations: n, requests: 0 });
  });

  it('is for the admin only, and checks its body', async () => {
    const one = { hits: [{ articleId: 1, ip: '10.20.0.3' }] };
    expect((await hits(null, one)).statusCode).toBe(401);
    expect((await hits(editor.auth, one)).statusCode).toBe(403);
    const many = Array.from({ length: 5001 }, () => ({ articleId: 1, ip: '10.20.0.4' }));
    for (const body of [
      { hits: [] },
      { hits: many },
      { hits: [{ articleId: 1, ip: 'not an address' }] },
      { hits: [{ articleId: 0, ip: '10.20.0.5' }] },
      { hits: [{ articleId: 1, ip: '10.20.0.5', extra: 1 }] },
    ]) {
      expect((await hits(admin.auth, body)).statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
    }
  });
});

describe('without TEST_CLOCK', () => {
  it('has no such route', async () => {
    const plain = await createTestApp();
    try {
      const signedIn = await signInAs(plain.app, 'admin');
      const res = await plain.app.inject({
        method: 'POST',
        url: '/api/test/usage',
        headers: signedIn.auth as Record<string, string>,
        payload: { advanceSeconds: 31 },
      });
      expect(res.statusCode).toBe(404);
      const recorded = await plain.app.inject({
        method: 'POST',
        url: '/api/test/usage/hits',
        headers: signedIn.auth as Record<string, string>,
        payload: { hits: [{ articleId: 1, ip: '10.20.0.6' }] },
      });
      expect(recorded.statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });
});

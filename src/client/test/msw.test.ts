// @vitest-environment jsdom
/**
 * The client tests' API stubs (./msw.ts): keys find their endpoint in the contract, answers
 * are checked against it, and what no handler answers or what breaks the contract is
 * reported (./setup.ts fails the test for it; here the tests take the reports themselves).
 */
import { describe, expect, it } from 'vitest';
import { currentUser } from './fixtures';
import { fail, file, httpError, mockApi, networkError, ok, on, takeProblems, unchecked } from './msw';

describe('on: the request a key answers', () => {
  it('answers the path and exact query of its key, and nothing else', async () => {
    mockApi(on('GET /api/journals?limit=100', []));
    expect((await fetch('/api/journals?limit=100')).status).toBe(200);
    await expect(fetch('/api/journals?limit=20')).rejects.toThrow(TypeError);
    await expect(fetch('/api/journals')).rejects.toThrow(TypeError);
    expect(takeProblems()).toEqual([
      'No handler answers GET /api/journals?limit=20',
      'No handler answers GET /api/journals',
    ]);
  });

  it('answers any query with ?*, and hands the stub the query', async () => {
    mockApi(on('GET /api/articles?*', ({ query }) => ok([], { total: Number(query.get('offset')) + 1 })));
    expect((await fetch('/api/articles?limit=20&offset=40')).headers.get('X-Total-Count')).toBe('41');
    expect((await fetch('/api/articles')).headers.get('X-Total-Count')).toBe('1');
  });

  it('takes the most specific endpoint: a literal path before a :param, a fixed query before none', async () => {
    mockApi(
      on('GET /api/articles/search?*', ok([], { total: 7 })),
      on('GET /api/admin/files/k1?meta=true', {
        originalFilename: 'a.pdf',
        contentType: 'x',
        byteSize: 1,
        canOpen: true,
      }),
      on('GET /api/admin/files/k1', file('%PDF', 'application/pdf')),
    );
    expect((await fetch('/api/articles/search?q=cells')).headers.get('X-Total-Count')).toBe('7');
    expect(await (await fetch('/api/admin/files/k1?meta=true')).json()).toMatchObject({ canOpen: true });
    expect(await (await fetch('/api/admin/files/k1')).text()).toBe('%PDF');
  });

  it('refuses a key the contract has no endpoint for', () => {
    // @ts-expect-error: no endpoint has this path
    expect(() => on('GET /api/nothing', [])).toThrow('GET /api/nothing: no endpoint');
  });

  it('lets a later handler of a key win, and a `once` handler answer one request', async () => {
    mockApi(on('GET /api/me', currentUser({ name: 'Old' })));
    mockApi(on('GET /api/me', fail(401, 'UNAUTHORIZED', 'Expired'), { once: true }), on('GET /api/me', currentUser()));
    expect((await fetch('/api/me')).status).toBe(401);
    expect(await (await fetch('/api/me')).json()).toMatchObject({ name: 'Ada' });
  });
});

describe('answers and the contract', () => {
  it("sends the contract's status and, for a list, the total", async () => {
    mockApi(
      on('POST /api/signup', { message: 'Check your e-mail', name: 'Bo', role: 'author' }),
      on('GET /api/admin/users?limit=20&offset=0', ok([], { total: 21 })),
      on('DELETE /api/admin/archived/public-manuscripts/3', null),
    );
    expect((await fetch('/api/signup', { method: 'POST' })).status).toBe(201);
    expect((await fetch('/api/admin/users?limit=20&offset=0')).headers.get('X-Total-Count')).toBe('21');
    expect((await fetch('/api/admin/archived/public-manuscripts/3', { method: 'DELETE' })).status).toBe(204);
  });

  it('reports a success body that breaks the schema, and answers 500', async () => {
    // @ts-expect-error: emailVerified is missing
    mockApi(on('GET /api/me', { id: 1, name: 'Ada', email: 'ada@example.org', role: 'author' }));
    expect((await fetch('/api/me')).status).toBe(500);
    const [problem, ...others] = takeProblems();
    expect(problem).toContain('The stub of GET /api/me breaks the contract (body of GET /api/me)');
    expect(problem).toContain('emailVerified');
    expect(others).toEqual([]);
  });

  it('reports an error body without its message', async () => {
    mockApi(on('GET /api/me', fail(500, 'INTERNAL', undefined as unknown as string)));
    expect((await fetch('/api/me')).status).toBe(500);
    expect(takeProblems()).toEqual([
      expect.stringContaining('The stub of GET /api/me breaks the contract (error body)'),
    ]);
  });

  it('sends what the contract does not describe only when asked: unchecked, httpError, networkError', async () => {
    mockApi(
      on('POST /api/contacts', unchecked(200, { ok: true })),
      on('GET /api/journals', httpError(502, { statusText: 'Bad Gateway', text: '<html>' })),
      on('GET /api/me', networkError()),
    );
    expect(await (await fetch('/api/contacts', { method: 'POST' })).json()).toEqual({ ok: true });
    const gateway = await fetch('/api/journals');
    expect([gateway.status, gateway.statusText, await gateway.text()]).toEqual([502, 'Bad Gateway', '<html>']);
    await expect(fetch('/api/me')).rejects.toThrow('Failed to fetch');
    expect(takeProblems()).toEqual([]);
  });
});

describe('mockApi: the log of the requests', () => {
  it('logs each request when it is made, with what the client passed', async () => {
    const api = mockApi(on('POST /api/contacts', { id: 1 }));
    const sent = fetch('/api/contacts', { method: 'POST', headers: { 'Idempotency-Key': 'k1' }, body: '{"a":1}' });
    expect(api.calls()).toEqual(['POST /api/contacts']);
    expect(api.request(0).headers.get('Idempotency-Key')).toBe('k1');
    expect(api.bodyOf(0)).toEqual({ a: 1 });
    expect(api.bodiesOf('POST /api/contacts')).toEqual([{ a: 1 }]);
    expect((await sent).status).toBe(201);
  });

  it('starts where mockApi was called', async () => {
    mockApi(on('GET /api/journals', []));
    await fetch('/api/journals');
    const api = mockApi();
    expect(api.calls()).toEqual([]);
    await fetch('/api/journals');
    expect(api.urls()).toEqual(['/api/journals']);
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Journal } from '../../shared/api/catalogue';
import { currentUser } from '../test/fixtures';
import { fail, httpError, mockApi, networkError, ok, on, unchecked } from '../test/msw';
import { ACCESS_TOKEN_KEY } from './access-token';
import { ApiError, apiFetch, listPageOf } from './api-client';

const storage = new Map<string, string>();

beforeEach(() => {
  storage.clear();
  vi.stubGlobal('localStorage', { getItem: (key: string) => storage.get(key) ?? null });
  // Node has no location: the page the site-relative API paths resolve against.
  vi.stubGlobal('location', new URL('http://localhost/'));
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function journal(id: number): Journal {
  return {
    id,
    title: `Journal ${id}`,
    abbreviation: `J${id}`,
    slug: `journal-${id}`,
    description: 'A journal.',
    category: 'Computer Science',
    coverImage: null,
    issn: null,
    publisher: null,
    currentVolume: 1,
    currentIssue: 1,
    articleCount: 0,
    acceptsSubmissions: true,
  };
}

describe('apiFetch (seed 000 §7)', () => {
  it('sends cookies and the bearer token when one is stored', async () => {
    storage.set(ACCESS_TOKEN_KEY, 'tok-123');
    const api = mockApi(on('GET /api/me', currentUser()));
    await apiFetch('/api/me');
    expect(api.request(0).credentials).toBe('include');
    expect(api.request(0).headers.get('Authorization')).toBe('Bearer tok-123');
  });

  it('sends no Authorization header without a token', async () => {
    const api = mockApi(on('GET /api/journals', []));
    await apiFetch('/api/journals');
    expect(api.request(0).headers.has('Authorization')).toBe(false);
    expect(api.request(0).headers.has('Content-Type')).toBe(false);
  });

  it('sets the JSON content type for a JSON body but not for FormData', async () => {
    const api = mockApi(
      on('POST /api/contacts', { id: 1 }),
      on('POST /api/public/manuscripts', { id: 2, intakeId: 2 }),
    );
    await apiFetch('/api/contacts', { method: 'POST', body: JSON.stringify({ a: 1 }) });
    expect(api.request(0).headers.get('Content-Type')).toBe('application/json');

    await apiFetch('/api/public/manuscripts', { method: 'POST', body: new FormData() });
    expect(api.request(1).headers.has('Content-Type')).toBe(false);
  });

  it('throws ApiError with the server error body (seed 000 §8)', async () => {
    const body = {
      code: 'VALIDATION',
      message: 'Invalid input',
      errors: [{ path: 'email', message: 'Invalid email format' }],
    };
    mockApi(on('POST /api/contacts', fail(400, body.code, body.message, { errors: body.errors })));
    const error = await apiFetch('/api/contacts', { method: 'POST', body: '{}' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(400);
    expect((error as ApiError).body).toEqual(body);
    expect((error as ApiError).message).toBe('Invalid input');
  });

  it("falls back to { code: 'ERROR', message: statusText } when the body is not an error object", async () => {
    mockApi(on('GET /api/journals', httpError(502, { statusText: 'Bad Gateway', text: '<html>oops</html>' })));
    const error = (await apiFetch('/api/journals').catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(502);
    expect(error.body).toEqual({ code: 'ERROR', message: 'Bad Gateway' });
  });
});

describe('signed-in POSTs are idempotent (decision 0012)', () => {
  it('sends an Idempotency-Key with a signed-in POST, a new one per call, none with a GET', async () => {
    storage.set(ACCESS_TOKEN_KEY, 'tok-123');
    const api = mockApi(on('POST /api/submissions/draft', { id: 1 }), on('GET /api/me', currentUser()));
    await apiFetch('/api/submissions/draft', { method: 'POST', body: '{}' });
    await apiFetch('/api/submissions/draft', { method: 'POST', body: '{}' });
    await apiFetch('/api/me');
    const first = api.request(0).headers.get('Idempotency-Key');
    expect(first).toMatch(/^[\w-]{16,}$/);
    expect(api.request(1).headers.get('Idempotency-Key')).not.toBe(first);
    expect(api.request(2).headers.has('Idempotency-Key')).toBe(false);
  });

  it('sends a POST whose answer was lost once more with the same key, and only once', async () => {
    storage.set(ACCESS_TOKEN_KEY, 'tok-123');
    const api = mockApi(
      on('POST /api/submissions/draft', networkError(), { once: true }),
      on('POST /api/submissions/draft', { id: 7 }),
    );
    const response = await apiFetch('/api/submissions/draft', { method: 'POST', body: '{}' });
    expect(await response.json()).toEqual({ id: 7 });
    expect(api.calls()).toHaveLength(2);
    expect(api.request(1).headers.get('Idempotency-Key')).toBe(api.request(0).headers.get('Idempotency-Key'));

    const again = mockApi(on('POST /api/submissions/draft', networkError()));
    await expect(apiFetch('/api/submissions/draft', { method: 'POST', body: '{}' })).rejects.toThrow(TypeError);
    expect(again.calls()).toHaveLength(2);
  });

  it('never repeats a POST without a session (no key: the server could not tell it from a new one)', async () => {
    const api = mockApi(on('POST /api/login', networkError()));
    await expect(apiFetch('/api/login', { method: 'POST', body: '{}' })).rejects.toThrow(TypeError);
    expect(api.calls()).toHaveLength(1);
    expect(api.request(0).headers.has('Idempotency-Key')).toBe(false);
  });
});

/** A list read as call.ts's callList makes it, less the parse: the page of `listPageOf`. */
async function getList(path: string) {
  const response = await apiFetch(path);
  return listPageOf(response, (await response.json()) as unknown[]);
}

describe('listPageOf (a list answer read)', () => {
  it('returns the items and the total from X-Total-Count', async () => {
    mockApi(on('GET /api/journals?limit=2', ok([journal(1), journal(2)], { total: 57 })));
    await expect(getList('/api/journals?limit=2')).resolves.toEqual({
      items: [journal(1), journal(2)],
      total: 57,
      totalCapped: false,
    });
  });

  it('falls back to the number of items without a usable header', async () => {
    // Off the contract on purpose: a list answer without its total, then with a total that is no number.
    mockApi(on('GET /api/journals', unchecked(200, [journal(1)])));
    await expect(getList('/api/journals')).resolves.toEqual({ items: [journal(1)], total: 1, totalCapped: false });
    mockApi(on('GET /api/journals', ok([journal(1)], { headers: { 'X-Total-Count': 'many' } })));
    await expect(getList('/api/journals')).resolves.toEqual({ items: [journal(1)], total: 1, totalCapped: false });
  });

  it('says when the server capped the total (X-Total-Count-Capped, decision 0019)', async () => {
    mockApi(
      on('GET /api/articles/search?q=model', ok([], { total: 1000, headers: { 'X-Total-Count-Capped': 'true' } })),
    );
    await expect(getList('/api/articles/search?q=model')).resolves.toEqual({
      items: [],
      total: 1000,
      totalCapped: true,
    });
  });
});

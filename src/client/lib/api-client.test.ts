import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_KEY } from './access-token';
import { ApiError, apiFetch, getList } from './api-client';

const fetchMock = vi.fn<typeof fetch>();
const storage = new Map<string, string>();

beforeEach(() => {
  storage.clear();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('localStorage', { getItem: (key: string) => storage.get(key) ?? null });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function json(body: unknown, init: ResponseInit = {}): Response {
  return new Response(JSON.stringify(body), {
    status: 200,
    ...init,
    headers: { 'Content-Type': 'application/json', ...init.headers },
  });
}

function sentHeaders(): Headers {
  const init = fetchMock.mock.calls[0][1];
  return new Headers(init?.headers);
}

describe('apiFetch (seed 000 §7)', () => {
  it('sends cookies and the bearer token when one is stored', async () => {
    storage.set(ACCESS_TOKEN_KEY, 'tok-123');
    fetchMock.mockResolvedValue(json([]));
    await apiFetch('/api/me');
    expect(fetchMock.mock.calls[0][1]?.credentials).toBe('include');
    expect(sentHeaders().get('Authorization')).toBe('Bearer tok-123');
  });

  it('sends no Authorization header without a token', async () => {
    fetchMock.mockResolvedValue(json([]));
    await apiFetch('/api/journals');
    expect(sentHeaders().has('Authorization')).toBe(false);
    expect(sentHeaders().has('Content-Type')).toBe(false);
  });

  it('sets the JSON content type for a JSON body but not for FormData', async () => {
    fetchMock.mockResolvedValue(json({}));
    await apiFetch('/api/contacts', { method: 'POST', body: JSON.stringify({ a: 1 }) });
    expect(sentHeaders().get('Content-Type')).toBe('application/json');

    fetchMock.mockClear();
    fetchMock.mockResolvedValue(json({}));
    await apiFetch('/api/public/manuscripts', { method: 'POST', body: new FormData() });
    expect(sentHeaders().has('Content-Type')).toBe(false);
  });

  it('throws ApiError with the server error body (seed 000 §8)', async () => {
    const body = {
      code: 'VALIDATION',
      message: 'Invalid input',
      errors: [{ path: 'email', message: 'Invalid email format' }],
    };
    fetchMock.mockResolvedValue(json(body, { status: 400, statusText: 'Bad Request' }));
    const error = await apiFetch('/api/contacts').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(400);
    expect((error as ApiError).body).toEqual(body);
    expect((error as ApiError).message).toBe('Invalid input');
  });

  it("falls back to { code: 'ERROR', message: statusText } when the body is not an error object", async () => {
    fetchMock.mockResolvedValue(new Response('<html>oops</html>', { status: 502, statusText: 'Bad Gateway' }));
    const error = (await apiFetch('/api/journals').catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(502);
    expect(error.body).toEqual({ code: 'ERROR', message: 'Bad Gateway' });
  });
});

describe('getList', () => {
  it('returns the items and the total from X-Total-Count', async () => {
    fetchMock.mockResolvedValue(json([{ id: 1 }, { id: 2 }], { headers: { 'X-Total-Count': '57' } }));
    await expect(getList('/api/articles?limit=2')).resolves.toEqual({ items: [{ id: 1 }, { id: 2 }], total: 57 });
  });

  it('falls back to the number of items without a usable header', async () => {
    fetchMock.mockResolvedValue(json([{ id: 1 }]));
    await expect(getList('/api/journals')).resolves.toEqual({ items: [{ id: 1 }], total: 1 });
    fetchMock.mockResolvedValue(json([{ id: 1 }], { headers: { 'X-Total-Count': 'many' } }));
    await expect(getList('/api/journals')).resolves.toEqual({ items: [{ id: 1 }], total: 1 });
  });
});

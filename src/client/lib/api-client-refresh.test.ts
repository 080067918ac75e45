import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_STORAGE_KEY, USER_STORAGE_KEY } from '../../shared/domain/session';
import { ApiError, apiFetch, getJson, mayRefreshFor } from './api-client';

const storage = new Map<string, string>();
const fetchMock = vi.fn<typeof fetch>();
const assign = vi.fn();

beforeEach(() => {
  storage.clear();
  fetchMock.mockReset();
  assign.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => storage.get(key) ?? null,
    setItem: (key: string, value: string) => void storage.set(key, value),
    removeItem: (key: string) => void storage.delete(key),
  });
  vi.stubGlobal('window', { location: { pathname: '/dashboard', search: '?tab=2', assign } });
  vi.stubGlobal('navigator', {});
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

const unauthorized = () => json({ code: 'UNAUTHORIZED', message: 'Unauthorized' }, 401);

/** Answers /api/refresh with `refresh()` and other calls by the bearer token they carry. */
function serve({ refresh, valid }: { refresh: () => Response; valid: string }) {
  fetchMock.mockImplementation(async (input, init) => {
    if (input === '/api/refresh') return refresh();
    const auth = new Headers(init?.headers).get('Authorization');
    return auth === `Bearer ${valid}` ? json({ ok: true, url: input }) : unauthorized();
  });
}

const urls = () => fetchMock.mock.calls.map(([input]) => String(input));

describe('apiFetch token refresh (seed 001 §4)', () => {
  it('refreshes once on a 401 and retries the call with the new token', async () => {
    storage.set(ACCESS_TOKEN_STORAGE_KEY, 'old');
    serve({ refresh: () => json({ token: 'new' }), valid: 'new' });
    await expect(getJson('/api/me')).resolves.toEqual({ ok: true, url: '/api/me' });
    expect(urls()).toEqual(['/api/me', '/api/refresh', '/api/me']);
    const refreshInit = fetchMock.mock.calls[1][1];
    expect(refreshInit?.method).toBe('POST');
    expect(refreshInit?.credentials).toBe('include');
    expect(refreshInit?.body).toBeUndefined();
    expect(new Headers(fetchMock.mock.calls[2][1]?.headers).get('Authorization')).toBe('Bearer new');
    expect(storage.get(ACCESS_TOKEN_STORAGE_KEY)).toBe('new');
  });

  it('refreshes on a 403 too, and does not refresh again when the retry fails', async () => {
    storage.set(ACCESS_TOKEN_STORAGE_KEY, 'old');
    fetchMock.mockImplementation(async (input) =>
      input === '/api/refresh' ? json({ token: 'new' }) : json({ code: 'FORBIDDEN', message: 'Forbidden' }, 403),
    );
    const error = (await apiFetch('/api/admin/users').catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(403);
    expect(urls()).toEqual(['/api/admin/users', '/api/refresh', '/api/admin/users']);
    expect(assign).not.toHaveBeenCalled();
  });

  it('shares one refresh between concurrent 401s (single flight)', async () => {
    storage.set(ACCESS_TOKEN_STORAGE_KEY, 'old');
    let release: (r: Response) => void = () => {};
    const refreshAnswer = new Promise<Response>((r) => (release = r));
    fetchMock.mockImplementation(async (input, init) => {
      if (input === '/api/refresh') return refreshAnswer;
      return new Headers(init?.headers).get('Authorization') === 'Bearer new' ? json({ url: input }) : unauthorized();
    });
    const both = Promise.all([getJson('/api/a'), getJson('/api/b')]);
    await vi.waitFor(() => expect(urls().filter((u) => u !== '/api/refresh')).toHaveLength(2));
    await vi.waitFor(() => expect(urls()).toContain('/api/refresh'));
    release(json({ token: 'new' }));
    await expect(both).resolves.toEqual([{ url: '/api/a' }, { url: '/api/b' }]);
    expect(urls().filter((u) => u === '/api/refresh')).toHaveLength(1);
  });

  it('uses the Web Lock and skips the refresh when another tab already stored a new token', async () => {
    storage.set(ACCESS_TOKEN_STORAGE_KEY, 'old');
    const request = vi.fn(async (name: string, callback: () => Promise<unknown>) => {
      storage.set(ACCESS_TOKEN_STORAGE_KEY, 'from-other-tab'); // the other tab refreshed while we waited
      return callback();
    });
    vi.stubGlobal('navigator', { locks: { request } });
    serve({ refresh: () => json({ token: 'should-not-be-used' }), valid: 'from-other-tab' });
    await expect(getJson('/api/me')).resolves.toEqual({ ok: true, url: '/api/me' });
    expect(request).toHaveBeenCalledWith('genesis-refresh', expect.any(Function));
    expect(urls()).toEqual(['/api/me', '/api/me']);
  });

  it('refreshes under the Web Lock when the stored token is still the one that failed', async () => {
    storage.set(ACCESS_TOKEN_STORAGE_KEY, 'old');
    const request = vi.fn(async (_name: string, callback: () => Promise<unknown>) => callback());
    vi.stubGlobal('navigator', { locks: { request } });
    serve({ refresh: () => json({ token: 'new' }), valid: 'new' });
    await getJson('/api/me');
    expect(request).toHaveBeenCalledTimes(1);
    expect(urls()).toEqual(['/api/me', '/api/refresh', '/api/me']);
  });

  it('clears token and user and goes to /portal?next={path and query} when the refresh fails', async () => {
    storage.set(ACCESS_TOKEN_STORAGE_KEY, 'old');
    storage.set(USER_STORAGE_KEY, JSON.stringify({ name: 'Ada', role: 'author' }));
    serve({ refresh: unauthorized, valid: 'never' });
    const error = (await getJson('/api/author/submissions').catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(401);
    expect(storage.has(ACCESS_TOKEN_STORAGE_KEY)).toBe(false);
    expect(storage.has(USER_STORAGE_KEY)).toBe(false);
    expect(assign).toHaveBeenCalledWith('/portal?next=%2Fdashboard%3Ftab%3D2');
    expect(urls()).toEqual(['/api/author/submissions', '/api/refresh']);
  });

  it('does not redirect when the caller asks so (the startup session check)', async () => {
    storage.set(ACCESS_TOKEN_STORAGE_KEY, 'old');
    serve({ refresh: unauthorized, valid: 'never' });
    await expect(getJson('/api/me', { redirectOnAuthFailure: false })).rejects.toBeInstanceOf(ApiError);
    expect(assign).not.toHaveBeenCalled();
    expect(storage.has(ACCESS_TOKEN_STORAGE_KEY)).toBe(false);
  });

  it.each(['/api/login', '/api/signup', '/api/logout', '/api/refresh', '/api/password-reset/confirm'])(
    'never refreshes for %s',
    async (path) => {
      storage.set(ACCESS_TOKEN_STORAGE_KEY, 'old');
      fetchMock.mockResolvedValue(json({ code: 'UNAUTHORIZED', message: 'Invalid email or password' }, 401));
      const error = (await apiFetch(path, { method: 'POST', body: '{}' }).catch((e: unknown) => e)) as ApiError;
      expect(error.message).toBe('Invalid email or password');
      expect(urls()).toEqual([path]);
      expect(storage.get(ACCESS_TOKEN_STORAGE_KEY)).toBe('old');
      expect(assign).not.toHaveBeenCalled();
    },
  );

  it('tells session calls from the others, with or without a query', () => {
    expect(mayRefreshFor('/api/login')).toBe(false);
    expect(mayRefreshFor('/api/password-reset/validate/abc')).toBe(false);
    expect(mayRefreshFor('/api/me')).toBe(true);
    expect(mayRefreshFor('/api/admin/users?limit=20')).toBe(true);
    expect(mayRefreshFor('/api/loginx')).toBe(true);
  });
});

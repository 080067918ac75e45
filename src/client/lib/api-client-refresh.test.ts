import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RefreshResponse } from '../../shared/api/auth';
import { ACCESS_TOKEN_STORAGE_KEY, USER_STORAGE_KEY } from '../../shared/domain/session';
import { currentUser } from '../test/fixtures';
import { fail, mockApi, on, type ApiCall, type Reply, type Stub } from '../test/msw';
import { ApiError, apiFetch, mayRefreshFor, type ApiRequestInit } from './api-client';

/** A signed-in GET read whole, as the portal's calls make it (the refresh is apiFetch's). */
async function getJson(path: string, init?: ApiRequestInit): Promise<unknown> {
  return (await apiFetch(path, { ...init, method: 'GET' })).json();
}

const storage = new Map<string, string>();
const assign = vi.fn();

beforeEach(() => {
  storage.clear();
  assign.mockReset();
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => storage.get(key) ?? null,
    setItem: (key: string, value: string) => void storage.set(key, value),
    removeItem: (key: string) => void storage.delete(key),
  });
  vi.stubGlobal('window', { location: { pathname: '/dashboard', search: '?tab=2', assign } });
  // Node has no location: the page the site-relative API paths resolve against.
  vi.stubGlobal('location', new URL('http://localhost/dashboard?tab=2'));
  vi.stubGlobal('navigator', {});
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const ME = currentUser();
const unauthorized = fail(401, 'UNAUTHORIZED', 'Unauthorized');
const bearer = ({ request }: ApiCall) => request.headers.get('Authorization');

/** Answers /api/refresh with `refresh`, and /api/me and the author's list by the bearer token they carry. */
function serve({ refresh, valid }: { refresh: Stub<RefreshResponse>; valid: string }) {
  return mockApi(
    on('POST /api/refresh', refresh),
    on('GET /api/me', (call) => (bearer(call) === `Bearer ${valid}` ? ME : unauthorized)),
    on('GET /api/author/submissions', (call) => (bearer(call) === `Bearer ${valid}` ? [] : unauthorized)),
  );
}

describe('apiFetch token refresh (seed 001 §4)', () => {
  it('refreshes once on a 401 and retries the call with the new token', async () => {
    storage.set(ACCESS_TOKEN_STORAGE_KEY, 'old');
    const api = serve({ refresh: { token: 'new' }, valid: 'new' });
    await expect(getJson('/api/me')).resolves.toEqual(ME);
    expect(api.urls()).toEqual(['/api/me', '/api/refresh', '/api/me']);
    const refresh = api.request(1);
    expect(refresh.method).toBe('POST');
    expect(refresh.credentials).toBe('include');
    expect(refresh.body).toBeUndefined();
    expect(api.request(2).headers.get('Authorization')).toBe('Bearer new');
    expect(storage.get(ACCESS_TOKEN_STORAGE_KEY)).toBe('new');
  });

  it('refreshes on a 403 too, and does not refresh again when the retry fails', async () => {
    storage.set(ACCESS_TOKEN_STORAGE_KEY, 'old');
    const api = mockApi(
      on('POST /api/refresh', { token: 'new' }),
      on('GET /api/admin/users', fail(403, 'FORBIDDEN', 'Forbidden')),
    );
    const error = (await apiFetch('/api/admin/users').catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(403);
    expect(api.urls()).toEqual(['/api/admin/users', '/api/refresh', '/api/admin/users']);
    expect(assign).not.toHaveBeenCalled();
  });

  it('shares one refresh between concurrent 401s (single flight)', async () => {
    storage.set(ACCESS_TOKEN_STORAGE_KEY, 'old');
    let release: (r: Reply<RefreshResponse>) => void = () => {};
    const refreshAnswer = new Promise<Reply<RefreshResponse>>((r) => (release = r));
    const api = serve({ refresh: () => refreshAnswer, valid: 'new' });
    const both = Promise.all([getJson('/api/me'), getJson('/api/author/submissions')]);
    await vi.waitFor(() => expect(api.urls().filter((u) => u !== '/api/refresh')).toHaveLength(2));
    await vi.waitFor(() => expect(api.urls()).toContain('/api/refresh'));
    release({ token: 'new' });
    await expect(both).resolves.toEqual([ME, []]);
    expect(api.urls().filter((u) => u === '/api/refresh')).toHaveLength(1);
  });

  it('uses the Web Lock and skips the refresh when another tab already stored a new token', async () => {
    storage.set(ACCESS_TOKEN_STORAGE_KEY, 'old');
    const request = vi.fn(async (name: string, callback: () => Promise<unknown>) => {
      storage.set(ACCESS_TOKEN_STORAGE_KEY, 'from-other-tab'); // the other tab refreshed while we waited
      return callback();
    });
    vi.stubGlobal('navigator', { locks: { request } });
    const api = serve({ refresh: { token: 'should-not-be-used' }, valid: 'from-other-tab' });
    await expect(getJson('/api/me')).resolves.toEqual(ME);
    expect(request).toHaveBeenCalledWith('genesis-refresh', expect.any(Function));
    expect(api.urls()).toEqual(['/api/me', '/api/me']);
  });

  it('refreshes under the Web Lock when the stored token is still the one that failed', async () => {
    storage.set(ACCESS_TOKEN_STORAGE_KEY, 'old');
    const request = vi.fn(async (_name: string, callback: () => Promise<unknown>) => callback());
    vi.stubGlobal('navigator', { locks: { request } });
    const api = serve({ refresh: { token: 'new' }, valid: 'new' });
    await getJson('/api/me');
    expect(request).toHaveBeenCalledTimes(1);
    expect(api.urls()).toEqual(['/api/me', '/api/refresh', '/api/me']);
  });

  it('clears token and user and goes to /portal?next={path and query} when the refresh fails', async () => {
    storage.set(ACCESS_TOKEN_STORAGE_KEY, 'old');
    storage.set(USER_STORAGE_KEY, JSON.stringify({ name: 'Ada', role: 'author' }));
    const api = serve({ refresh: unauthorized, valid: 'never' });
    const error = (await getJson('/api/author/submissions').catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(401);
    expect(storage.has(ACCESS_TOKEN_STORAGE_KEY)).toBe(false);
    expect(storage.has(USER_STORAGE_KEY)).toBe(false);
    expect(assign).toHaveBeenCalledWith('/portal?next=%2Fdashboard%3Ftab%3D2');
    expect(api.urls()).toEqual(['/api/author/submissions', '/api/refresh']);
  });

  it('does not redirect when the caller asks so (the startup session check)', async () => {
    storage.set(ACCESS_TOKEN_STORAGE_KEY, 'old');
    serve({ refresh: unauthorized, valid: 'never' });
    await expect(getJson('/api/me', { redirectOnAuthFailure: false })).rejects.toBeInstanceOf(ApiError);
    expect(assign).not.toHaveBeenCalled();
    expect(storage.has(ACCESS_TOKEN_STORAGE_KEY)).toBe(false);
  });

  it.each(['/api/login', '/api/signup', '/api/logout', '/api/refresh', '/api/password-reset/confirm'] as const)(
    'never refreshes for %s',
    async (path) => {
      storage.set(ACCESS_TOKEN_STORAGE_KEY, 'old');
      const api = mockApi(on(`POST ${path}`, fail(401, 'UNAUTHORIZED', 'Invalid email or password')));
      const error = (await apiFetch(path, { method: 'POST', body: '{}' }).catch((e: unknown) => e)) as ApiError;
      expect(error.message).toBe('Invalid email or password');
      expect(api.urls()).toEqual([path]);
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

  it("never refreshes a public call's 401/403: its credential is a mailed token, not the session", () => {
    expect(mayRefreshFor('/api/public/invites/preview')).toBe(false);
    expect(mayRefreshFor('/api/public/contacts/editor')).toBe(false);
    expect(mayRefreshFor('/api/publications')).toBe(true);
  });
});

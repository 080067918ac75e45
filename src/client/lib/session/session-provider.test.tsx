// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CurrentUser } from '../../../shared/api/auth';
import { ACCESS_TOKEN_STORAGE_KEY, USER_STORAGE_KEY } from '../../../shared/domain/session';
import { currentUser } from '../../test/fixtures';
import { fail, held, mockApi, networkError, on, unchecked } from '../../test/msw';
import { useSession } from './session-context';
import { renderWithSession, seedSession } from './test-utils';

/** Shows the session and offers its actions. */
function Probe() {
  const { status, user, login, signup, logout } = useSession();
  return (
    <div>
      <p data-testid="status">{status}</p>
      <p data-testid="user">{user ? `${user.name}|${user.role}|${user.email ?? ''}` : 'none'}</p>
      <button
        type="button"
        onClick={() => void login({ email: 'ada@example.org', password: 'Secret#123' }).catch(() => undefined)}
      >
        login
      </button>
      <button
        type="button"
        onClick={() => void signup({ name: 'Bo', email: 'bo@example.org', password: 'Secret#123' })}
      >
        signup
      </button>
      <button type="button" onClick={() => void logout()}>
        logout
      </button>
    </div>
  );
}

const renderProbe = () => renderWithSession([{ path: '/', element: <Probe /> }], '/');
const stored = (key: string) => localStorage.getItem(key);

describe('SessionProvider (seed 001 §4 "Session")', () => {
  it('is anonymous at once without a token, and calls nothing', () => {
    const api = mockApi();
    renderProbe();
    expect(screen.getByTestId('status')).toHaveTextContent('anonymous');
    expect(screen.getByTestId('user')).toHaveTextContent('none');
    expect(api.calls()).toEqual([]);
  });

  it('restores the stored user at once, loading until GET /api/me confirms it, then stores the fresh user', async () => {
    seedSession('tok', { name: 'Old Name', role: 'author' });
    const answer = held<CurrentUser>();
    const api = mockApi(on('GET /api/me', answer.stub));
    renderProbe();
    expect(screen.getByTestId('status')).toHaveTextContent('loading');
    expect(screen.getByTestId('user')).toHaveTextContent('Old Name|author|');
    await waitFor(() => expect(api.calls()).toEqual(['GET /api/me']));
    expect(api.request(0).headers.get('Authorization')).toBe('Bearer tok');
    act(() => answer.release(currentUser({ id: 7, name: 'New Name', email: 'new@example.org', role: 'editor' })));
    await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('authenticated'));
    expect(screen.getByTestId('user')).toHaveTextContent('New Name|editor|new@example.org');
    expect(JSON.parse(stored(USER_STORAGE_KEY) ?? '{}')).toMatchObject({
      name: 'New Name',
      role: 'editor',
      email: 'new@example.org',
    });
  });

  it('becomes anonymous without redirecting when /api/me and the refresh fail', async () => {
    seedSession('expired', { name: 'Ada', role: 'author' });
    const api = mockApi(
      on('GET /api/me', fail(401, 'UNAUTHORIZED', 'Unauthorized')),
      on('POST /api/refresh', fail(401, 'UNAUTHORIZED', 'Unauthorized')),
    );
    renderProbe();
    await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('anonymous'));
    expect(api.calls()).toEqual(['GET /api/me', 'POST /api/refresh']);
    expect(stored(ACCESS_TOKEN_STORAGE_KEY)).toBeNull();
    expect(stored(USER_STORAGE_KEY)).toBeNull();
    expect(window.location.pathname).toBe('/'); // no redirect to /portal
  });

  it('login stores the token and name, role, email and emailVerified; signup stores nothing (decision 0013)', async () => {
    const api = mockApi(
      on('POST /api/login', {
        token: 't1',
        name: 'Ada',
        role: 'author',
        email: 'ada@example.org',
        emailVerified: false,
      }),
      on('POST /api/signup', { message: 'Check your e-mail to confirm your address', name: 'Bo', role: 'author' }),
    );
    const user = userEvent.setup();
    renderProbe();
    await user.click(screen.getByRole('button', { name: 'login' }));
    await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('authenticated'));
    expect(api.bodyOf(0)).toEqual({ email: 'ada@example.org', password: 'Secret#123' });
    expect(stored(ACCESS_TOKEN_STORAGE_KEY)).toBe('t1');
    expect(JSON.parse(stored(USER_STORAGE_KEY) ?? '')).toEqual({
      name: 'Ada',
      role: 'author',
      email: 'ada@example.org',
      emailVerified: false,
    });

    await user.click(screen.getByRole('button', { name: 'signup' }));
    await waitFor(() => expect(api.calls()).toHaveLength(2));
    expect(api.bodyOf(1)).toEqual({ name: 'Bo', email: 'bo@example.org', password: 'Secret#123' });
    // No session from a signup: the signed-in user stays who they were.
    expect(stored(ACCESS_TOKEN_STORAGE_KEY)).toBe('t1');
    expect(screen.getByTestId('user')).toHaveTextContent('Ada|author|ada@example.org');
  });

  it('refuses a sign-in answer that breaks the contract (decision 0064): no session is stored', async () => {
    const api = mockApi(on('POST /api/login', unchecked(200, { name: 'Ada', role: 'author' })));
    const user = userEvent.setup();
    renderProbe();
    await user.click(screen.getByRole('button', { name: 'login' }));
    await waitFor(() => expect(api.calls()).toEqual(['POST /api/login']));
    // The answer has no token: nothing is stored, the visitor stays anonymous.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(stored(ACCESS_TOKEN_STORAGE_KEY)).toBeNull();
    expect(stored(USER_STORAGE_KEY)).toBeNull();
    expect(screen.getByTestId('status')).toHaveTextContent('anonymous');
  });

  it('logout clears token, user and the query cache even when the call fails', async () => {
    seedSession('tok', { name: 'Ada', role: 'author' });
    const api = mockApi(on('GET /api/me', currentUser()), on('POST /api/logout', networkError()));
    const user = userEvent.setup();
    const { client } = renderProbe();
    client.setQueryData(['api', 'admin', 'users'], ['secret']);
    await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('authenticated'));
    await user.click(screen.getByRole('button', { name: 'logout' }));
    await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('anonymous'));
    expect(api.calls()).toContain('POST /api/logout');
    expect(stored(ACCESS_TOKEN_STORAGE_KEY)).toBeNull();
    expect(stored(USER_STORAGE_KEY)).toBeNull();
    expect(client.getQueryData(['api', 'admin', 'users'])).toBeUndefined();
  });

  it('signs out when another tab logs out (storage event)', async () => {
    seedSession('tok', { name: 'Ada', role: 'author' });
    mockApi(on('GET /api/me', currentUser()));
    renderProbe();
    await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('authenticated'));
    act(() => {
      localStorage.removeItem(ACCESS_TOKEN_STORAGE_KEY);
      localStorage.removeItem(USER_STORAGE_KEY);
      window.dispatchEvent(new StorageEvent('storage', { key: ACCESS_TOKEN_STORAGE_KEY, newValue: null }));
    });
    expect(screen.getByTestId('status')).toHaveTextContent('anonymous');
  });
});

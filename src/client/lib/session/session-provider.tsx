/**
 * Holds the session (seed 001 §4 "Session", seed 000 §4) for the whole app. Mount inside
 * the QueryClientProvider (logout clears the query cache).
 *
 * Startup: the stored user is restored at once. With a stored token the status is
 * 'loading' until `GET /api/me` answers (refreshing the token once if needed, never
 * redirecting; parsed by the endpoint table, session-calls.ts): success stores the fresh user;
 * a 401/403 that no refresh heals clears the session; any other failure leaves the status
 * anonymous for this page load (the token is kept, so a transient outage does not sign the
 * user out). Without a token: anonymous at once.
 *
 * Storage is the source of truth: writes in this tab and `storage` events from other tabs
 * (subscribeStoredSession) re-render the provider, so signing out in one tab signs out all.
 */
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import type { SignupResponse } from '../../../shared/api/auth';
import { ApiError, apiFetch } from '../api-client';
import { getAccessToken } from '../access-token';
import {
  SessionContext,
  type LoginValues,
  type Session,
  type SessionStatus,
  type SignupValues,
} from './session-context';
import {
  clearSession,
  getStoredSession,
  setStoredUser,
  storeSession,
  subscribeStoredSession,
  type StoredSession,
  type StoredUser,
} from './stored-session';

const SERVER_SNAPSHOT: StoredSession = { hasToken: false, user: null };

/** The calls whose answers are parsed by the endpoint table, loaded on demand (see session-calls.ts). */
const sessionCalls = () => import('./session-calls');

/**
 * Forgets the cached answers of a session that ended, without stranding a request in flight.
 * `queryClient.clear()` would destroy the queries the mounted page observes and cancel their
 * fetches silently: a page whose check was still running (a used reset link opened while the
 * old token was being found revoked) stayed 'Validating…' for good. So: the answers no page
 * shows are dropped, and the ones on screen are fetched again without the old token (a request
 * still in flight is joined, not cancelled); the mutations' cache is emptied.
 */
function forgetSessionAnswers(queryClient: QueryClient): void {
  queryClient.removeQueries({ type: 'inactive' });
  queryClient.getMutationCache().clear();
  void queryClient.invalidateQueries({ type: 'active' });
}

/** Provides `useSession()` to `children`. */
export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const stored = useSyncExternalStore(subscribeStoredSession, getStoredSession, () => SERVER_SNAPSHOT);
  // Whether the startup check still runs; and whether it failed without clearing the session.
  const [checking, setChecking] = useState(() => getAccessToken() !== null);
  const [unconfirmed, setUnconfirmed] = useState(false);
  const [signedOut, setSignedOut] = useState(false);

  useEffect(() => {
    if (getAccessToken() === null) return;
    const controller = new AbortController();
    sessionCalls()
      .then(({ currentUser }) => currentUser(controller.signal))
      .then((me) => {
        if (controller.signal.aborted) return;
        setStoredUser({ id: me.id, name: me.name, role: me.role, email: me.email, emailVerified: me.emailVerified });
        setChecking(false);
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        // A 401/403 the refresh could not heal has cleared the session already (api-client).
        if (!(error instanceof ApiError && (error.status === 401 || error.status === 403))) setUnconfirmed(true);
        setChecking(false);
      });
    return () => controller.abort();
  }, []);

  // Signed out (here or in another tab): forget every cached answer of the old session.
  const hadToken = useRef(stored.hasToken);
  useEffect(() => {
    if (hadToken.current && !stored.hasToken) forgetSessionAnswers(queryClient);
    hadToken.current = stored.hasToken;
  }, [stored.hasToken, queryClient]);

  const login = useCallback(async (values: LoginValues): Promise<StoredUser> => {
    const body = await (await sessionCalls()).signIn(values);
    const user: StoredUser = { name: body.name, role: body.role, email: body.email, emailVerified: body.emailVerified };
    storeSession(body.token, user);
    setSignedOut(false);
    setUnconfirmed(false);
    setChecking(false);
    return user;
  }, []);

  const signup = useCallback(async (values: SignupValues): Promise<SignupResponse> => {
    return (await sessionCalls()).signUp(values);
  }, []);

  const logout = useCallback(
    async (navigate?: (to: string) => void | Promise<void>): Promise<void> => {
      try {
        await apiFetch('/api/logout', { method: 'POST' });
      } catch {
        // Signed out locally all the same (seed 001 §4).
      } finally {
        // Leave the page first (and wait until it is left), so a guarded page does not see the
        // cleared session and send the user to /portal?next=… instead of /.
        try {
          await navigate?.('/');
        } finally {
          // In the same render as the cleared session: a guard that is still mounted (React keeps
          // the old page while the next one loads) sends the visitor home too, not to /portal.
          setSignedOut(true);
          clearSession();
        }
        forgetSessionAnswers(queryClient);
      }
    },
    [queryClient],
  );

  const status: SessionStatus =
    !stored.hasToken || unconfirmed ? 'anonymous' : checking ? 'loading' : stored.user ? 'authenticated' : 'anonymous';
  const user = status === 'anonymous' ? null : stored.user;

  const session = useMemo<Session>(
    () => ({ status, user, signedOut, login, signup, logout }),
    [status, user, signedOut, login, signup, logout],
  );
  return <SessionContext value={session}>{children}</SessionContext>;
}

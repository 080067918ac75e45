/**
 * The session as the app sees it (seed 001 §4 "Session"): 'loading' until the startup check
 * finishes, then 'authenticated' or 'anonymous'; the user; and the three ways to change it.
 */
import { createContext, useContext } from 'react';
import type { SignupResponse } from '../../../shared/api/auth';
import type { LoginRequest, SignupRequest } from '../../../shared/validation/auth';
import type { StoredUser } from './stored-session';

export type SessionStatus = 'loading' | 'authenticated' | 'anonymous';

/** Credentials of `POST /api/login`: the shared request schema's output. */
export type LoginValues = LoginRequest;

/** Fields of `POST /api/signup`: the shared request schema's output. */
export type SignupValues = SignupRequest;

export interface Session {
  status: SessionStatus;
  /**
   * The signed-in user. While 'loading' it is the stored user (restored at once), so the
   * bar can show it; null when anonymous.
   */
  user: StoredUser | null;
  /**
   * True once this tab has signed out (until its next sign-in): a guarded page still on screen
   * while the sign-out clears the session sends the visitor home, as the sign-out does, not to
   * the portal's sign-in with `next` (seed 001 §2; a sign-out in another tab still goes there).
   */
  signedOut: boolean;
  /**
   * Signs in (`POST /api/login`) and stores token and user.
   * @throws ApiError (401 'Invalid email or password', 400 validation, 429) or a network TypeError
   */
  login(values: LoginValues): Promise<StoredUser>;
  /**
   * Asks for an author account (`POST /api/signup`). Nothing is signed in (decision 0013): the
   * answer's message says to confirm the address from the mailed link, then sign in.
   * @throws ApiError (400 validation with field errors, 429) or a TypeError
   */
  signup(values: SignupValues): Promise<SignupResponse>;
  /**
   * Signs out: `POST /api/logout`, then — even when that call fails — `navigate('/')` (if
   * given), and token, user and the query cache are cleared.
   */
  logout(navigate?: (to: string) => void | Promise<void>): Promise<void>;
}

export const SessionContext = createContext<Session | null>(null);

/** The current session. Must be used under `<SessionProvider>`. */
export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>');
  return session;
}

/** The client's session: provider, hook and stored shapes (seed 001 §4). */
export { SessionProvider } from './session-provider';
export { useSession, type LoginValues, type Session, type SessionStatus, type SignupValues } from './session-context';
export { markStoredEmailVerified, type StoredUser } from './stored-session';
export { storeSession } from './stored-session';
export { refreshAccessToken } from './refresh-token';

/**
 * `GET /api/me` (session-calls.ts), loaded on demand so that the entry chunk stays free of zod
 * (decisions 0017, 0064). Used by the end of an ORCID or institutional sign-in (decision 0087).
 */
export async function loadCurrentUser(signal: AbortSignal) {
  return (await import('./session-calls')).currentUser(signal);
}

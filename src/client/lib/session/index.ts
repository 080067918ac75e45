/** The client's session: provider, hook and stored shapes (seed 001 §4). */
export { SessionProvider } from './session-provider';
export { useSession, type LoginValues, type Session, type SessionStatus, type SignupValues } from './session-context';
export { markStoredEmailVerified, type StoredUser } from './stored-session';
export { storeSession } from './stored-session';
export { refreshAccessToken } from './refresh-token';
export { currentUser } from './session-calls';

/**
 * The session as kept in local storage (seed 001 §4, §9): the access token (see
 * ../access-token.ts) and the signed-in user as JSON under `genesis_user` (signup keeps name
 * and role; login and the startup check keep name, role and email).
 *
 * Writers here notify subscribers in this tab; other tabs learn of changes through the
 * browser's `storage` event, which `subscribeStoredSession` listens to as well. So a logout
 * or a failed refresh in one tab signs out every tab.
 */
import { USER_STORAGE_KEY } from '../../../shared/domain/session';
import { ACCESS_TOKEN_KEY, clearAccessToken, getAccessToken, setAccessToken } from '../access-token';

/** The signed-in user as stored: what the login, signup or current-user answer said. */
export interface StoredUser {
  name: string;
  /** Canonical role name, e.g. `editor_in_chief` (compare with parseRole). */
  role: string;
  email?: string;
  id?: number;
  /** Whether the owner confirmed the address (decision 0013); unknown until /api/me or login says. */
  emailVerified?: boolean;
}

/** What the session store holds: whether a token is held, and the stored user. */
export interface StoredSession {
  hasToken: boolean;
  user: StoredUser | null;
}

const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of [...listeners]) listener();
}

function readRawUser(): string | null {
  try {
    return globalThis.localStorage?.getItem(USER_STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
}

function parseUser(raw: string | null): StoredUser | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const { name, role, email, id, emailVerified } = value as Record<string, unknown>;
    if (typeof name !== 'string' || typeof role !== 'string') return null;
    return {
      name,
      role,
      ...(typeof email === 'string' ? { email } : {}),
      ...(typeof id === 'number' ? { id } : {}),
      ...(typeof emailVerified === 'boolean' ? { emailVerified } : {}),
    };
  } catch {
    return null;
  }
}

/** The stored user, or null when none (or an unreadable one) is stored. */
export function getStoredUser(): StoredUser | null {
  return parseUser(readRawUser());
}

/** Stores `user` (replacing the previous one) and notifies this tab's subscribers. */
export function setStoredUser(user: StoredUser): void {
  try {
    globalThis.localStorage?.setItem(USER_STORAGE_KEY, JSON.stringify(user));
  } catch {
    // Storage unavailable.
  }
  emit();
}

/** Records that the stored user's address is confirmed (decision 0013), if a user is stored. */
export function markStoredEmailVerified(): void {
  const user = getStoredUser();
  if (user && user.emailVerified !== true) setStoredUser({ ...user, emailVerified: true });
}

/** Stores a new session: the access token and the user (login, signup). */
export function storeSession(token: string, user: StoredUser): void {
  setAccessToken(token);
  setStoredUser(user);
}

/** Forgets the token and the user (logout, failed refresh) and notifies subscribers. */
export function clearSession(): void {
  clearAccessToken();
  try {
    globalThis.localStorage?.removeItem(USER_STORAGE_KEY);
  } catch {
    // Nothing stored.
  }
  emit();
}

let cachedKey: string | undefined;
let cachedSnapshot: StoredSession = { hasToken: false, user: null };

/**
 * The stored session, as the same object for as long as storage holds the same values (a
 * `useSyncExternalStore` snapshot). A refreshed token does not change it.
 */
export function getStoredSession(): StoredSession {
  const hasToken = getAccessToken() !== null;
  const rawUser = readRawUser();
  const key = `${hasToken ? 1 : 0}|${rawUser ?? ''}`;
  if (key !== cachedKey) {
    cachedKey = key;
    cachedSnapshot = { hasToken, user: parseUser(rawUser) };
  }
  return cachedSnapshot;
}

/**
 * Calls `listener` whenever the stored session may have changed: a write in this tab, or a
 * `storage` event from another tab touching the token or the user (or clearing storage).
 * @returns the function that unsubscribes
 */
export function subscribeStoredSession(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === ACCESS_TOKEN_KEY || event.key === USER_STORAGE_KEY) listener();
  };
  listeners.add(listener);
  globalThis.addEventListener?.('storage', onStorage);
  return () => {
    listeners.delete(listener);
    globalThis.removeEventListener?.('storage', onStorage);
  };
}

/**
 * The session's answers that carry data — sign-in, sign-up and the startup check of
 * `GET /api/me` (seed 001 §7 "Session") — called through the endpoint table and parsed by its
 * schemas (lib/call.ts, docs/decisions/0064-endpoint-table.md).
 *
 * The session provider is in the entry chunk, which stays free of zod (decision 0017), so it
 * loads this module on demand (`import('./session-calls')`): only a sign-in, a sign-up or a
 * visit with a stored token fetches the schemas, never an anonymous visit of a public page.
 */
import type { CurrentUser, LoginResponse, SignupResponse } from '../../../shared/api/auth';
import * as accounts from '../../../shared/api/endpoints/accounts';
import type { LoginRequest, SignupRequest } from '../../../shared/validation/auth';
import { call } from '../call';

/**
 * `POST /api/login` {email, password} → the access token and the user.
 * @throws ApiError (401 'Invalid email or password', 429, or INVALID_RESPONSE) or a network TypeError
 */
export function signIn(values: LoginRequest): Promise<LoginResponse> {
  return call(accounts.login, { body: values });
}

/**
 * `POST /api/signup` {name, email, password} → 201 {message, name, role}; no session starts.
 * @throws ApiError (400 validation, 429, or INVALID_RESPONSE) or a network TypeError
 */
export function signUp(values: SignupRequest): Promise<SignupResponse> {
  return call(accounts.signup, { body: values });
}

/**
 * `GET /api/me`: the signed-in user, refreshing the token once if needed, never redirecting.
 * @throws ApiError (401/403 when no refresh heals the session, or INVALID_RESPONSE) or a TypeError
 */
export function currentUser(signal: AbortSignal): Promise<CurrentUser> {
  return call(accounts.me, { init: { signal, redirectOnAuthFailure: false } });
}

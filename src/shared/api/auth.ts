/**
 * API contract of accounts and sessions (seed 001 §3, §7; seed 000 §3): one zod schema per
 * response. Request bodies are in shared/validation/auth.ts.
 */
import { z } from 'zod';
import { ROLES } from '../domain/roles';
import { text } from '../validation/text';

export const role = z.enum(ROLES);

/** `POST /api/login` → 200 (seed 001 §3 "Login response: token, name, role, email"). */
export const loginResponse = z.object({
  /** Access token: a signed JWT to send as `Authorization: Bearer …`, valid for minutes. */
  token: text(),
  name: text(),
  role,
  email: text(),
  /** The owner proved the address (decision 0013). */
  emailVerified: z.boolean(),
});
export type LoginResponse = z.infer<typeof loginResponse>;

/**
 * `POST /api/signup` → 201. Seed 001 §3 gives "token, name, role"; we replace the token
 * with a message (docs/decisions/0013): a session for new addresses only would tell who
 * already has an account, so every signup answers alike and the new account signs in once
 * its owner has the mail.
 */
export const signupResponse = z.object({ message: text(), name: text(), role });
export type SignupResponse = z.infer<typeof signupResponse>;

/** `POST /api/refresh` → 200 (seed 001 §3 "Refresh response: token"). */
export const refreshResponse = z.object({ token: text() });
export type RefreshResponse = z.infer<typeof refreshResponse>;

/** `GET /api/me` → 200: the signed-in user. */
export const currentUser = z.object({
  id: z.number().int(),
  name: text(),
  email: text(),
  role,
  /** The owner proved the address (decision 0013); until then the dashboard asks them to. */
  emailVerified: z.boolean(),
});
export type CurrentUser = z.infer<typeof currentUser>;

/** An answer that only says what happened, e.g. of logout or a reset request. */
export const messageResponse = z.object({ message: text() });
export type MessageResponse = z.infer<typeof messageResponse>;

/**
 * `GET /api/password-reset/validate/{token}` → 200 (seed 001 §7 `{valid}`); `purpose: 'set'` on a
 * valid set-password link of a new account (decision 0069), absent on a reset link.
 */
export const resetTokenValidity = z.object({ valid: z.boolean(), purpose: z.literal('set').optional() });
export type ResetTokenValidity = z.infer<typeof resetTokenValidity>;

/** One account in the admin's list (`GET /api/admin/users`). */
export const userSummary = z.object({
  id: z.number().int(),
  name: text(),
  email: text(),
  role,
  /** ISO 8601. */
  createdAt: text(),
  /** ISO 8601, null before the first sign-in. */
  lastSignInAt: text().nullable(),
  /** A deactivated account cannot sign in. */
  active: z.boolean(),
  /** The owner proved the address (decision 0013). */
  emailVerified: z.boolean(),
});
export type UserSummary = z.infer<typeof userSummary>;

/**
 * The public face of the accounts feature: the portal's accounts and everything that proves
 * who someone is (sign-in, sign-up, sessions and refresh tokens, access tokens, password
 * reset and set-password links, address verification, the bootstrap admin). It owns the
 * tables users, sessions, refresh_tokens, password_tokens, email_verifications,
 * password_reset_requests, sign_in_throttle and app_secrets: other features change an
 * account only through the use cases below. Importing deeper is a lint error
 * (docs/decisions/0015-feature-ownership.md).
 */
export { ensureAdmin } from './bootstrap';
export { appSecret } from './app-secret';
export { DEVICE_KEY_NAME } from './device-cookie';
export { REFRESH_KEY_NAME } from './service';
export { AccessTokens, type AccessClaims, type AccessTokenCheck } from './access-tokens';
export { changeAccount, grantRole } from './account-changes';
export { ensureAccount, mailSetPasswordLink } from './invited-account';
export { hashPassword, verifyPassword } from './passwords';
export { passwordProblem } from './common-passwords';
export { hashSecretToken, newSecretToken } from './secret-token';
export { revokeUserSessions, type RevokeReason } from './sessions';
export {
  addReviewingInterests,
  createUser,
  findUserByEmail,
  findUserById,
  listUsers,
  markEmailVerified,
  setPasswordHash,
  userSummaryOf,
  type NewUser,
  type UserRow,
} from './users';
export { startExternalSession, type SignedIn } from './service';
export { refreshCookieFor, setRefreshCookie } from './cookie';
export { assertSameOrigin } from './same-origin';

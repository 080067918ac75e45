/**
 * The public face of the auth feature: what the app and other features may use (sign-in, sign-up, sessions, password reset, address verification).
 * Anything not exported here is the feature's own; importing deeper from another feature is
 * a lint error (docs/decisions/0015-feature-ownership.md).
 */
export { default as authRoutes } from './routes';
export { ensureAdmin } from './bootstrap';

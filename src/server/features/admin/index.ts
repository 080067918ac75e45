/**
 * The public face of the admin feature: what the app and other features may use (the admin inbox and user management).
 * Anything not exported here is the feature's own; importing deeper from another feature is
 * a lint error (docs/decisions/0015-feature-ownership.md).
 */
export { default as adminRoutes } from './routes';

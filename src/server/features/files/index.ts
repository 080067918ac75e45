/**
 * The public face of the files feature: what the app and other features may use (public file downloads).
 * Anything not exported here is the feature's own; importing deeper from another feature is
 * a lint error (docs/decisions/0015-feature-ownership.md).
 */
export { default as fileRoutes } from './routes';

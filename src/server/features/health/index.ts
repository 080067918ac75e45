/**
 * The public face of the health feature: what the app and other features may use (the liveness and readiness checks).
 * Anything not exported here is the feature's own; importing deeper from another feature is
 * a lint error (docs/decisions/0015-feature-ownership.md).
 */
export { default as healthRoutes } from './routes';
export { default as readyRoutes, READY_CHECK_TIMEOUT_MS } from './ready';

/**
 * The HTTP face of the health feature: its Fastify route plugins, the liveness and readiness
 * checks, registered by app.ts. The feature offers no use case to other features, so it has no
 * index.ts; app.ts imports this file (docs/decisions/0015-feature-ownership.md).
 */
export { default as healthRoutes } from './routes';
export { default as readyRoutes, READY_CHECK_TIMEOUT_MS } from './ready';

/**
 * The HTTP face of the usage feature: its Fastify plugin
 * (docs/decisions/0085-counter-r5-usage.md), which counts COUNTER R5.1 usage, serves the article's
 * and journal's usage and the COUNTER API; it owns the counter_* tables (db/schema/usage.ts),
 * registered by app.ts, and its test clock (test-clock-routes.ts, TEST_CLOCK=1 only). The feature
 * offers no use case to other features, so it has no index.ts;
 * app.ts imports this file (docs/decisions/0015-feature-ownership.md).
 */
export { default as usagePlugin } from './routes';
export { default as usageTestClockRoutes } from './test-clock-routes';

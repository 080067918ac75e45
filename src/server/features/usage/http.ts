/**
 * The HTTP face of the usage feature: its Fastify plugin
 * (docs/decisions/0023-citations-related-usage.md), which counts article views and PDF downloads
 * and serves GET /api/articles/{id}/usage; it owns article_usage_daily (db/schema/usage.ts),
 * registered by app.ts. The feature offers no use case to other features, so it has no index.ts;
 * app.ts imports this file (docs/decisions/0015-feature-ownership.md).
 */
export { default as usagePlugin } from './routes';

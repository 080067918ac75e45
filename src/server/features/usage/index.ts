/**
 * The public face of the usage feature (issue 16 "Usage figures"): its plugin, which counts
 * article views and PDF downloads and serves GET /api/articles/{id}/usage. It owns
 * article_usage_daily (db/schema/usage.ts).
 */
export { default as usagePlugin } from './routes';

/**
 * The HTTP face of the admin feature: its Fastify route plugin (the admin inbox, user management
 * and the audit log page), registered by app.ts. The feature offers no use case to other features,
 * so it has no index.ts; app.ts imports this file (docs/decisions/0015-feature-ownership.md).
 */
export { default as adminRoutes } from './routes';

/**
 * The HTTP face of the reports feature (docs/decisions/0086-editorial-reports.md): its Fastify
 * route plugin, registered by app.ts. The feature offers no use case to other features, so it
 * has no index.ts (docs/decisions/0015-feature-ownership.md).
 */
export { default as reportRoutes } from './routes';

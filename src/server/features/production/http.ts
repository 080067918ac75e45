/**
 * The HTTP face of the production feature: its Fastify route plugin, registered by app.ts after
 * the submissions feature's. It is kept apart from the feature's use cases (index.ts), so that a
 * feature calling another's use cases does not load that feature's routes, and the features'
 * imports form no cycle (docs/decisions/0015-feature-ownership.md, 0065-production-feature.md).
 */
export { default as productionRoutes } from './routes';

/**
 * The HTTP face of the assets feature: its Fastify route plugin (and the conversion job it
 * registers), registered by app.ts; kept apart from the use cases (index.ts) so that features
 * calling them do not load the routes (docs/decisions/0015-feature-ownership.md).
 */
export { default as assetRoutes } from './routes';

/**
 * The HTTP face of the oai feature: its Fastify route plugin, the OAI-PMH 2.0 repository of the
 * public catalogue at /oai (decision 0025); it owns no table and reads articles, journals and the
 * article tombstones, registered by app.ts. The feature offers no use case to other features, so
 * it has no index.ts; app.ts imports this file (docs/decisions/0015-feature-ownership.md).
 */
export { default as oaiRoutes } from './routes';

/**
 * The HTTP face of the files feature: its Fastify route plugin (public file downloads), registered
 * by app.ts. The feature offers no use case to other features, so it has no index.ts; app.ts
 * imports this file (docs/decisions/0015-feature-ownership.md).
 */
export { default as fileRoutes } from './routes';

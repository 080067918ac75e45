/**
 * The HTTP face of the users feature: its Fastify route plugin (the signed-in user's own account),
 * registered by app.ts. The feature offers no use case to other features, so it has no index.ts;
 * app.ts imports this file (docs/decisions/0015-feature-ownership.md).
 */
export { default as userRoutes } from './routes';

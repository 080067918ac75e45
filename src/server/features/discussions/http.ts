/**
 * The HTTP face of the discussions feature: its Fastify route plugin, registered by app.ts, kept
 * apart from its use cases (docs/decisions/0015-feature-ownership.md).
 */
export { default as discussionRoutes } from './routes';

/**
 * The HTTP face of the submissions feature: its Fastify route plugin, registered by app.ts. It is
 * kept apart from the feature's use cases (index.ts), so that a feature calling another's use
 * cases does not load that feature's routes, and the features' imports form no cycle
 * (docs/decisions/0015-feature-ownership.md; src/import-cycles.test.ts checks it).
 */
export { default as submissionRoutes } from './routes';

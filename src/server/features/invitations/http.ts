/**
 * The HTTP face of the invitations feature: its Fastify route plugins (the invitations and, in
 * tests, the test clock), registered by app.ts. It is kept apart from the feature's use cases
 * (index.ts), so that a feature calling another's use cases does not load that feature's routes,
 * and the features' imports form no cycle (docs/decisions/0015-feature-ownership.md;
 * src/import-cycles.test.ts checks it).
 */
export { default as invitationRoutes } from './routes';
export { default as testClockRoutes } from './test-clock-routes';

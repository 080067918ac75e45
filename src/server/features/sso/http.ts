/**
 * The HTTP face of the sso feature (decision 0087): its Fastify route plugin, registered by
 * app.ts.
 */
export { default as ssoRoutes } from './routes';

/**
 * The HTTP face of the ror feature (docs/decisions/0090-ror-and-languages.md): its Fastify route
 * plugin, registered by app.ts.
 */
export { default as rorRoutes } from './routes';

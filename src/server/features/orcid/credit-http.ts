/**
 * The HTTP face of ORCID credit (decision 0088): its Fastify plugins, registered by app.ts.
 */
export { default as orcidCreditPlugin } from './credit-plugin';
export { default as orcidCreditRoutes } from './credit-routes';

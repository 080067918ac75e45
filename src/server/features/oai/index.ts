/**
 * The public face of the oai feature (issue 17): the OAI-PMH 2.0 repository of the public
 * catalogue at /oai (docs/decisions/0025-oai-pmh-and-identifiers.md). It owns no table: it
 * reads articles, journals and the article tombstones that the articles feature keeps.
 */
export { default as oaiRoutes } from './routes';

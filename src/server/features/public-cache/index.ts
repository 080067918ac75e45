/**
 * The public face of the public-cache feature (docs/decisions/0020-public-read-cache.md):
 * the catalogue-change subscription other caches (search) clear themselves on, and the cache's
 * counts. Its plugin, which keeps the anonymous answers of `config.publicCache` routes, is in
 * http.ts.
 * Anything not exported here is the feature's own; importing deeper from another feature is
 * a lint error (docs/decisions/0015-feature-ownership.md).
 */
import type { FastifyInstance } from 'fastify';
import type { CatalogueChangeListener } from './catalogue-watch';

export { CATALOGUE_CHANNEL, type CatalogueChangeListener, type CatalogueWatch } from './catalogue-watch';

/**
 * Calls `listener` after every change to the catalogue (an article or journal published,
 * imported, edited or withdrawn, by this server or another on the same PostgreSQL), and after
 * each reconnection of the notification channel (changes may have been missed). Needs
 * `publicCachePlugin` registered on `app`.
 * @returns the function that unsubscribes `listener`
 */
export function onCatalogueChange(app: FastifyInstance, listener: CatalogueChangeListener): () => void {
  return app.catalogue.onChange(listener);
}

/**
 * The public-read cache's counts since this server started
 * (docs/decisions/0039-deployment-operations.md, the metrics' hit ratio): cacheable GET/HEAD
 * requests answered from memory (`hits`) and those that went on to the route (`misses`, while the
 * cache is live). Needs `publicCachePlugin` registered on `app`.
 */
export function publicCacheCounts(app: FastifyInstance): { hits: number; misses: number } {
  return app.publicCacheCounts;
}

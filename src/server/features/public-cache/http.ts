/**
 * The HTTP face of the public-cache feature: its Fastify plugin, which keeps the anonymous answers
 * of `config.publicCache` routes (decision 0020), registered by app.ts. It is kept apart from the
 * feature's use cases (index.ts), so that a feature calling another's use cases does not load that
 * feature's plugins, and the features' imports form no cycle
 * (docs/decisions/0015-feature-ownership.md; src/import-cycles.test.ts checks it).
 */
export {
  default as publicCachePlugin,
  API_CACHE_CONTROL,
  CACHE_STATUS_HEADER,
  type PublicCacheOptions,
} from './plugin';

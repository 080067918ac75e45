/**
 * The public face of the discovery feature
 * (docs/decisions/0026-sitemaps-feeds-signposting.md): robots.txt, sitemaps, feeds and the
 * JATS export, and what the article page's Signposting links need to know of that export.
 * Anything not exported here is the feature's own (docs/decisions/0015-feature-ownership.md).
 */
export { hasJatsExport, jatsExportPath, jatsSourceOf, JATS_MEDIA_TYPE, type JatsCandidate } from './jats-export';

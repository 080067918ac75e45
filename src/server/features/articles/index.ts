/**
 * The public face of the articles feature: what the app and other features may use (the catalogue,
 * one article, search and its cache, and the one writer of `articles`).
 * Anything not exported here is the feature's own; importing deeper from another feature is
 * a lint error (docs/decisions/0015-feature-ownership.md).
 */
export { prepareBulkWrite, withoutSecondaryIndexes } from './bulk-load';
export { prepareCitationStyles } from './citation';
export { clearSearchCache } from './search-cache';
export { findArticle } from './service';
export {
  insertArticle,
  insertArticles,
  markArticleContributorOrcid,
  updateArticle,
  type ArticleValues,
  type InsertedArticles,
} from './writer';

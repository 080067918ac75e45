/**
 * The public face of the articles feature: what other features may use. Anything not
 * exported here is the feature's own (docs/decisions/0015-feature-ownership.md).
 */
export { findArticle } from './service';
export { insertArticle, updateArticle, type ArticleValues } from './writer';

/**
 * The public face of the assets feature (docs/decisions/0082-figures-article-assets.md): the
 * files an article's JATS names, stored at import (storeArticleAssets, called by the
 * importer), converted for the web by the `assets.convert` job, and read by the full-text
 * renderer (assetsForArticle). Anything not exported here is the feature's own
 * (docs/decisions/0015-feature-ownership.md).
 */
export { storeArticleAssets, CONVERT_JOB, type AssetReference, type StoredAssetsReport } from './store';
export {
  convertArticleAssets,
  convertWaitingAssets,
  renditionWidths,
  RENDITION_WIDTHS,
  type ConversionReport,
  type WaitingConversionReport,
} from './convert';
export { assetsForArticle, type AssetView, type RenditionView } from './service';

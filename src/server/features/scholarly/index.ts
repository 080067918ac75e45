/**
 * The public face of the scholarly feature: what the app and other features may use (the JATS and Crossref importer).
 * Anything not exported here is the feature's own; importing deeper from another feature is
 * a lint error (docs/decisions/0015-feature-ownership.md).
 */
export {
  importArticles,
  IMPORT_BATCH_SIZE,
  type ImportContext,
  type ImportOptions,
  type ImportReport,
  type ImportSkip,
} from './import-service';
export { attr, child, descendants, elements, parseXml, path as childPath, type XmlElement, type XmlNode } from './xml';
export { NAMED_ENTITIES } from './xml-entities';
export { parseJats } from './jats';
export { articleTypeFromHeading, DEFAULT_ARTICLE_TYPE } from './article-type';

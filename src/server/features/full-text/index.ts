/**
 * The public face of the full-text feature (docs/decisions/0022-jats-full-text.md): an article's
 * JATS rendered as the page's full text, table of contents and references (findFullText: also the
 * citation_reference tags of the page head). Anything not exported here is the feature's own
 * (docs/decisions/0015-feature-ownership.md).
 */
export { renderFullText, type RenderedFullText } from './render';
export { findFullText } from './service';
export { sanitizeFullText } from './sanitize';

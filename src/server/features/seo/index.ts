/**
 * The public face of the seo feature: what the app and other features may use (server-rendered heads of public pages).
 * Anything not exported here is the feature's own; importing deeper from another feature is
 * a lint error (docs/decisions/0015-feature-ownership.md).
 */
export { renderHead, type PageHead } from './head';
export { resolveHead, type ResolvedHead } from './service';
export { loadPageRenderer, renderPage, ssrDirOf, type PageRenderer } from './page-render';

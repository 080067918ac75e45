/**
 * The header that marks the API calls a server render makes for itself (features/seo
 * injectTransport). They are part of rendering one page, not a reader's request: the usage
 * figures count the page, not these calls. A client that sends the header only keeps its own
 * view from being counted.
 */
export const RENDER_REQUEST_HEADER = 'x-genesis-page-render';

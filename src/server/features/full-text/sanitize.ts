/**
 * The last gate of the full text (docs/decisions/0022-jats-full-text.md): whatever the renderer
 * wrote passes through sanitize-html with an allow-list of elements, attributes, classes and URL
 * schemes. No script, style, event attribute, inline style or `javascript:` address survives it
 * (the page's CSP forbids inline styles and scripts anyway); images and videos only from the
 * article's own asset URLs (decision 0082); disallowed elements keep their
 * text, except scripts and styles, which are dropped whole.
 */
import sanitizeHtml from 'sanitize-html';
import { MATHML_ATTRIBUTES, MATHML_ELEMENTS } from './math';

const HTML_ELEMENTS = [
  'section',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'p',
  'span',
  'i',
  'b',
  'sub',
  'sup',
  'code',
  'pre',
  'u',
  's',
  'abbr',
  'br',
  'hr',
  'a',
  'ul',
  'ol',
  'li',
  'dl',
  'dt',
  'dd',
  'blockquote',
  'figure',
  'figcaption',
  'div',
  'table',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
  'col',
  'colgroup',
  // Images and videos stored with the article (decision 0082).
  'picture',
  'source',
  'img',
  'video',
];

const mathAttributes = Object.fromEntries(MATHML_ELEMENTS.map((name) => [name, [...MATHML_ATTRIBUTES]]));

/** The site's own article asset URLs (decision 0082): the only images and videos the full text may load. */
const ASSET_URL = /^\/api\/articles\/\d+\/assets\/\d+\/[0-9a-f]{12}\/(original|w\d+\.(avif|webp|jpg))$/;

/** True when every address of an image, source or video (src, each srcset candidate) is an asset URL. */
function loadsOnlyAssets(attribs: Record<string, string>): boolean {
  const urls = [attribs.src, ...(attribs.srcset ?? '').split(',').map((c) => c.trim().split(/\s+/)[0])].filter(
    (u): u is string => Boolean(u),
  );
  return urls.length > 0 && urls.every((u) => ASSET_URL.test(u));
}

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...HTML_ELEMENTS, ...MATHML_ELEMENTS],
  allowedAttributes: {
    ...mathAttributes,
    '*': ['id'],
    a: ['href', 'id'],
    ol: [{ name: 'type', multiple: false, values: ['a', 'A', 'i', 'I'] }],
    th: ['colspan', 'rowspan', { name: 'scope', multiple: false, values: ['row', 'col', 'rowgroup', 'colgroup'] }],
    td: ['colspan', 'rowspan'],
    col: ['span'],
    colgroup: ['span'],
    source: [{ name: 'type', multiple: false, values: ['image/avif', 'image/webp'] }, 'srcset', 'sizes'],
    img: [
      'src',
      'srcset',
      'sizes',
      'width',
      'height',
      'alt',
      { name: 'loading', multiple: false, values: ['lazy', 'eager'] },
      { name: 'decoding', multiple: false, values: ['async'] },
    ],
    video: [
      'src',
      { name: 'controls', multiple: false, values: ['controls'] },
      { name: 'preload', multiple: false, values: ['metadata'] },
    ],
    div: [
      { name: 'role', multiple: false, values: ['region'] },
      { name: 'tabindex', multiple: false, values: ['0'] },
      'aria-label',
    ],
  },
  allowedClasses: { '*': [/^jats-[a-z-]+$/] },
  allowedStyles: {},
  allowedSchemes: ['http', 'https', 'mailto', 'ftp'],
  allowedSchemesAppliedToAttributes: ['href', 'src', 'cite', 'srcset'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'title'],
  selfClosing: [...sanitizeHtml.defaults.selfClosing, 'col', 'source'],
  parser: { lowerCaseAttributeNames: true },
  // An image, source or video that would load anything but the article's own files goes, whole.
  exclusiveFilter: (frame) => ['img', 'source', 'video'].includes(frame.tag) && !loadsOnlyAssets(frame.attribs),
};

/** Sanitize HTML written by the renderer (or anything else) with the full text's allow-list. */
export function sanitizeFullText(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}

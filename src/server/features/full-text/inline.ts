/**
 * JATS inline content → HTML (JATS 1.3 "Inline elements"): emphasis (italic, bold, sub,
 * sup, small caps, monospace, underline, strike, overline), links (ext-link, uri, email),
 * cross-references (xref → in-page links; citations of references get ids for the links
 * back), inline formulas and footnote markers. An element with no rendering keeps its text.
 */
import { attr, type XmlElement, type XmlNode } from '../scholarly';
import { claimId, type RenderContext } from './context';
import { bareDoi, doiUrl, domId, escapeText, isSafeUrl, tag } from './html';
import { isBlock } from './block-names';
import { renderFormula } from './math';
import { DROPPED, plainText } from './plain-text';
import { pictureHtml, shownImage } from './picture';

/** Simple one-to-one mappings: JATS element → HTML element (and class). */
const SIMPLE: Record<string, [string, string | null]> = {
  italic: ['i', null],
  bold: ['b', null],
  sub: ['sub', null],
  sup: ['sup', null],
  sc: ['span', 'jats-sc'],
  monospace: ['code', null],
  underline: ['u', null],
  strike: ['s', null],
  overline: ['span', 'jats-overline'],
  roman: ['span', 'jats-roman'],
  'sans-serif': ['span', 'jats-sans'],
  abbrev: ['abbr', null],
  'inline-code': ['code', null],
};

/** Elements whose text is kept without markup (no rendering of their own is needed). */
const TRANSPARENT = new Set([
  'named-content',
  'styled-content',
  'x',
  'phrase',
  'span',
  'chem-struct',
  'hi',
  'sc-ref',
  'target',
  'index-term-range-end',
  'word-count',
  'person-group',
  'name',
  'string-name',
  'surname',
  'given-names',
  'prefix',
  'suffix',
  'collab',
  'etal',
  'article-title',
  'source',
  'year',
  'month',
  'day',
  'volume',
  'issue',
  'fpage',
  'lpage',
  'elocation-id',
  'publisher-name',
  'publisher-loc',
  'edition',
  'comment',
  'chapter-title',
  'data-title',
  'part-title',
  'size',
  'date-in-citation',
  'conf-name',
  'conf-loc',
  'conf-date',
  'series',
  'trans-title',
  'trans-source',
  'version',
  'role',
  'institution',
  'institution-wrap',
  'date',
  'page-range',
  'isbn',
  'issn',
  'std',
  'patent',
  'gov',
  'award-id',
  'funding-source',
  'degrees',
  'uri-string',
]);

/** Inline content (a run of text and inline elements) as HTML. */
export function renderInline(nodes: readonly XmlNode[], ctx: RenderContext): string {
  let out = '';
  for (const node of nodes) out += typeof node === 'string' ? escapeText(node) : renderInlineElement(node, ctx);
  return out;
}

/** Render one element met in inline content. */
export function renderInlineElement(el: XmlElement, ctx: RenderContext): string {
  const name = el.name.toLowerCase();
  const simple = SIMPLE[name];
  if (simple) return tag(simple[0], { class: simple[1] }, renderInline(el.children, ctx));
  if (TRANSPARENT.has(name)) return withAnchor(el, ctx, renderInline(el.children, ctx));
  if (DROPPED.has(name)) return '';
  switch (name) {
    case 'ext-link':
    case 'uri':
    case 'self-uri':
      return renderExtLink(el, ctx);
    case 'email':
      return renderEmail(el, ctx);
    case 'xref':
      return renderXref(el, ctx);
    case 'break':
      return '<br>';
    case 'inline-formula':
      return renderFormula(el, ctx, false);
    case 'math':
    case 'tex-math':
      return renderFormula({ name: 'inline-formula', attrs: {}, children: [el] }, ctx, false);
    case 'inline-graphic':
    case 'graphic':
    case 'media':
      return renderInlineGraphic(el, ctx);
    case 'label':
      return tag('span', { class: 'jats-label' }, renderInline(el.children, ctx));
    case 'fn':
      return renderInlineFootnote(el, ctx);
    case 'inline-supplementary-material':
      return renderInlineSupplement(el, ctx);
    case 'alternatives':
      return renderInlineAlternatives(el, ctx);
    default:
      if (isBlock(name)) return ctx.blocks.renderBlock(el, ctx, 6);
      ctx.unrendered.add(name);
      return renderInline(el.children, ctx);
  }
}

/** A `target` or other anchor with an id keeps its id, so cross-references reach it. */
function withAnchor(el: XmlElement, ctx: RenderContext, inner: string): string {
  const id = attr(el, 'id');
  return id ? tag('span', { id: claimId(ctx, id, 'anchor') }, inner) : inner;
}

/** The address of an ext-link/uri: `xlink:href`, else its text; DOIs become doi.org links. */
function linkTarget(el: XmlElement, textContent: string): string | null {
  const href = (attr(el, 'href') ?? textContent).trim();
  const type = attr(el, 'ext-link-type');
  if (type === 'doi' || /^(doi:|info:doi\/)/i.test(href)) {
    const doi = bareDoi(href) ?? (type === 'doi' ? href : null);
    return doi ? doiUrl(doi) : null;
  }
  if (type === 'pmid' && /^\d+$/.test(href)) return `https://pubmed.ncbi.nlm.nih.gov/${href}/`;
  if (/^www\./i.test(href)) return `https://${href}`;
  return isSafeUrl(href) ? href : null;
}

function renderExtLink(el: XmlElement, ctx: RenderContext): string {
  const href = linkTarget(el, plainText(el));
  if (!href || ctx.inLink) return renderInline(el.children, ctx) || escapeText(href ?? '');
  ctx.inLink = true;
  const inner = renderInline(el.children, ctx);
  ctx.inLink = false;
  return tag('a', { href }, inner || escapeText(href));
}

function renderEmail(el: XmlElement, ctx: RenderContext): string {
  const address = (attr(el, 'href') ?? plainText(el)).replace(/^mailto:/i, '').trim();
  const inner = renderInline(el.children, ctx);
  if (ctx.inLink || !/^[^\s@<>"]+@[^\s@<>"]+$/.test(address)) return inner;
  return tag('a', { href: `mailto:${address}` }, inner);
}

/**
 * A cross-reference: a link to the element it names (`rid`, the first of several). A
 * citation of a reference (ref-type bibr) gets an id of its own, listed under the reference
 * for the link back. Links to ids the page never shows are unwrapped after rendering.
 */
function renderXref(el: XmlElement, ctx: RenderContext): string {
  const rid = (attr(el, 'rid') ?? '').trim().split(/\s+/)[0];
  const type = attr(el, 'ref-type') ?? '';
  if (!rid || ctx.inLink) return renderInline(el.children, ctx);
  ctx.inLink = true;
  let inner = renderInline(el.children, ctx);
  ctx.inLink = false;
  const cls = type === 'bibr' ? 'jats-xref jats-cite' : 'jats-xref';
  if (type === 'fn' || type === 'table-fn') inner = inner.startsWith('<sup') ? inner : `<sup>${inner}</sup>`;
  if (!inner.trim()) inner = escapeText(type === 'bibr' ? '[ref]' : '*');
  if (type === 'bibr') {
    const citeId = claimId(ctx, null, 'cite');
    for (const one of (attr(el, 'rid') ?? '').trim().split(/\s+/)) {
      const list = ctx.citations.get(one) ?? [];
      list.push(citeId);
      ctx.citations.set(one, list);
    }
    return `<a class="${cls}" href="#${domId(rid)}" id="${citeId}">${inner}</a>`;
  }
  return `<a class="${cls}" href="#${domId(rid)}">${inner}</a>`;
}

/**
 * An inline graphic (a symbol or equation image): the image in place when it was stored with the
 * article and converted (decision 0082), at its own size; else its alt text, or nothing.
 */
function renderInlineGraphic(el: XmlElement, ctx: RenderContext): string {
  const alt = el.children.find((c): c is XmlElement => typeof c !== 'string' && c.name === 'alt-text');
  const image = shownImage(ctx, attr(el, 'href'));
  if (image) {
    const widest = image.renditions[image.renditions.length - 1];
    return pictureHtml(image, alt ? plainText(alt) : '', ctx, {
      className: 'jats-inline-graphic',
      sizes: `${widest.width}px`,
    });
  }
  return alt ? tag('span', { class: 'jats-graphic-alt' }, escapeText(plainText(alt))) : '';
}

/** A footnote inside running text: a numbered marker linking to the note, kept beside it. */
function renderInlineFootnote(el: XmlElement, ctx: RenderContext): string {
  const id = claimId(ctx, attr(el, 'id'), 'fn');
  return tag('span', { class: 'jats-inline-fn', id }, ` (${renderInline(el.children, ctx)})`);
}

function renderInlineSupplement(el: XmlElement, ctx: RenderContext): string {
  const inner = renderInline(el.children, ctx);
  const href = attr(el, 'href');
  const doi = bareDoi(href);
  const url = doi ? doiUrl(doi) : href && isSafeUrl(href) ? href : null;
  return url && !ctx.inLink ? tag('a', { href: url }, inner) : inner;
}

/** Of inline alternatives keep MathML, then TeX, then any textual rendering. */
function renderInlineAlternatives(el: XmlElement, ctx: RenderContext): string {
  const kids = el.children.filter((c): c is XmlElement => typeof c !== 'string');
  const pick =
    kids.find((k) => k.name === 'math') ??
    kids.find((k) => k.name === 'tex-math') ??
    kids.find((k) => !['graphic', 'inline-graphic', 'media'].includes(k.name));
  return pick ? renderInlineElement(pick, ctx) : '';
}

/**
 * JATS block content → HTML (JATS 1.3 "Paragraph-level elements"): paragraphs, lists,
 * definition lists, quotations, boxed text, code, statements, and the figures, tables,
 * formulas, footnotes and sections met among them. A paragraph holding a block (a list, a
 * figure, a display formula) is split around it: HTML paragraphs hold inline content only.
 */
import { attr, type XmlElement, type XmlNode } from '../scholarly';
import { BLOCKS } from './block-names';
import { claimId, type BlockRenderers, type RenderContext } from './context';
import { escapeText, tag } from './html';
import { renderFig, renderFigGroup, renderSupplementary } from './figures';
import { renderInline, renderInlineElement } from './inline';
import { renderFormula } from './math';
import { renderSection } from './sections';
import { renderTableWrap } from './tables';

/** Elements a block container ignores (shown elsewhere or metadata). */
const SKIPPED_BLOCKS = new Set([
  'title',
  'label',
  'object-id',
  'permissions',
  'alt-text',
  'long-desc',
  'sec-meta',
  'ref-list',
]);

/**
 * Block content of a container (a section, a list item, a table cell…). Text and inline
 * elements met directly in it are gathered into paragraphs. `level` is the heading level
 * (1 = h2) of sections found here.
 */
export function renderBlocks(nodes: readonly XmlNode[], ctx: RenderContext, level: number): string {
  let out = '';
  let run: XmlNode[] = [];
  const flush = () => {
    const html = renderInline(run, ctx).trim();
    if (html) out += `<p>${html}</p>`;
    run = [];
  };
  for (const node of nodes) {
    if (typeof node !== 'string' && SKIPPED_BLOCKS.has(node.name)) continue;
    if (typeof node !== 'string' && BLOCKS.has(node.name.toLowerCase())) {
      flush();
      out += renderBlock(node, ctx, level);
    } else run.push(node);
  }
  flush();
  return out;
}

/** Flow content of a table cell or footnote: inline when it holds no block, else blocks. */
export function renderFlow(nodes: readonly XmlNode[], ctx: RenderContext, level: number): string {
  const hasBlock = nodes.some((n) => typeof n !== 'string' && BLOCKS.has(n.name.toLowerCase()));
  return hasBlock ? renderBlocks(nodes, ctx, level) : renderInline(nodes, ctx).trim();
}

/** One block element. */
export function renderBlock(el: XmlElement, ctx: RenderContext, level: number): string {
  const name = el.name.toLowerCase();
  switch (name) {
    case 'p':
      return renderParagraph(el, ctx, level);
    case 'sec':
    case 'app':
    case 'ack':
    case 'notes':
    case 'glossary':
      return renderSection(el, ctx, level, null);
    case 'list':
      return renderList(el, ctx, level);
    case 'def-list':
      return renderDefList(el, ctx, level);
    case 'disp-quote':
      return renderQuote(el, ctx, level);
    case 'boxed-text':
      return renderBox(el, ctx, level);
    case 'statement':
      return renderBox(el, ctx, level, 'jats-statement');
    case 'verse-group':
      return tag('div', { class: 'jats-verse' }, renderBlocks(el.children, ctx, level));
    case 'speech':
      return tag('div', { class: 'jats-speech' }, renderBlocks(el.children, ctx, level));
    case 'fig':
      return renderFig(el, ctx);
    case 'fig-group':
      return renderFigGroup(el, ctx, level);
    case 'table-wrap':
      return renderTableWrap(el, ctx, level);
    case 'table-wrap-group':
    case 'disp-formula-group':
      return tag(
        'div',
        { class: 'jats-group', id: claimId(ctx, attr(el, 'id'), 'group') },
        renderBlocks(el.children, ctx, level),
      );
    case 'table':
      return renderTableWrap({ name: 'table-wrap', attrs: {}, children: [el] }, ctx, level);
    case 'disp-formula':
      return renderFormula(el, ctx, true);
    case 'supplementary-material':
    case 'media':
    case 'graphic':
      return renderSupplementary(el, ctx, level);
    case 'fn-group':
      return renderFootnotes(el, ctx, level);
    case 'preformat':
    case 'code':
      return tag('pre', { class: 'jats-code', id: idOf(el, ctx) }, tag('code', {}, escapeText(textOf(el))));
    case 'caption':
    case 'attrib':
      return tag('p', { class: `jats-${name}` }, renderInline(el.children, ctx));
    case 'array':
      return renderTableWrap({ name: 'table-wrap', attrs: {}, children: el.children }, ctx, level);
    default:
      return renderInlineElement(el, ctx);
  }
}

function idOf(el: XmlElement, ctx: RenderContext): string | null {
  const id = attr(el, 'id');
  return id ? claimId(ctx, id, 'block') : null;
}

/** Raw text with line breaks kept (code). */
function textOf(el: XmlElement): string {
  return el.children.map((c) => (typeof c === 'string' ? c : textOf(c))).join('');
}

/** A paragraph; blocks inside it close it and open a new one after them. */
function renderParagraph(el: XmlElement, ctx: RenderContext, level: number): string {
  const id = idOf(el, ctx);
  const html = renderBlocks(el.children, ctx, level);
  return id ? html.replace(/^<p>/, `<p id="${id}">`).replace(/^(?!<p)/, `<span id="${id}"></span>`) : html;
}

const ORDERED: Record<string, string | null> = {
  order: null,
  'alpha-lower': 'a',
  'alpha-upper': 'A',
  'roman-lower': 'i',
  'roman-upper': 'I',
};

/** `list` → `ol` (order, alpha-*, roman-*) or `ul` (bullet; simple: no markers, labels kept). */
function renderList(el: XmlElement, ctx: RenderContext, level: number): string {
  const type = attr(el, 'list-type') ?? 'bullet';
  const ordered = type in ORDERED;
  const title = el.children.find((c): c is XmlElement => typeof c !== 'string' && c.name === 'title');
  let items = '';
  for (const item of el.children) {
    if (typeof item === 'string' || item.name !== 'list-item') continue;
    const label = item.children.find((c): c is XmlElement => typeof c !== 'string' && c.name === 'label');
    const labelHtml = label ? tag('span', { class: 'jats-label' }, renderInline(label.children, ctx)) + ' ' : '';
    const body = renderBlocks(item.children, ctx, level);
    items += tag(
      'li',
      { id: idOf(item, ctx) },
      labelHtml && body.startsWith('<p>') ? body.replace('<p>', `<p>${labelHtml}`) : labelHtml + body,
    );
  }
  const hasLabels = el.children.some(
    (c) =>
      typeof c !== 'string' &&
      c.name === 'list-item' &&
      c.children.some((k) => typeof k !== 'string' && k.name === 'label'),
  );
  const cls = type === 'simple' || hasLabels ? 'jats-list jats-list-simple' : 'jats-list';
  const list =
    ordered && !hasLabels
      ? tag('ol', { class: cls, type: ORDERED[type], id: idOf(el, ctx) }, items)
      : tag('ul', { class: cls, id: idOf(el, ctx) }, items);
  return (title ? tag('p', { class: 'jats-list-title' }, renderInline(title.children, ctx)) : '') + list;
}

function renderDefList(el: XmlElement, ctx: RenderContext, level: number): string {
  const title = el.children.find((c): c is XmlElement => typeof c !== 'string' && c.name === 'title');
  let items = '';
  for (const item of el.children) {
    if (typeof item === 'string' || item.name !== 'def-item') continue;
    for (const part of item.children) {
      if (typeof part === 'string') continue;
      if (part.name === 'term') items += tag('dt', { id: idOf(part, ctx) }, renderInline(part.children, ctx));
      if (part.name === 'def') items += tag('dd', {}, renderFlow(part.children, ctx, level));
    }
  }
  return (
    (title ? tag('p', { class: 'jats-list-title' }, renderInline(title.children, ctx)) : '') +
    tag('dl', { class: 'jats-def-list', id: idOf(el, ctx) }, items)
  );
}

function renderQuote(el: XmlElement, ctx: RenderContext, level: number): string {
  return tag('blockquote', { class: 'jats-quote', id: idOf(el, ctx) }, renderBlocks(el.children, ctx, level));
}

/** Boxed text (and statements): a framed box, its label and title first. */
function renderBox(el: XmlElement, ctx: RenderContext, level: number, cls = 'jats-box'): string {
  const find = (n: string) => el.children.find((c): c is XmlElement => typeof c !== 'string' && c.name === n);
  const caption = find('caption');
  const title =
    find('title') ??
    (caption ? caption.children.find((c): c is XmlElement => typeof c !== 'string' && c.name === 'title') : undefined);
  const label = find('label');
  const head = [label ? renderInline(label.children, ctx) : '', title ? renderInline(title.children, ctx) : '']
    .filter(Boolean)
    .join(' ');
  const captionRest = caption
    ? renderBlocks(
        caption.children.filter((c) => typeof c === 'string' || c.name !== 'title'),
        ctx,
        level,
      )
    : '';
  const body = renderBlocks(
    el.children.filter((c) => typeof c === 'string' || c.name !== 'caption'),
    ctx,
    level,
  );
  return tag(
    'div',
    { class: cls, id: claimId(ctx, attr(el, 'id'), 'box') },
    (head ? tag('p', { class: 'jats-box-title' }, head) : '') + captionRest + body,
  );
}

/** A group of footnotes: a list, each note with its id (the target of its markers). */
export function renderFootnotes(el: XmlElement, ctx: RenderContext, level: number): string {
  const title = el.children.find((c): c is XmlElement => typeof c !== 'string' && c.name === 'title');
  let items = '';
  for (const fn of el.children) {
    if (typeof fn === 'string' || fn.name !== 'fn') continue;
    items += renderFootnote(fn, ctx, level);
  }
  return (
    (title ? tag('p', { class: 'jats-list-title' }, renderInline(title.children, ctx)) : '') +
    (items ? tag('ul', { class: 'jats-footnotes' }, items) : '')
  );
}

/** One footnote as a list item: its label (the marker) and its text. */
export function renderFootnote(fn: XmlElement, ctx: RenderContext, level: number): string {
  const label = fn.children.find((c): c is XmlElement => typeof c !== 'string' && c.name === 'label');
  const labelHtml = label ? tag('span', { class: 'jats-fn-label' }, renderInline(label.children, ctx)) + ' ' : '';
  const body = renderBlocks(fn.children, ctx, level);
  return tag(
    'li',
    { id: claimId(ctx, attr(fn, 'id'), 'fn') },
    labelHtml && body.startsWith('<p>') ? body.replace('<p>', `<p>${labelHtml}`) : labelHtml + body,
  );
}

/**
 * The block renderers, given to each render's context (`createContext`) so that the renderers
 * of elements that hold blocks (figures, sections, tables, inline content) call back into this
 * module without importing it (this module imports them).
 */
export const blockRenderers: BlockRenderers = { renderBlocks, renderFlow, renderBlock, renderFootnote };

/**
 * Tables (JATS `table-wrap`, XHTML table model): a `figure` with the caption, the table in
 * a region that scrolls sideways on narrow screens (focusable and named, so that keyboard
 * users can scroll it), then the table's footnotes. Cells keep `colspan`, `rowspan` and
 * `scope`; `align` becomes a class (no inline styles). A column of `align="char"` cells
 * (`char="."`, the decimal point by default) is aligned on that character without JavaScript
 * (decision 0083): each such cell is right-aligned in tabular figures and padded after its text
 * with figure spaces (U+2007, a digit's width), plus a punctuation space (U+2008) where it has no
 * such character, up to the longest tail of its column. A table given only as an image links
 * to it, as a figure does.
 */
import { attr, type XmlElement } from '../scholarly';
import { claimId, type RenderContext } from './context';
import { escapeText, tag } from './html';
import { plainText } from './plain-text';
import { captionHtml, ownSource } from './figures';
import { downloadLink, pictureHtml, shownImage } from './picture';
import { doiUrl } from './html';

const STRUCTURE = new Set(['thead', 'tbody', 'tfoot', 'tr', 'colgroup']);
const ALIGN = new Set(['left', 'center', 'right', 'justify']);

function elementsOf(el: XmlElement): XmlElement[] {
  return el.children.filter((c): c is XmlElement => typeof c !== 'string');
}

/** A count attribute (colspan, rowspan, span): 1–1000, else omitted. */
function count(value: string | null): number | null {
  const n = value === null ? NaN : Number(value);
  return Number.isInteger(n) && n > 1 && n <= 1000 ? n : null;
}

/** The character an `align="char"` cell aligns on: its `char` (one character), else the decimal point. */
function alignChar(cell: XmlElement): string {
  const char = attr(cell, 'char') ?? '';
  return [...char].length === 1 ? char : '.';
}

/** A cell aligned on a character whose content is text alone (a number, "0.95", "−1.2 ± 0.3"). */
function charCellText(cell: XmlElement): string | null {
  if ((attr(cell, 'align') ?? '').toLowerCase() !== 'char') return null;
  return cell.children.every((c) => typeof c === 'string') ? (cell.children as string[]).join('').trim() : null;
}

/** Characters from the alignment character to the end of `text` (0 when it has none). */
function tailLength(text: string, char: string): number {
  const at = text.indexOf(char);
  return at < 0 ? 0 : [...text.slice(at)].length;
}

/**
 * The padding after each `align="char"` cell of `table` that lines its alignment character up
 * with its column's (decision 0083): cells are placed in columns as the table model places them
 * (colspan, rowspan), and a column's tail is the longest among its cells.
 */
function charPadding(table: XmlElement): Map<XmlElement, string> {
  const rows: XmlElement[] = [];
  const collect = (el: XmlElement) => {
    for (const c of elementsOf(el)) {
      const name = c.name.toLowerCase();
      if (name === 'tr') rows.push(c);
      else if (name === 'thead' || name === 'tbody' || name === 'tfoot') collect(c);
    }
  };
  collect(table);
  const placed: { cell: XmlElement; column: number; text: string; char: string }[] = [];
  const taken: number[] = []; // rows still covered by a rowspan, per column
  for (const row of rows) {
    let column = 0;
    for (const cell of elementsOf(row)) {
      if (!['td', 'th'].includes(cell.name.toLowerCase())) continue;
      while ((taken[column] ?? 0) > 0) column += 1;
      const span = count(attr(cell, 'colspan')) ?? 1;
      const down = count(attr(cell, 'rowspan')) ?? 1;
      const text = charCellText(cell);
      if (text !== null && span === 1) placed.push({ cell, column, text, char: alignChar(cell) });
      for (let c = column; c < column + span; c += 1) taken[c] = Math.max(taken[c] ?? 0, down);
      column += span;
    }
    for (let c = 0; c < taken.length; c += 1) if ((taken[c] ?? 0) > 0) taken[c] -= 1;
  }
  const longest = new Map<number, number>();
  for (const p of placed) longest.set(p.column, Math.max(longest.get(p.column) ?? 0, tailLength(p.text, p.char)));
  const pads = new Map<XmlElement, string>();
  for (const p of placed) {
    const want = longest.get(p.column) ?? 0;
    const have = tailLength(p.text, p.char);
    if (want === have) continue;
    pads.set(p.cell, have === 0 ? `\u2008${'\u2007'.repeat(want - 1)}` : '\u2007'.repeat(want - have));
  }
  return pads;
}

function renderTablePart(el: XmlElement, ctx: RenderContext, pads: Map<XmlElement, string>): string {
  const name = el.name.toLowerCase();
  if (name === 'col') return tag('col', { span: count(attr(el, 'span')) }, '').replace('</col>', '');
  if (name === 'th' || name === 'td') {
    const align = (attr(el, 'align') ?? '').toLowerCase();
    const scope = attr(el, 'scope');
    const pad = pads.get(el);
    const byChar = align === 'char' && charCellText(el) !== null;
    return tag(
      name,
      {
        colspan: count(attr(el, 'colspan')),
        rowspan: count(attr(el, 'rowspan')),
        scope: scope && ['row', 'col', 'rowgroup', 'colgroup'].includes(scope) ? scope : null,
        class: byChar ? 'jats-align-char' : ALIGN.has(align) && align !== 'left' ? `jats-align-${align}` : null,
      },
      ctx.blocks.renderFlow(el.children, ctx, 6) + (pad ? `<span class="jats-char-pad">${pad}</span>` : ''),
    );
  }
  if (STRUCTURE.has(name))
    return tag(
      name,
      {},
      elementsOf(el)
        .map((c) => renderTablePart(c, ctx, pads))
        .join(''),
    );
  return '';
}

/** A JATS/XHTML `table` → HTML; rows directly under `table` go into a `tbody`. */
function renderTable(table: XmlElement, ctx: RenderContext): string {
  let inner = '';
  let looseRows = '';
  const pads = charPadding(table);
  for (const part of elementsOf(table)) {
    const name = part.name.toLowerCase();
    if (name === 'tr') looseRows += renderTablePart(part, ctx, pads);
    else inner += renderTablePart(part, ctx, pads);
  }
  if (looseRows) inner += `<tbody>${looseRows}</tbody>`;
  return `<table>${inner}</table>`;
}

/** A table-wrap: caption, scrollable table(s), footnotes; or a link when the table is an image. */
export function renderTableWrap(el: XmlElement, ctx: RenderContext, level: number): string {
  const id = claimId(ctx, attr(el, 'id'), 'table');
  const label = el.children.find((c): c is XmlElement => typeof c !== 'string' && c.name === 'label');
  const name = label ? plainText(label) : 'Table';
  const alternatives = el.children.find((c): c is XmlElement => typeof c !== 'string' && c.name === 'alternatives');
  const tables = [...elementsOf(el), ...(alternatives ? elementsOf(alternatives) : [])].filter(
    (c) => c.name.toLowerCase() === 'table',
  );
  let inner = tables.length > 0 ? '' : missingTable(el, ctx, name);
  for (const table of tables) {
    inner += tag(
      'div',
      { class: 'jats-table-scroll', role: 'region', tabindex: 0, 'aria-label': name },
      renderTable(table, ctx),
    );
  }
  const foot = el.children.find((c): c is XmlElement => typeof c !== 'string' && c.name === 'table-wrap-foot');
  if (foot) inner += tag('div', { class: 'jats-table-foot' }, renderTableFoot(foot, ctx, level));
  const caption = captionHtml(el, ctx, level);
  return tag('figure', { class: 'jats-table-wrap', id }, (caption ? tag('figcaption', {}, caption) : '') + inner);
}

function renderTableFoot(foot: XmlElement, ctx: RenderContext, level: number): string {
  let out = '';
  for (const part of foot.children) {
    if (typeof part !== 'string' && part.name === 'fn-group') {
      const fns = elementsOf(part).filter((c) => c.name === 'fn');
      out += tag(
        'ul',
        { class: 'jats-footnotes' },
        fns.map((fn) => ctx.blocks.renderFootnote(fn, ctx, level)).join(''),
      );
    } else if (typeof part !== 'string' && part.name === 'fn') {
      out += tag('ul', { class: 'jats-footnotes' }, ctx.blocks.renderFootnote(part, ctx, level));
    } else out += ctx.blocks.renderBlocks([part], ctx, level);
  }
  return out;
}

/** A table given as an image (PLOS, eLife): the image when stored (decision 0082), as a figure's. */
function tableImage(el: XmlElement, ctx: RenderContext, name: string): string {
  const alternatives = el.children.find((c): c is XmlElement => typeof c !== 'string' && c.name === 'alternatives');
  const graphics = [...el.children, ...(alternatives?.children ?? [])].filter(
    (c): c is XmlElement => typeof c !== 'string' && c.name === 'graphic',
  );
  for (const graphic of graphics) {
    const image = shownImage(ctx, attr(graphic, 'href'));
    if (!image) continue;
    const widest = image.renditions[image.renditions.length - 1];
    return (
      tag(
        'a',
        { class: 'jats-fig-open', href: widest.jpeg },
        pictureHtml(image, name, ctx, { className: 'jats-fig-image' }),
      ) + downloadLink(image, 'Download original', 'jats-fig-download')
    );
  }
  return '';
}

function missingTable(el: XmlElement, ctx: RenderContext, name: string): string {
  const image = tableImage(el, ctx, name);
  if (image) return image;
  const href = ownSource(el) ?? (ctx.articleDoi ? doiUrl(ctx.articleDoi) : null);
  if (!href) return '';
  return tag('p', { class: 'jats-source-link' }, tag('a', { href }, escapeText(`View ${name} at the publisher`)));
}

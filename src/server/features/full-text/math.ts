/**
 * Formulas (JATS `disp-formula`, `inline-formula`): MathML is written out as HTML MathML
 * (MathML Core, rendered natively by browsers) from an allow-list of elements and
 * attributes; TeX (`tex-math`) is converted to MathML with Temml; a formula given only as an
 * image keeps its label and a note. A display formula scrolls sideways when wider than the
 * screen, so it is focusable (keyboard users can scroll it). `mfenced`, which MathML Core dropped, becomes an `mrow`
 * with its fences as operators.
 */
import temml from 'temml';
import { attr, type XmlElement, type XmlNode } from '../scholarly';
import { claimId, type RenderContext } from './context';
import { escapeAttr, escapeText, tag } from './html';
import { plainText } from './plain-text';

/** MathML elements written out (MathML Core plus the common presentation elements). */
export const MATHML_ELEMENTS = [
  'math',
  'mrow',
  'mi',
  'mn',
  'mo',
  'mtext',
  'ms',
  'mspace',
  'msub',
  'msup',
  'msubsup',
  'munder',
  'mover',
  'munderover',
  'mmultiscripts',
  'mprescripts',
  'none',
  'mfrac',
  'msqrt',
  'mroot',
  'mstyle',
  'merror',
  'mpadded',
  'mphantom',
  'mtable',
  'mtr',
  'mtd',
  'semantics',
  'menclose',
] as const;

/** MathML attributes written out (no links, styles, classes or event handlers). */
export const MATHML_ATTRIBUTES = [
  'display',
  'mathvariant',
  'displaystyle',
  'scriptlevel',
  'stretchy',
  'fence',
  'separator',
  'accent',
  'accentunder',
  'columnalign',
  'rowalign',
  'columnspacing',
  'rowspacing',
  'columnlines',
  'rowlines',
  'columnspan',
  'rowspan',
  'frame',
  'lspace',
  'rspace',
  'width',
  'height',
  'depth',
  'voffset',
  'linethickness',
  'notation',
  'minsize',
  'maxsize',
  'movablelimits',
  'largeop',
  'symmetric',
  'form',
  'mathsize',
] as const;

const ELEMENTS: ReadonlySet<string> = new Set(MATHML_ELEMENTS);
const ATTRIBUTES: ReadonlySet<string> = new Set(MATHML_ATTRIBUTES);
const VALUE = /^[A-Za-z0-9 .,:;%#+\-_]*$/;

/**
 * A `disp-formula` (display) or `inline-formula`: its MathML, else its TeX, else its
 * alternatives' text, with the label "(1)" of a display formula beside it.
 */
export function renderFormula(el: XmlElement, ctx: RenderContext, display: boolean): string {
  const kids = el.children.filter((c): c is XmlElement => typeof c !== 'string');
  const alternatives = kids.find((k) => k.name === 'alternatives');
  const pool = alternatives ? [...kids, ...alternatives.children.filter(isElement)] : kids;
  const math = pool.find((k) => k.name === 'math');
  const tex = pool.find((k) => k.name === 'tex-math');
  const label = kids.find((k) => k.name === 'label');
  let body: string;
  if (math) body = mathElement(math, display);
  else if (tex) body = texToMathml(plainTextOf(tex), display);
  else {
    const textual = el.children.filter(
      (c) => typeof c === 'string' || !['label', 'graphic', 'alternatives'].includes(c.name),
    );
    const text = textual
      .map((c) => (typeof c === 'string' ? c : plainText(c)))
      .join('')
      .trim();
    body = text ? escapeText(text) : tag('span', { class: 'jats-missing' }, '[formula not available as text]');
  }
  const id = attr(el, 'id');
  // An inline formula is its `math` alone; a span only to carry the id links point to (decision 0084).
  if (!display) return id ? tag('span', { id: claimId(ctx, id, 'formula') }, body) : body;
  const labelHtml = label ? tag('span', { class: 'jats-formula-label' }, escapeText(plainText(label))) : '';
  return tag('div', { class: 'jats-disp-formula', id: claimId(ctx, id, 'formula'), tabindex: 0 }, body + labelHtml);
}

function isElement(n: XmlNode): n is XmlElement {
  return typeof n !== 'string';
}

/** Text of a `tex-math` (CDATA included), unescaped. */
function plainTextOf(el: XmlElement): string {
  return el.children.map((c) => (typeof c === 'string' ? c : plainTextOf(c))).join('');
}

/**
 * TeX → MathML with Temml. The LaTeX document wrapper PMC files carry
 * (`\documentclass…\begin{document}$…$\end{document}`) and math delimiters are removed
 * first. An expression Temml cannot parse is shown as its TeX source.
 */
export function texToMathml(source: string, display: boolean): string {
  let tex = source;
  const doc = /\\begin\{document\}([\s\S]*?)\\end\{document\}/.exec(tex);
  if (doc) tex = doc[1];
  tex = tex
    .trim()
    .replace(/^\$\$([\s\S]*)\$\$$/, '$1')
    .replace(/^\$([\s\S]*)\$$/, '$1')
    .replace(/^\\\[([\s\S]*)\\\]$/, '$1')
    .replace(/^\\\(([\s\S]*)\\\)$/, '$1')
    .trim();
  try {
    return temml.renderToString(tex, { displayMode: display, throwOnError: true, trust: false });
  } catch {
    return tag('code', { class: 'jats-tex' }, escapeText(source.trim()));
  }
}

/**
 * A MathML element on its way out: allow-listed name and attributes (values escaped), children.
 * Text is kept as decoded text and escaped when written.
 */
interface MathNode {
  name: string;
  attrs: [string, string][];
  children: (MathNode | string)[];
}

/** Token elements: their text is content (whitespace included); elsewhere whitespace-only text is not rendered. */
const TOKENS: ReadonlySet<string> = new Set(['mi', 'mn', 'mo', 'mtext', 'ms']);

/**
 * Elements whose children are laid out as one row (MathML Core §3.1.3 "inferred mrow": `math`,
 * `mrow`, `mstyle`, `msqrt`, `mtd`, `mpadded`, `mphantom`, `menclose`, `merror`): an `mrow`
 * with a single child inside one of them is one more row item with the same box.
 */
const ROW_LIKE: ReadonlySet<string> = new Set([
  'math',
  'mrow',
  'mstyle',
  'msqrt',
  'mtd',
  'mpadded',
  'mphantom',
  'menclose',
  'merror',
]);

/**
 * Large operators of the MathML operator dictionary (MathML Core appendix B, `largeop`): n-ary
 * sums, products, integrals, unions and intersections, and the U+2A00–U+2AFF n-ary block.
 */
const LARGE_OPERATOR = /^[\u220F-\u2211\u222B-\u2233\u22C0-\u22C3\u2A00-\u2A1C]$/u;

/**
 * A `math` element written out from the allow-list in its minimal form (decision 0084),
 * `display="block"` when displayed. The minimal form renders the same as the source under
 * MathML Core: no `display="inline"` (the default), no namespace prefixes, ids or whitespace
 * between elements, no `mrow` around a single row item, no top-level `mstyle` that only restates
 * the formula's own display style, no `mathvariant="normal"` on a multi-letter `mi` (already
 * upright).
 */
function mathElement(el: XmlElement, display: boolean): string {
  const attrs = attributesOf(el).filter(([k]) => k !== 'display');
  if (display) attrs.push(['display', 'block']);
  const root: MathNode = { name: 'math', attrs, children: el.children.flatMap((c) => toMathNodes(c)) };
  return write(minimal(root, display));
}

function attributesOf(el: XmlElement): [string, string][] {
  const out: [string, string][] = [];
  for (const [key, value] of Object.entries(el.attrs)) {
    const k = key.toLowerCase();
    if (ATTRIBUTES.has(k) && VALUE.test(value)) out.push([k, value]);
  }
  return out;
}

/** The source's nodes as allow-listed MathML nodes (mfenced, semantics and mlabeledtr made MathML Core). */
function toMathNodes(node: XmlNode): (MathNode | string)[] {
  if (typeof node === 'string') return [node];
  const name = node.name.toLowerCase();
  if (name === 'mfenced') return [fenced(node)];
  if (name === 'semantics') {
    const first = node.children.find(isElement);
    return first ? toMathNodes(first) : [];
  }
  if (name === 'annotation' || name === 'annotation-xml' || name === 'maligngroup' || name === 'malignmark') return [];
  const kids = () => node.children.flatMap((c) => toMathNodes(c));
  if (name === 'mlabeledtr') {
    const cells = node.children.filter(isElement).slice(1);
    return [{ name: 'mtr', attrs: [], children: cells.flatMap((c) => toMathNodes(c)) }];
  }
  if (name === 'math') return kids();
  if (!ELEMENTS.has(name)) return [{ name: 'mrow', attrs: [], children: kids() }];
  return [{ name, attrs: attributesOf(node), children: kids() }];
}

/** `<mfenced open="[" close="]" separators=";">a b</mfenced>` → `<mrow><mo>[</mo>a<mo>;</mo>b<mo>]</mo></mrow>`. */
function fenced(el: XmlElement): MathNode {
  const open = el.attrs.open ?? '(';
  const close = el.attrs.close ?? ')';
  const separators = (el.attrs.separators ?? ',').replace(/\s/g, '');
  const kids = el.children.filter(isElement);
  const children: (MathNode | string)[] = [];
  const mo = (text: string, role: 'fence' | 'separator'): MathNode => ({
    name: 'mo',
    attrs: [[role, 'true']],
    children: [text],
  });
  if (open) children.push(mo(open, 'fence'));
  kids.forEach((kid, i) => {
    if (i > 0 && separators) children.push(mo(separators[Math.min(i - 1, separators.length - 1)], 'separator'));
    children.push(...toMathNodes(kid));
  });
  if (close) children.push(mo(close, 'fence'));
  return { name: 'mrow', attrs: [], children };
}

const elementsOf = (node: MathNode) => node.children.filter((c): c is MathNode => typeof c !== 'string');
const textOf = (node: MathNode): string => node.children.map((c) => (typeof c === 'string' ? c : textOf(c))).join('');

/**
 * An embellished operator (MathML Core §3.2.4.1): an `mo`; a script, fraction or `semantics`
 * whose first child is one; a row (`mrow`, `mstyle`, `mphantom`, `mpadded`) whose only child is
 * one. Its form and spacing depend on its place in the row, so it is never moved out of its `mrow`.
 */
function isEmbellishedOperator(node: MathNode): boolean {
  if (node.name === 'mo') return true;
  const kids = elementsOf(node);
  if (['msub', 'msup', 'msubsup', 'munder', 'mover', 'munderover', 'mmultiscripts', 'mfrac'].includes(node.name))
    return kids.length > 0 && isEmbellishedOperator(kids[0]);
  if (['mrow', 'mstyle', 'mphantom', 'mpadded'].includes(node.name))
    return kids.length === 1 && isEmbellishedOperator(kids[0]);
  return false;
}

/**
 * True when `node` holds something laid out differently in display and inline style (MathML
 * Core's `math-style`: fractions, radicals, under- and overscripts with movable limits, large
 * operators, tables, nested styles).
 */
function dependsOnMathStyle(node: MathNode): boolean {
  if (['mfrac', 'msqrt', 'mroot', 'munder', 'mover', 'munderover', 'mtable', 'mstyle'].includes(node.name)) return true;
  if (node.name === 'mo') {
    if (node.attrs.some(([k]) => k === 'largeop' || k === 'movablelimits')) return true;
    if (LARGE_OPERATOR.test(textOf(node).trim())) return true;
  }
  return elementsOf(node).some(dependsOnMathStyle);
}

/** The minimal form of `node` (see {@link mathElement}); `display` is the formula's own style. */
function minimal(node: MathNode, display: boolean): MathNode {
  const token = TOKENS.has(node.name);
  let children = node.children
    .filter((c) => token || typeof c !== 'string' || c.trim() !== '')
    .map((c) => (typeof c === 'string' ? c : minimal(c, display)));
  if (ROW_LIKE.has(node.name)) {
    const plainRow = (c: MathNode | string): c is MathNode =>
      typeof c !== 'string' && c.name === 'mrow' && c.attrs.length === 0;
    if (children.length === 1 && plainRow(children[0])) {
      // A row that is all of its parent's row: its items are the parent's, in the same places.
      children = children[0].children;
    } else {
      // A row of one item, not an operator, is that item (the parent's row keeps its length).
      children = children.map((c) =>
        plainRow(c) &&
        c.children.length === 1 &&
        typeof c.children[0] !== 'string' &&
        !isEmbellishedOperator(c.children[0])
          ? c.children[0]
          : c,
      );
    }
  }
  let attrs = node.attrs;
  if (node.name === 'mi' && [...textOf(node)].length > 1)
    attrs = attrs.filter(([k, v]) => !(k === 'mathvariant' && v === 'normal'));
  const out: MathNode = { name: node.name, attrs, children };
  if (node.name === 'math') {
    const only = elementsOf(out);
    const style = only.length === 1 && out.children.length === 1 && only[0].name === 'mstyle' ? only[0] : null;
    if (style && restatesStyle(style, display)) out.children = style.children;
  }
  return out;
}

/**
 * True when a top-level `mstyle` changes nothing: only `scriptlevel="0"` (the `math` element's own
 * `math-depth`) and a `displaystyle` equal to the formula's style, or any `displaystyle` when
 * nothing inside depends on the style.
 */
function restatesStyle(style: MathNode, display: boolean): boolean {
  for (const [k, v] of style.attrs) {
    if (k === 'scriptlevel' && v === '0') continue;
    if (k !== 'displaystyle') return false;
    const same = (v === 'true') === display;
    if (!same && style.children.some((c) => typeof c !== 'string' && dependsOnMathStyle(c))) return false;
  }
  return true;
}

function write(node: MathNode | string): string {
  if (typeof node === 'string') return escapeText(node);
  const attrs = node.attrs.map(([k, v]) => ` ${k}="${escapeAttr(v)}"`).join('');
  return `<${node.name}${attrs}>${node.children.map(write).join('')}</${node.name}>`;
}

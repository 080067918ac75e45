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
  if (!display) return tag('span', { class: 'jats-inline-formula', id: id ? claimId(ctx, id, 'formula') : null }, body);
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

/** A MathML `math` element written out from the allow-list, `display="block"` when displayed. */
function mathElement(el: XmlElement, display: boolean): string {
  const inner = el.children.map(serialize).join('');
  const attrs = attributesOf(el);
  const displayAttr = display ? ' display="block"' : attrs.includes('display=') ? '' : ' display="inline"';
  return `<math${attrs.replace(/ display="[^"]*"/, '')}${displayAttr}>${inner}</math>`;
}

function attributesOf(el: XmlElement): string {
  let out = '';
  for (const [key, value] of Object.entries(el.attrs)) {
    const k = key.toLowerCase();
    if (ATTRIBUTES.has(k) && VALUE.test(value)) out += ` ${k}="${escapeAttr(value)}"`;
  }
  return out;
}

function serialize(node: XmlNode): string {
  if (typeof node === 'string') return escapeText(node);
  const name = node.name.toLowerCase();
  if (name === 'mfenced') return fenced(node);
  if (name === 'semantics') {
    const first = node.children.find(isElement);
    return first ? serialize(first) : '';
  }
  if (name === 'annotation' || name === 'annotation-xml' || name === 'maligngroup' || name === 'malignmark') return '';
  if (name === 'mlabeledtr') {
    const cells = node.children.filter(isElement).slice(1);
    return `<mtr>${cells.map(serialize).join('')}</mtr>`;
  }
  const inner = node.children.map(serialize).join('');
  if (!ELEMENTS.has(name) || name === 'math') return name === 'math' ? inner : `<mrow>${inner}</mrow>`;
  return `<${name}${attributesOf(node)}>${inner}</${name}>`;
}

/** `<mfenced open="[" close="]" separators=";">a b</mfenced>` → `<mrow><mo>[</mo>a<mo>;</mo>b<mo>]</mo></mrow>`. */
function fenced(el: XmlElement): string {
  const open = el.attrs.open ?? '(';
  const close = el.attrs.close ?? ')';
  const separators = (el.attrs.separators ?? ',').replace(/\s/g, '');
  const kids = el.children.filter(isElement);
  let inner = open ? `<mo fence="true">${escapeText(open)}</mo>` : '';
  kids.forEach((kid, i) => {
    if (i > 0 && separators)
      inner += `<mo separator="true">${escapeText(separators[Math.min(i - 1, separators.length - 1)])}</mo>`;
    inner += serialize(kid);
  });
  if (close) inner += `<mo fence="true">${escapeText(close)}</mo>`;
  return `<mrow>${inner}</mrow>`;
}

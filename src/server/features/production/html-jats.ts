/**
 * The web full text (sanitized HTML made from the accepted Word manuscript, docx-html.ts) →
 * a JATS 1.3 `body` (docs/decisions/0028-production-metadata-and-generated-jats.md).
 * Headings h2–h6 open nested `sec`s with their `title` (h2 is a top-level section); `p`,
 * lists (`list` bullet/order with `list-item`), block quotes (`disp-quote`), preformatted text
 * (`preformat`), tables (`table-wrap` with the XHTML table model JATS uses, colspan and rowspan
 * kept) and figures (`fig` with its `caption`) become their JATS elements; inline `b`/`strong`,
 * `i`/`em`, `u`, `s`, `sub`, `sup`, `code` and web links (`ext-link`) theirs. Links inside the
 * document (mammoth's footnote markers) keep their text only. Anything else keeps its text.
 * Pure: no I/O.
 */
import { DOMParser } from '@xmldom/xmldom';
import { collapseWhitespace, el, fragment, type Xml, type XmlChild } from '../../lib/xml';

type DomNode = {
  nodeType: number;
  nodeName: string;
  nodeValue: string | null;
  childNodes: ArrayLike<DomNode>;
  getAttribute?: (name: string) => string | null;
};

const TEXT = 3;
const ELEMENT = 1;

const INLINE: Record<string, string> = {
  b: 'bold',
  strong: 'bold',
  i: 'italic',
  em: 'italic',
  u: 'underline',
  s: 'strike',
  del: 'strike',
  sub: 'sub',
  sup: 'sup',
  code: 'monospace',
  kbd: 'monospace',
  tt: 'monospace',
};
const HEADING = /^h([1-6])$/;
/** Never text of the article, even if an unsanitized document is given. */
const DROPPED = new Set(['script', 'style', 'template', 'noscript', 'iframe', 'object']);
const BLOCKS = new Set([
  'p',
  'ul',
  'ol',
  'table',
  'blockquote',
  'pre',
  'figure',
  'div',
  'section',
  'hr',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
]);

const nameOf = (n: DomNode) => n.nodeName.toLowerCase();
const kids = (n: DomNode) => Array.from(n.childNodes);
const attrOf = (n: DomNode, a: string) => n.getAttribute?.(a) ?? null;

interface Counters {
  table: number;
  fig: number;
  sec: number;
}

const isEmpty = (markup: Xml) => markup.toString() === '';

/** Inline content of `nodes` as JATS inline markup (block children flattened to their text). */
function inline(nodes: DomNode[]): Xml {
  const out: XmlChild[] = [];
  for (const n of nodes) {
    if (n.nodeType === TEXT) out.push(n.nodeValue ?? '');
    if (n.nodeType !== ELEMENT) continue;
    const name = nameOf(n);
    if (DROPPED.has(name)) continue;
    const jats = INLINE[name];
    if (jats) {
      const inner = inline(kids(n));
      out.push(inner.toString().trim() ? el(jats, {}, inner) : inner);
    } else if (name === 'a') {
      const href = attrOf(n, 'href') ?? '';
      const inner = inline(kids(n));
      out.push(
        /^(https?|ftp|mailto):/i.test(href)
          ? el('ext-link', { 'ext-link-type': 'uri', 'xlink:href': href }, isEmpty(inner) ? href : inner)
          : inner,
      );
    } else if (name === 'br') out.push(' ');
    else out.push(inline(kids(n)));
  }
  return fragment(out);
}

/** A paragraph, or nothing when it holds no text. */
function paragraph(nodes: DomNode[]): Xml | null {
  const inner = collapseWhitespace(inline(nodes));
  return isEmpty(inner) ? null : el('p', {}, inner);
}

/** Block content (`p`, `list`, …) of `nodes`; loose inline runs become paragraphs. */
function blocks(nodes: DomNode[], c: Counters): Xml {
  const out: XmlChild[] = [];
  let run: DomNode[] = [];
  const flush = () => {
    out.push(paragraph(run));
    run = [];
  };
  for (const n of nodes) {
    const name = n.nodeType === ELEMENT ? nameOf(n) : '';
    if (DROPPED.has(name)) continue;
    if (!BLOCKS.has(name)) {
      run.push(n);
      continue;
    }
    flush();
    out.push(block(n, name, c));
  }
  flush();
  return fragment(out);
}

function block(n: DomNode, name: string, c: Counters): Xml | null {
  switch (name) {
    case 'p':
    case 'h1':
      return paragraph(kids(n));
    case 'ul':
    case 'ol':
      return list(n, name, c);
    case 'blockquote': {
      const inner = blocks(kids(n), c);
      return isEmpty(inner) ? null : el('disp-quote', {}, inner);
    }
    case 'pre':
      return el('preformat', {}, textOf(n));
    case 'table':
      return table(n, c);
    case 'figure':
      return figure(n, c);
    case 'hr':
      return null;
    default:
      // div, section and headings below a section's level: their content.
      return HEADING.test(name) ? paragraph(kids(n)) : blocks(kids(n), c);
  }
}

function textOf(n: DomNode): string {
  return n.nodeType === TEXT ? (n.nodeValue ?? '') : kids(n).map(textOf).join('');
}

const ORDER_TYPES: Record<string, string> = { a: 'alpha-lower', A: 'alpha-upper', i: 'roman-lower', I: 'roman-upper' };

function list(n: DomNode, name: string, c: Counters): Xml | null {
  const type = name === 'ul' ? 'bullet' : (ORDER_TYPES[attrOf(n, 'type') ?? ''] ?? 'order');
  const items = kids(n)
    .filter((k) => k.nodeType === ELEMENT && nameOf(k) === 'li')
    .map((li) => {
      const content = blocks(kids(li), c);
      return el('list-item', {}, isEmpty(content) ? el('p') : content);
    });
  return items.length > 0 ? el('list', { 'list-type': type }, items) : null;
}

/** A cell: its paragraphs joined by line breaks (JATS `break`), inline markup kept. */
function cell(n: DomNode, tagName: 'td' | 'th'): Xml {
  const parts: Xml[] = [];
  let run: DomNode[] = [];
  for (const k of kids(n)) {
    if (k.nodeType === ELEMENT && BLOCKS.has(nameOf(k))) {
      parts.push(inline(run), inline(kids(k)));
      run = [];
    } else run.push(k);
  }
  parts.push(inline(run));
  const lines = parts.map(collapseWhitespace).filter((p) => !isEmpty(p));
  const attrs: Record<string, string> = {};
  for (const a of ['colspan', 'rowspan']) {
    const v = attrOf(n, a);
    if (v && /^\d{1,3}$/.test(v) && v !== '1') attrs[a] = v;
  }
  return el(
    tagName,
    attrs,
    lines.map((line, i) => (i === 0 ? line : [el('break'), line])),
  );
}

function rows(n: DomNode): DomNode[] {
  return kids(n).flatMap((k) => {
    if (k.nodeType !== ELEMENT) return [];
    const name = nameOf(k);
    if (name === 'tr') return [k];
    return ['thead', 'tbody', 'tfoot'].includes(name) ? rows(k) : [];
  });
}

function table(n: DomNode, c: Counters): Xml | null {
  const all = rows(n);
  if (all.length === 0) return null;
  const row = (tr: DomNode) =>
    el(
      'tr',
      {},
      kids(tr)
        .filter((k) => k.nodeType === ELEMENT && ['td', 'th'].includes(nameOf(k)))
        .map((k) => cell(k, nameOf(k) as 'td' | 'th')),
    );
  const isHead = (tr: DomNode) =>
    kids(tr).some((k) => k.nodeType === ELEMENT && nameOf(k) === 'th') &&
    kids(tr).every((k) => k.nodeType !== ELEMENT || nameOf(k) === 'th');
  let headRows = 0;
  while (headRows < all.length - 1 && isHead(all[headRows])) headRows++;
  const head = all.slice(0, headRows);
  const body = all.slice(headRows);
  const id = `table${++c.table}`;
  return el(
    'table-wrap',
    { id },
    el('label', {}, `Table ${c.table}`),
    el('table', {}, head.length > 0 ? el('thead', {}, head.map(row)) : null, el('tbody', {}, body.map(row))),
  );
}

function figure(n: DomNode, c: Counters): Xml {
  const caption = kids(n).find((k) => k.nodeType === ELEMENT && nameOf(k) === 'figcaption');
  const id = `fig${++c.fig}`;
  const captionXml = caption ? paragraph(kids(caption)) : null;
  return el('fig', { id }, el('label', {}, `Figure ${c.fig}`), captionXml ? el('caption', {}, captionXml) : null);
}

/** A section being written: its level (0 is the body itself), its id and title, its content so far. */
interface OpenSection {
  level: number;
  id: string;
  title: Xml | null;
  content: XmlChild[];
}

/**
 * Converts the web full text to the content of a JATS `body`: top-level blocks first, then
 * one `sec` per h2 with its subsections (h3 … h6) nested. Written with lib/xml
 * (docs/decisions/0063-xml-one-writer.md).
 * @param html sanitized HTML (the output of docx-html.ts)
 * @returns the body's content, or null when nothing is left
 */
export function jatsBody(html: string): Xml | null {
  const doc = new DOMParser().parseFromString(`<div>${html}</div>`, 'text/html') as unknown as DomNode;
  const root = findDiv(doc);
  if (!root) return null;
  const c: Counters = { table: 0, fig: 0, sec: 0 };
  const stack: OpenSection[] = [{ level: 0, id: '', title: null, content: [] }];
  let pending: DomNode[] = [];
  const flush = () => {
    stack.at(-1)!.content.push(blocks(pending, c));
    pending = [];
  };
  const close = () => {
    const sec = stack.pop()!;
    stack.at(-1)!.content.push(el('sec', { id: sec.id }, el('title', {}, sec.title), sec.content));
  };
  for (const n of kids(root)) {
    const m = n.nodeType === ELEMENT ? HEADING.exec(nameOf(n)) : null;
    const level = m ? Math.max(1, Number(m[1]) - 1) : 0;
    if (!m || m[1] === '1') {
      pending.push(n);
      continue;
    }
    flush();
    while (stack.at(-1)!.level >= level) close();
    stack.push({ level, id: `sec${++c.sec}`, title: collapseWhitespace(inline(kids(n))), content: [] });
  }
  flush();
  while (stack.length > 1) close();
  const body = fragment(stack[0].content);
  return isEmpty(body) ? null : body;
}

/** `jatsBody` as text: the content of a JATS `body`, '' when nothing is left. */
export function htmlToJatsBody(html: string): string {
  return jatsBody(html)?.toString() ?? '';
}

function findDiv(n: DomNode): DomNode | null {
  if (n.nodeType === ELEMENT && nameOf(n) === 'div') return n;
  for (const k of kids(n)) {
    const found = findDiv(k);
    if (found) return found;
  }
  return null;
}

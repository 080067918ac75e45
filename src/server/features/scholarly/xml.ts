/**
 * XML plumbing shared by the scholarly-metadata parsers (JATS, Crossref deposit):
 * one configured fast-xml-parser, a small element tree, and helpers to walk it and to
 * flatten mixed content (`Foo <italic>bar</italic> baz`) into plain text.
 */
import { XMLParser } from 'fast-xml-parser';
import { NAMED_ENTITIES } from './xml-entities';

/** An element of the parsed document. Namespace prefixes are removed (`xlink:href` -> `href`). */
export interface XmlElement {
  name: string;
  attrs: Record<string, string>;
  children: XmlNode[];
}

/** A node is an element or a run of text (entities already decoded). */
export type XmlNode = XmlElement | string;

/** Result of {@link parseXml}: the root element, or the parser's error message. */
export type XmlParseResult = { ok: true; root: XmlElement } | { ok: false; reason: string };

/** Raw preserveOrder node as fast-xml-parser emits it. */
type RawNode = Record<string, unknown>;

/**
 * Build the XMLParser every scholarly parser uses: order preserved (mixed content), text
 * kept untrimmed (spacing between inline elements), values left as strings ("07" stays
 * "07"), namespace prefixes removed, entities decoded (numeric references, XML's five and
 * the common ISO/HTML names of {@link NAMED_ENTITIES}), processing instructions dropped.
 * `skipPaths` are dotted element paths from the root, prefixes removed ("article.body",
 * "doi_batch.body.journal.journal_article.citation_list"), whose content is not needed
 * and is left unparsed; on full-text JATS that saves most of the work.
 */
export function createXmlParser(skipPaths: readonly string[] = []): XMLParser {
  const parser = new XMLParser({
    preserveOrder: true,
    ignoreAttributes: false,
    attributeNamePrefix: '',
    removeNSPrefix: true,
    trimValues: false,
    parseTagValue: false,
    parseAttributeValue: false,
    ignoreDeclaration: true,
    ignorePiTags: true,
    processEntities: true,
    htmlEntities: true, // also enables numeric references (&#x2013;)
    maxNestedTags: 1000,
    stopNodes: [...skipPaths],
  });
  for (const [name, value] of Object.entries(NAMED_ENTITIES)) parser.addEntity(name, value);
  return parser;
}

const parsers = new Map<string, XMLParser>();

/**
 * Parse an XML string into an {@link XmlElement} tree rooted at the document element.
 * The document is validated first, so malformed input yields `{ ok: false, reason }` with
 * the parser's message and position ("malformed XML: Expected closing tag 'b' … (line 1,
 * column 7)") rather than a half-built tree. Never throws.
 * `skipPaths`: see {@link createXmlParser}; a skipped element appears with no children
 * (it is still validated). `validate: false` skips the validation pass (half the time of a
 * parse) for documents already validated once, such as a stored JATS file.
 */
export function parseXml(
  xml: string,
  skipPaths: readonly string[] = [],
  options: { validate?: boolean } = {},
): XmlParseResult {
  if (typeof xml !== 'string' || xml.trim() === '') return { ok: false, reason: 'empty document' };
  const key = skipPaths.join('|');
  let parser = parsers.get(key);
  if (!parser) {
    parser = createXmlParser(skipPaths);
    parsers.set(key, parser);
  }
  let raw: unknown;
  try {
    raw = parser.parse(xml, options.validate ?? true);
  } catch (err) {
    return { ok: false, reason: `malformed XML: ${errorMessage(err)}` };
  }
  const top = Array.isArray(raw) ? convertAll(raw as RawNode[], '', new Set(skipPaths)) : [];
  const roots = top.filter((n): n is XmlElement => typeof n !== 'string');
  if (roots.length === 0) return { ok: false, reason: 'malformed XML: no root element' };
  if (roots.length > 1) return { ok: false, reason: 'malformed XML: more than one root element' };
  return { ok: true, root: roots[0] };
}

function errorMessage(err: unknown): string {
  const msg = err instanceof Error ? err.message : String(err);
  // The validator reports "message:line:col"; make that readable.
  const m = /^(.*):(\d+):(\d+)$/s.exec(msg);
  return m ? `${m[1].replace(/\.$/, '')} (line ${m[2]}, column ${m[3]})` : msg;
}

function convertAll(raw: RawNode[], parentPath: string, skip: ReadonlySet<string>): XmlNode[] {
  const out: XmlNode[] = [];
  for (const item of raw) {
    let attrs: Record<string, string> = {};
    let name: string | null = null;
    let kids: unknown = null;
    for (const key of Object.keys(item)) {
      if (key === ':@') attrs = toAttrs(item[key]);
      else if (key === '#text') out.push(String(item[key]));
      else {
        name = key;
        kids = item[key];
      }
    }
    if (name === null || name.startsWith('?') || name.startsWith('!')) continue;
    const elPath = parentPath ? `${parentPath}.${name}` : name;
    const children = !skip.has(elPath) && Array.isArray(kids) ? convertAll(kids as RawNode[], elPath, skip) : [];
    out.push({ name, attrs, children });
  }
  return out;
}

function toAttrs(value: unknown): Record<string, string> {
  const attrs: Record<string, string> = {};
  if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value as Record<string, unknown>)) attrs[k] = String(v);
  }
  return attrs;
}

// ---------------------------------------------------------------------------------------
// Walking

/** Element children of `el` (optionally only those named `name`). */
export function elements(el: XmlElement | null | undefined, name?: string): XmlElement[] {
  if (!el) return [];
  const out: XmlElement[] = [];
  for (const c of el.children) if (typeof c !== 'string' && (name === undefined || c.name === name)) out.push(c);
  return out;
}

/** First element child named `name`, or null. */
export function child(el: XmlElement | null | undefined, name: string): XmlElement | null {
  if (!el) return null;
  for (const c of el.children) if (typeof c !== 'string' && c.name === name) return c;
  return null;
}

/** Follow a path of child names (`path(meta, 'title-group', 'article-title')`). */
export function path(el: XmlElement | null | undefined, ...names: string[]): XmlElement | null {
  let cur: XmlElement | null = el ?? null;
  for (const n of names) cur = child(cur, n);
  return cur;
}

/**
 * All descendants named `name`, in document order. `stopAt` names elements whose
 * subtrees are not entered (e.g. a nested `contrib-group` inside a `collab`).
 */
export function descendants(
  el: XmlElement | null | undefined,
  name: string,
  stopAt: ReadonlySet<string> = EMPTY,
): XmlElement[] {
  const out: XmlElement[] = [];
  const walk = (e: XmlElement): void => {
    for (const c of e.children) {
      if (typeof c === 'string') continue;
      if (c.name === name) out.push(c);
      if (!stopAt.has(c.name)) walk(c);
    }
  };
  if (el) walk(el);
  return out;
}

/** First descendant named `name` (depth-first, document order), or null. */
export function firstDescendant(el: XmlElement | null | undefined, name: string): XmlElement | null {
  if (!el) return null;
  for (const c of el.children) {
    if (typeof c === 'string') continue;
    if (c.name === name) return c;
    const found = firstDescendant(c, name);
    if (found) return found;
  }
  return null;
}

/** Attribute value, or null when absent. Prefixes are stripped: ask for `href`, not `xlink:href`. */
export function attr(el: XmlElement | null | undefined, name: string): string | null {
  return el?.attrs[name] ?? null;
}

const EMPTY: ReadonlySet<string> = new Set();

// ---------------------------------------------------------------------------------------
// Flattening mixed content

/** Elements whose content never belongs in a plain-text rendering. */
export const DROPPED_ELEMENTS: ReadonlySet<string> = new Set([
  'object-id',
  'fn',
  'fn-group',
  'alt-text',
  'long-desc',
  'graphic',
  'inline-graphic',
  'media',
  'contrib-group',
  'institution-id',
  'email',
  'processing-meta',
]);

/** xref types that are footnote-style markers (¹, *, †) rather than part of a sentence. */
const MARKER_XREF_TYPES: ReadonlySet<string> = new Set([
  'fn',
  'aff',
  'corresp',
  'author-notes',
  'other',
  'table-fn',
  'contrib',
  'award',
  'funding-source',
]);

/** Elements that separate words (a space is emitted on each side). */
const BLOCK_ELEMENTS: ReadonlySet<string> = new Set([
  'p',
  'sec',
  'title',
  'label',
  'list',
  'list-item',
  'def-list',
  'def-item',
  'term',
  'def',
  'disp-quote',
  'table-wrap',
  'fig',
  'caption',
  'break',
  'addr-line',
  'institution-wrap',
  'disp-formula',
  'boxed-text',
  'statement',
  'attrib',
  'td',
  'th',
  'tr',
]);

/** Options for {@link flatten}. */
export interface FlattenOptions {
  /** Extra element names to drop (in addition to {@link DROPPED_ELEMENTS}). */
  drop?: ReadonlySet<string>;
  /** Drop these direct children of the flattened element only (e.g. an aff's `label`). */
  dropDirect?: ReadonlySet<string>;
}

/**
 * Flatten an element's mixed content to one line of plain text: inline markup (italic,
 * sup, sub, named-content…) contributes its text with no added spaces, block elements are
 * space-separated, footnote-marker xrefs (ref-type fn/aff/corresp…) are dropped, MathML
 * `alternatives` keep only one rendering, soft hyphens and zero-width spaces are removed,
 * whitespace is collapsed. Returns "" for null/empty input.
 */
export function flatten(el: XmlElement | null | undefined, opts: FlattenOptions = {}): string {
  if (!el) return '';
  const parts: string[] = [];
  for (const c of el.children) {
    if (typeof c !== 'string' && opts.dropDirect?.has(c.name)) continue;
    collect(c, parts, opts.drop ?? EMPTY);
  }
  return cleanText(parts.join(''));
}

/** Collapse whitespace (including NBSP and thin spaces), drop soft hyphens / zero-width chars, trim. */
export function cleanText(s: string): string {
  return s
    .replace(/\u00ad|\u200b|\u200c|\u200d|\u2060|\ufeff/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

function collect(node: XmlNode, parts: string[], drop: ReadonlySet<string>): void {
  if (typeof node === 'string') {
    parts.push(node);
    return;
  }
  const name = node.name;
  if (DROPPED_ELEMENTS.has(name) || drop.has(name)) return;
  if (name === 'xref' && MARKER_XREF_TYPES.has(node.attrs['ref-type'] ?? 'fn')) return;
  if (name === 'alternatives') {
    const pick = pickAlternative(node);
    if (pick) collect(pick, parts, drop);
    return;
  }
  const block = BLOCK_ELEMENTS.has(name);
  if (block) parts.push(' ');
  for (const c of node.children) collect(c, parts, drop);
  if (block) parts.push(' ');
}

/** Of an `alternatives` group prefer MathML, then any textual rendering, never a graphic. */
function pickAlternative(el: XmlElement): XmlElement | null {
  const kids = elements(el);
  return (
    kids.find((k) => k.name === 'math') ??
    kids.find((k) => k.name !== 'graphic' && k.name !== 'inline-graphic' && k.name !== 'media') ??
    null
  );
}

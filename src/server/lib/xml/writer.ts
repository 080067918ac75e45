/**
 * The one XML writer of Genesis (docs/decisions/0063-xml-one-writer.md): every XML document the
 * server sends — OAI-PMH answers, Crossref deposits, the DOAJ export, generated JATS, sitemaps,
 * RSS and Atom feeds — is written with these functions, so that escaping and the XML 1.0
 * character rule (./chars.ts) are applied in one place.
 *
 * - `el(name, attrs, ...children)` writes an element; a string child is text, escaped; an
 *   `Xml` child is markup already written by this module. Attributes whose value is null or
 *   undefined are left out. Namespaces are declared as attributes (`xmlns`, `xmlns:p`).
 * - `tree(object)` writes elements from the object form `{ name: value }` used by the OAI and
 *   feed code: `@_x` keys are attributes, `#text` is text, arrays repeat an element.
 * - `xmlDocument(root)` adds the XML declaration (UTF-8) and an optional DOCTYPE.
 *
 * Output is compact: no indentation, an element without content written `<name/>`. The
 * characters `& < > " '` are written as the predefined entities in text and in (double-quoted)
 * attribute values; characters XML 1.0 forbids are dropped.
 */
import { isXmlChars, xmlChars } from './chars';

/** Markup written by this module (never built from an unchecked string, see `trustedXml`). */
export class Xml {
  readonly #markup: string;
  /** @internal use el, fragment, tree or trustedXml */
  constructor(markup: string, key: typeof KEY) {
    if (key !== KEY) throw new TypeError('Xml is built by lib/xml only');
    this.#markup = markup;
  }
  /** The markup as text. */
  toString(): string {
    return this.#markup;
  }
}
const KEY = Symbol('lib/xml');
const xml = (markup: string) => new Xml(markup, KEY);

/** What an element may contain: markup, text (escaped), numbers; null, undefined and false are skipped. */
export type XmlChild = Xml | string | number | null | undefined | false | readonly XmlChild[];

/** Attribute values; null and undefined leave the attribute out. */
export type XmlAttrs = Readonly<Record<string, string | number | null | undefined>>;

/** An XML 1.0 Name restricted to what Genesis writes (ASCII letters, digits, `_ - . :`). */
const NAME = /^[A-Za-z_][\w.:-]*$/;

/** Any character `escape` changes. Most values (URLs, dates, names) have none. */
const SPECIAL = /[&<>"']/;
const ENTITY: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/**
 * `value` fit for a text node or a double-quoted attribute: characters XML 1.0 forbids dropped,
 * `& < > " '` as entities. Exported for in-place edits of documents Genesis did not write (the
 * office-document cleaner, lib/blind/xml.ts, which must keep every other byte); documents of
 * ours are written with `el`.
 */
export function escapeXmlText(value: string): string {
  const clean = isXmlChars(value) ? value : xmlChars(value);
  return SPECIAL.test(clean) ? clean.replace(/[&<>"']/g, (ch) => ENTITY[ch]) : clean;
}

function checkName(name: string): string {
  if (!NAME.test(name)) throw new TypeError(`not an XML name: ${JSON.stringify(name)}`);
  return name;
}

function writeChildren(children: readonly XmlChild[]): string {
  let out = '';
  for (const child of children) {
    if (child === null || child === undefined || child === false) continue;
    if (child instanceof Xml) out += child.toString();
    else if (typeof child === 'string') out += escapeXmlText(child);
    else if (typeof child === 'number') out += String(child);
    else out += writeChildren(child);
  }
  return out;
}

function writeAttributes(attrs: XmlAttrs): string {
  let out = '';
  for (const [key, value] of Object.entries(attrs))
    if (value !== null && value !== undefined) out += ` ${checkName(key)}="${escapeXmlText(String(value))}"`;
  return out;
}

/**
 * The element `name` with `attrs` and `children`; `<name/>` when it has no content.
 * @throws TypeError when `name` or an attribute name is not an XML name (a programming error)
 */
export function el(name: string, attrs: XmlAttrs = {}, ...children: XmlChild[]): Xml {
  const tag = checkName(name);
  const content = writeChildren(children);
  const start = `<${tag}${writeAttributes(attrs)}`;
  return xml(content === '' ? `${start}/>` : `${start}>${content}</${tag}>`);
}

/**
 * The start tag of `name` alone, for documents written as a stream (the OJS export writes an
 * element's content piece by piece, its files as base64 from storage): close it with `endTag`.
 * @throws TypeError when `name` or an attribute name is not an XML name (a programming error)
 */
export function startTag(name: string, attrs: XmlAttrs = {}): Xml {
  return xml(`<${checkName(name)}${writeAttributes(attrs)}>`);
}

/** The end tag of `name`, closing a `startTag`. */
export function endTag(name: string): Xml {
  return xml(`</${checkName(name)}>`);
}

/**
 * Base64 text (RFC 4648 alphabet, `A–Z a–z 0–9 + / =`) as markup: it needs no escaping. Used
 * for a file embedded in a streamed document, one chunk at a time.
 * @throws TypeError when `text` holds any other character (a programming error)
 */
export function base64Text(text: string): Xml {
  if (!/^[A-Za-z0-9+/=]*$/.test(text)) throw new TypeError('not base64 text');
  return xml(text);
}

/** `children` one after the other, with no element around them. */
export function fragment(...children: XmlChild[]): Xml {
  return xml(writeChildren(children));
}

/** Markup with every run of whitespace (in text and between tags) made one space and the ends trimmed. */
export function collapseWhitespace(markup: Xml): Xml {
  return xml(markup.toString().replace(/\s+/g, ' ').trim());
}

/**
 * Markup taken as it is: only for markup lib/xml wrote and the caller kept as text (the OAI-PMH
 * verbs pass their elements as strings) or for a well-formed element read from storage and
 * prepared for embedding (the stored JATS an OAI-PMH record carries, oai/jats-embed.ts). Never
 * for text from a request or a record field.
 */
export function trustedXml(markup: string): Xml {
  return xml(markup);
}

/** The object form of `tree`: `{ name: value }`, where a value is text, a number, an object or a list. */
export type XmlTree = { [name: string]: XmlValue };
export type XmlValue = string | number | Xml | XmlTree | XmlValue[] | undefined;

function treeElement(name: string, value: XmlValue): XmlChild {
  if (value === undefined) return null;
  if (Array.isArray(value)) return value.map((v) => treeElement(name, v));
  if (typeof value !== 'object' || value instanceof Xml) return el(name, {}, value);
  const attrs: Record<string, string | number | undefined> = {};
  const children: XmlChild[] = [];
  for (const [key, v] of Object.entries(value)) {
    if (key.startsWith('@_')) attrs[key.slice(2)] = v as string | number | undefined;
    else if (key === '#text') children.push(v as string | number | undefined);
    else children.push(treeElement(key, v));
  }
  return el(name, attrs, ...children);
}

/** The elements of `object`, in key order (undefined values are left out). */
export function tree(object: XmlTree): Xml {
  return fragment(Object.entries(object).map(([name, value]) => treeElement(name, value)));
}

/** The XML declaration every document starts with (UTF-8 is what the server sends). */
const DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';

/** The XML declaration and a newline: the start of a document written as a stream (`startTag`). */
export function xmlDeclaration(): string {
  return `${DECLARATION}\n`;
}

/**
 * A whole document: the XML declaration, the DOCTYPE when given (`doctype` is the declaration
 * as written, a constant of the caller), the root element, and a final newline.
 */
export function xmlDocument(root: Xml, options: { doctype?: string } = {}): string {
  const doctype = options.doctype ? `${options.doctype}\n` : '';
  return `${DECLARATION}\n${doctype}${root.toString()}\n`;
}

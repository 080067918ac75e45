/**
 * Writing XML documents (the Crossref deposit, the DOAJ export) through a DOM
 * (@xmldom/xmldom): the serializer escapes text and attributes and declares namespaces, so
 * the output is well-formed whatever the record holds. Characters XML 1.0 forbids (control
 * characters a pasted title may carry) are left out of text and attributes.
 */
import { DOMImplementation, XMLSerializer, type Document, type Element } from '@xmldom/xmldom';

/** What an element may contain: elements, text, or nothing (null, undefined, false are skipped). */
export type XmlChild = Element | string | null | undefined | false | XmlChild[];

/** Attribute values; undefined and null attributes are left out. */
export type XmlAttrs = Record<string, string | number | null | undefined>;

const XMLNS = 'http://www.w3.org/2000/xmlns/';
// eslint-disable-next-line no-control-regex
const NOT_XML_CHAR = /[^\x09\x0A\x0D\x20-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

/** `text` without the characters XML 1.0 does not allow. */
export function xmlSafe(text: string): string {
  return text.replace(NOT_XML_CHAR, '');
}

/** A document being written: `el()` makes elements in the namespace of their prefix. */
export class XmlWriter {
  readonly doc: Document;
  private readonly namespaces: Record<string, string>;

  /**
   * @param root the document element's name
   * @param namespaces prefix → namespace URI; '' is the default namespace (none if absent).
   *   Every prefix is declared on the root.
   */
  constructor(root: string, namespaces: Record<string, string> = {}) {
    this.namespaces = namespaces;
    this.doc = new DOMImplementation().createDocument(namespaces[''] ?? null, root, null);
    for (const [prefix, uri] of Object.entries(namespaces))
      if (prefix !== '') this.doc.documentElement!.setAttributeNS(XMLNS, `xmlns:${prefix}`, uri);
  }

  get root(): Element {
    return this.doc.documentElement!;
  }

  /** A new element `name` (`prefix:local` for a declared prefix) with attributes and children. */
  el(name: string, attrs: XmlAttrs = {}, ...children: XmlChild[]): Element {
    const colon = name.indexOf(':');
    const uri = colon > 0 ? this.namespaces[name.slice(0, colon)] : this.namespaces[''];
    const element = uri ? this.doc.createElementNS(uri, name) : this.doc.createElement(name);
    for (const [key, value] of Object.entries(attrs))
      if (value !== undefined && value !== null) element.setAttribute(key, xmlSafe(String(value)));
    this.append(element, children);
    return element;
  }

  /** Appends `children` to `parent` (text is made XML-safe). */
  append(parent: Element, children: XmlChild[]): void {
    for (const child of children) {
      if (child === null || child === undefined || child === false) continue;
      if (Array.isArray(child)) this.append(parent, child);
      else if (typeof child === 'string') parent.appendChild(this.doc.createTextNode(xmlSafe(child)));
      else parent.appendChild(child);
    }
  }

  /** The document as UTF-8 XML text with its declaration. */
  toString(): string {
    return `<?xml version="1.0" encoding="UTF-8"?>\n${new XMLSerializer().serializeToString(this.doc)}\n`;
  }
}

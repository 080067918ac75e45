/**
 * A stored JATS document made fit to stand inside an OAI-PMH `<metadata>` element: the XML
 * declaration, DOCTYPE (with any internal subset), leading comments and processing
 * instructions go; named entities the DTD declared (`&ndash;`, `&alpha;`…) become numeric
 * references (unknown names stay literal text, as the importer reads them); namespace
 * prefixes the DTD declared by default (xlink, mml, ali…) are declared on the root; and the
 * root is put in the JATS 1.3 namespace when it has none, as PubMed Central's OAI service
 * does, so the record validates against the OAI-PMH schema (its `<metadata>` takes an element
 * of another namespace). docs/decisions/0025-oai-pmh-and-identifiers.md.
 */
import { NAMED_ENTITIES } from '../scholarly';
import { METADATA_FORMATS } from './protocol';
import { xmlChars } from '../../lib/xml';

const JATS_NAMESPACE = METADATA_FORMATS.find((f) => f.prefix === 'jats')!.namespace;

/** Prefixes JATS documents use, with the namespace the JATS DTDs give them by default. */
const KNOWN_PREFIXES: Record<string, string> = {
  xlink: 'http://www.w3.org/1999/xlink',
  mml: 'http://www.w3.org/1998/Math/MathML',
  xsi: 'http://www.w3.org/2001/XMLSchema-instance',
  ali: 'http://www.niso.org/schemas/ali/1.0/',
  oasis: 'http://www.niso.org/standards/z39-96/ns/oasis-exchange/table',
};

const XML_ENTITIES = new Set(['amp', 'lt', 'gt', 'quot', 'apos']);

/** Index just past the DOCTYPE declaration starting at `at` (quotes and `[…]` subset skipped). */
function endOfDoctype(xml: string, at: number): number {
  let quote = '';
  let depth = 0;
  for (let i = at; i < xml.length; i++) {
    const c = xml[i];
    if (quote) {
      if (c === quote) quote = '';
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '[') depth++;
    else if (c === ']') depth--;
    else if (c === '>' && depth <= 0) return i + 1;
  }
  return -1;
}

/** Index where the root element starts, past the prolog; -1 when the prolog does not end. */
function rootStart(xml: string): number {
  let i = 0;
  for (;;) {
    while (i < xml.length && /\s/.test(xml[i])) i++;
    if (xml.startsWith('<?', i)) i = xml.indexOf('?>', i) + 2;
    else if (xml.startsWith('<!--', i)) i = xml.indexOf('-->', i) + 3;
    else if (xml.startsWith('<!DOCTYPE', i)) i = endOfDoctype(xml, i);
    else return i;
    if (i < 2) return -1;
  }
}

/** Index just past the root's start tag (quoted attribute values skipped). */
function endOfStartTag(xml: string, at: number): number {
  let quote = '';
  for (let i = at; i < xml.length; i++) {
    const c = xml[i];
    if (quote) {
      if (c === quote) quote = '';
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '>') return i + 1;
  }
  return -1;
}

function numericEntities(xml: string): string {
  return xml.replace(/<!\[CDATA\[[\s\S]*?\]\]>|&([A-Za-z][A-Za-z0-9._-]*);/g, (whole, name: string | undefined) => {
    if (!name || XML_ENTITIES.has(name)) return whole;
    const text = NAMED_ENTITIES[name];
    if (text === undefined) return `&amp;${name};`;
    return [...text].map((ch) => `&#x${ch.codePointAt(0)!.toString(16)};`).join('');
  });
}

/**
 * `xml` as the content of `<metadata>`, or null when it is not a JATS `<article>` document
 * (a stored Crossref deposit, say).
 */
export function embeddableJats(xml: string): string | null {
  const text = xmlChars(xml.replace(/^\uFEFF/, ''));
  const start = rootStart(text);
  if (start < 0 || !/^<article[\s/>]/.test(text.slice(start, start + 9))) return null;
  const doc = numericEntities(text.slice(start));
  const tagEnd = endOfStartTag(doc, 0);
  if (tagEnd < 0) return null;
  const selfClosing = doc[tagEnd - 2] === '/';
  const startTag = doc.slice(0, selfClosing ? tagEnd - 2 : tagEnd - 1);
  const body = doc.slice(tagEnd, doc.lastIndexOf('>') + 1);
  const added: string[] = [];
  if (!/\sxmlns\s*=/.test(startTag)) added.push(`xmlns="${JATS_NAMESPACE}"`);
  for (const [prefix, namespace] of Object.entries(KNOWN_PREFIXES)) {
    const used = new RegExp(`[<\\s/]${prefix}:`).test(body) || new RegExp(`\\s${prefix}:`).test(startTag);
    if (used && !new RegExp(`\\sxmlns:${prefix}\\s*=`).test(startTag)) added.push(`xmlns:${prefix}="${namespace}"`);
  }
  const newStart = added.length ? `${startTag} ${added.join(' ')}` : startTag;
  return selfClosing ? `${newStart}/>` : `${newStart}>${body}`;
}

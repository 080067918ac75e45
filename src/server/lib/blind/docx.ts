/**
 * Cleans a DOCX (Office Open XML word-processing package, Transitional or Strict) for the
 * other side of the double-blind line (docs/decisions/0011-blind-files.md). Every XML part of
 * the package is looked at, and names are matched by namespace URI (either vocabulary of
 * ISO/IEC 29500) and local name, never by prefix or part name. Removed or neutralised:
 *
 * - core properties (usually `docProps/core.xml`): title, subject, creator, keywords, description, lastModifiedBy,
 *   category, contentStatus, identifier (emptied);
 * - extended properties (`docProps/app.xml`): Company, Manager, HyperlinkBase, Template (emptied);
 * - custom properties (`docProps/custom.xml`): every custom property (removed; the part stays, empty);
 * - every WordprocessingML part (document, headers, footers, footnotes, endnotes, comments,
 *   commentsExtended, people, numbering, styles…): every `w:author` becomes "Anonymous" and
 *   every `w:initials` "A" — comments and every tracked change (`w:ins`, `w:del`,
 *   `w:rPrChange`, `w:pPrChange`, `w:moveFrom`…) carry them; in `people.xml` each
 *   `w15:person`'s `w15:author` becomes "Anonymous" and its `w15:presenceInfo` (the account
 *   id, often an e-mail) is removed.
 *
 * Every XML part is rewritten this way (comments dropped, checked well-formed UTF-8 before and
 * after; one in another encoding is refused, since it would hide its names from the match);
 * every other part is copied as it was (inflated and deflated again). The text of the
 * document is untouched: blinding it is the author's part. Not cleaned (recorded in
 * docs/decisions/0011-blind-files.md): embedded objects and images' own metadata, customXml
 * data parts, the attached template's path in `word/_rels/settings.xml.rels`.
 */
import { UncleanableFile } from './errors';
import { emptyElements, removeElements, rewritePart, setAttributes } from './xml';
import { inflateEntry, readZipDirectory, writeZip, type ZipOutEntry } from './zip';

/**
 * The namespaces of each kind of name, as a set: ISO/IEC 29500 has a Transitional and a Strict
 * vocabulary (Word's "Strict Open XML Document" uses the purl.oclc.org URIs), and a part is
 * cleaned of both whatever prefixes it binds them to. OPC's core properties and Dublin Core
 * are the same in both.
 */
const NS = {
  core: ['http://schemas.openxmlformats.org/package/2006/metadata/core-properties'],
  dc: ['http://purl.org/dc/elements/1.1/'],
  app: [
    'http://schemas.openxmlformats.org/officeDocument/2006/extended-properties',
    'http://purl.oclc.org/ooxml/officeDocument/extendedProperties',
  ],
  custom: [
    'http://schemas.openxmlformats.org/officeDocument/2006/custom-properties',
    'http://purl.oclc.org/ooxml/officeDocument/customProperties',
  ],
  w: [
    'http://schemas.openxmlformats.org/wordprocessingml/2006/main',
    'http://purl.oclc.org/ooxml/wordprocessingml/main',
  ],
  w15: ['http://schemas.microsoft.com/office/word/2012/wordml'],
} as const;

/** The name every comment and tracked change is attributed to once cleaned. */
export const ANONYMOUS = 'Anonymous';

/** `apply(xml, uri)` for every URI of `uris`, in turn. */
const each = (xml: string, uris: readonly string[], apply: (xml: string, uri: string) => string) =>
  uris.reduce(apply, xml);

/** A part name that holds XML Genesis reads (every `.xml` part, wherever its relationships put it). */
const isXmlPart = (name: string) => /\.xml$/i.test(name) && name !== '[Content_Types].xml';

/**
 * Every name of the module comment removed from one XML part, found by namespace and local
 * name only: the part's name does not matter (a package may keep its core properties
 * anywhere its relationships say), and a part binding none of the namespaces is unchanged.
 */
function cleanXml(xml: string): string {
  let out = each(xml, NS.dc, (x, uri) =>
    emptyElements(x, uri, ['title', 'subject', 'creator', 'description', 'identifier']),
  );
  out = each(out, NS.core, (x, uri) =>
    emptyElements(x, uri, ['keywords', 'lastModifiedBy', 'category', 'contentStatus']),
  );
  out = each(out, NS.app, (x, uri) => emptyElements(x, uri, ['Company', 'Manager', 'HyperlinkBase', 'Template']));
  out = each(out, NS.custom, (x, uri) => removeElements(x, uri, ['property']));
  out = each(out, NS.w, (x, uri) =>
    setAttributes(setAttributes(x, uri, ['author'], ANONYMOUS), uri, ['initials'], 'A'),
  );
  out = each(out, NS.w15, (x, uri) =>
    removeElements(setAttributes(x, uri, ['author'], ANONYMOUS), uri, ['presenceInfo']),
  );
  return out;
}

/**
 * Every XML part is rewritten (so it must be well-formed UTF-8, as Word writes them): a part in
 * another encoding would otherwise hide its names from a byte search, so it is refused instead.
 */
function cleanPart(name: string, data: Uint8Array): Uint8Array {
  return isXmlPart(name) ? rewritePart(data, name, cleanXml) : data;
}

/**
 * The DOCX in `bytes` without the names listed in the module comment.
 * @returns a new, valid DOCX (same parts, same order)
 * @throws UncleanableFile when the archive is over the ZIP limits, encrypted, not a DOCX,
 *   or a part it must clean is not well-formed XML
 */
export function cleanDocx(bytes: Uint8Array): Uint8Array {
  const entries = readZipDirectory(bytes);
  const names = new Set(entries.map((e) => e.name));
  if (!names.has('[Content_Types].xml') || !names.has('word/document.xml')) {
    throw new UncleanableFile('The file is not a Word (DOCX) document');
  }
  const out: ZipOutEntry[] = entries.map((entry) => ({
    name: entry.name,
    data: cleanPart(entry.name, inflateEntry(bytes, entry)),
    stored: entry.method === 0,
  }));
  return writeZip(out);
}

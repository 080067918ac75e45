/**
 * Cleans a DOCX (Office Open XML word-processing package) for the other side of the
 * double-blind line (issue 12). Removed or neutralised:
 *
 * - `docProps/core.xml`: title, subject, creator, keywords, description, lastModifiedBy,
 *   category, contentStatus, identifier (emptied);
 * - `docProps/app.xml`: Company, Manager, HyperlinkBase, Template (emptied);
 * - `docProps/custom.xml`: every custom property (removed; the part stays, empty);
 * - every XML part under `word/` (document, headers, footers, footnotes, endnotes, comments,
 *   commentsExtended, people, numbering, styles…): every `w:author` becomes "Anonymous" and
 *   every `w:initials` "A" — comments and every tracked change (`w:ins`, `w:del`,
 *   `w:rPrChange`, `w:pPrChange`, `w:moveFrom`…) carry them; in `people.xml` each
 *   `w15:person`'s `w15:author` becomes "Anonymous" and its `w15:presenceInfo` (the account
 *   id, often an e-mail) is removed.
 *
 * Every other part is copied as it was (inflated and deflated again). The text of the
 * document is untouched: blinding it is the author's part. Not cleaned (recorded in
 * docs/decisions/0011-blind-files.md): embedded objects and images' own metadata, customXml
 * data parts, the attached template's path in `word/_rels/settings.xml.rels`.
 */
import { UncleanableFile } from './errors';
import { emptyElements, removeElements, rewritePart, setAttributes } from './xml';
import { inflateEntry, readZipDirectory, writeZip, type ZipOutEntry } from './zip';

const NS = {
  core: 'http://schemas.openxmlformats.org/package/2006/metadata/core-properties',
  dc: 'http://purl.org/dc/elements/1.1/',
  app: 'http://schemas.openxmlformats.org/officeDocument/2006/extended-properties',
  custom: 'http://schemas.openxmlformats.org/officeDocument/2006/custom-properties',
  w: 'http://schemas.openxmlformats.org/wordprocessingml/2006/main',
  w15: 'http://schemas.microsoft.com/office/word/2012/wordml',
} as const;

/** The name every comment and tracked change is attributed to once cleaned. */
export const ANONYMOUS = 'Anonymous';

function cleanPart(name: string, data: Uint8Array): Uint8Array {
  if (name === 'docProps/core.xml') {
    return rewritePart(data, name, (xml) =>
      emptyElements(emptyElements(xml, NS.dc, ['title', 'subject', 'creator', 'description', 'identifier']), NS.core, [
        'keywords',
        'lastModifiedBy',
        'category',
        'contentStatus',
      ]),
    );
  }
  if (name === 'docProps/app.xml') {
    return rewritePart(data, name, (xml) =>
      emptyElements(xml, NS.app, ['Company', 'Manager', 'HyperlinkBase', 'Template']),
    );
  }
  if (name === 'docProps/custom.xml') {
    return rewritePart(data, name, (xml) => removeElements(xml, NS.custom, ['property']));
  }
  if (name.startsWith('word/') && name.endsWith('.xml')) {
    return rewritePart(data, name, (xml) => {
      let out = setAttributes(xml, NS.w, ['author'], ANONYMOUS);
      out = setAttributes(out, NS.w, ['initials'], 'A');
      out = setAttributes(out, NS.w15, ['author'], ANONYMOUS);
      return removeElements(out, NS.w15, ['presenceInfo']);
    });
  }
  return data;
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

/**
 * Cleans an ODT (OpenDocument text) for the other side of the double-blind line (decision 0011).
 * Removed or neutralised:
 *
 * - `meta.xml`: `dc:creator`, `meta:initial-creator`, `meta:printed-by`, `dc:title`,
 *   `dc:subject`, `dc:description` (emptied); `meta:keyword`, `meta:user-defined` and
 *   `meta:template` (whose link is a path in the author's home) removed;
 * - `content.xml` and `styles.xml` (headers and footers live there): the `dc:creator` of every
 *   annotation (`office:annotation`) and tracked change (`office:change-info`) emptied, and
 *   the annotations' initials (`meta:creator-initials`, LibreOffice's `loext:sender-initials`).
 *
 * Every other part is copied as it was; `mimetype` stays first and stored, as ODF requires. A
 * password-protected ODT (its manifest has `manifest:encryption-data`) is refused. Not
 * cleaned (docs/decisions/0011-blind-files.md): embedded objects and images' own metadata.
 */
import { UncleanableFile } from './errors';
import { emptyElements, removeElements, rewritePart } from './xml';
import { inflateEntry, readZipDirectory, writeZip, type ZipOutEntry } from './zip';

const NS = {
  dc: 'http://purl.org/dc/elements/1.1/',
  meta: 'urn:oasis:names:tc:opendocument:xmlns:meta:1.0',
  loext: 'urn:org:documentfoundation:names:experimental:office:xmlns:loext:1.0',
} as const;

/** The MIME type an ODT's `mimetype` entry must hold. */
export const ODT_MIME = 'application/vnd.oasis.opendocument.text';

function cleanPart(name: string, data: Uint8Array): Uint8Array {
  if (name === 'meta.xml') {
    return rewritePart(data, name, (xml) => {
      let out = emptyElements(xml, NS.dc, ['creator', 'title', 'subject', 'description']);
      out = emptyElements(out, NS.meta, ['initial-creator', 'printed-by']);
      return removeElements(out, NS.meta, ['keyword', 'user-defined', 'template']);
    });
  }
  if (name === 'content.xml' || name === 'styles.xml') {
    return rewritePart(data, name, (xml) => {
      let out = emptyElements(xml, NS.dc, ['creator']);
      out = emptyElements(out, NS.meta, ['creator-initials']);
      return emptyElements(out, NS.loext, ['sender-initials', 'creator-initials']);
    });
  }
  return data;
}

/**
 * The ODT in `bytes` without the names listed in the module comment.
 * @returns a new, valid ODT (same parts, same order, `mimetype` first and stored)
 * @throws UncleanableFile when the archive is over the ZIP limits, encrypted, not an ODT, or
 *   a part it must clean is not well-formed XML
 */
export function cleanOdt(bytes: Uint8Array): Uint8Array {
  const entries = readZipDirectory(bytes);
  const mimetype = entries.find((e) => e.name === 'mimetype');
  if (
    !mimetype ||
    new TextDecoder().decode(inflateEntry(bytes, mimetype)).trim() !== ODT_MIME ||
    !entries.some((e) => e.name === 'content.xml')
  ) {
    throw new UncleanableFile('The file is not an OpenDocument text (ODT)');
  }
  const manifest = entries.find((e) => e.name === 'META-INF/manifest.xml');
  if (manifest && new TextDecoder().decode(inflateEntry(bytes, manifest)).includes('encryption-data')) {
    throw new UncleanableFile('The document is encrypted (password-protected)');
  }
  const ordered = [mimetype, ...entries.filter((e) => e !== mimetype)];
  const out: ZipOutEntry[] = ordered.map((entry) => ({
    name: entry.name,
    data: cleanPart(entry.name, inflateEntry(bytes, entry)),
    stored: entry === mimetype || entry.method === 0,
  }));
  return writeZip(out);
}

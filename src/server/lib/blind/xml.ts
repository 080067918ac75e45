/**
 * Targeted, namespace-aware rewriting of the XML parts of office documents (decision 0011). The
 * cleaners change a handful of attribute values (`w:author`) and element texts (`dc:creator`)
 * and leave every other byte of a part as it was: a parse-and-rebuild round trip (e.g.
 * fast-xml-parser's builder) would reorder namespace declarations, drop `mc:Ignorable`
 * subtleties and whitespace that Word and LibreOffice care about. To stay honest:
 *
 * - names are matched by namespace URI, not by a fixed prefix: `prefixesOf` finds every prefix
 *   a part binds to the URI (a document may call WordprocessingML `w:` or anything else);
 * - each part is checked well-formed (fast-xml-parser's `XMLValidator`) before it is touched
 *   (a malformed part is refused, never half-cleaned) and again after;
 * - XML comments are removed from every part that is rewritten (they are never content).
 */
import { XMLValidator } from 'fast-xml-parser';
import { escapeXmlText as escapeXml } from '../xml';
import { UncleanableFile } from './errors';

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&');

/** Every prefix `xml` binds to namespace `uri` ('' for a default namespace declaration). */
export function prefixesOf(xml: string, uri: string): string[] {
  const found = new Set<string>();
  const re = /\sxmlns(?::([A-Za-z_][\w.-]*))?\s*=\s*(?:"([^"]*)"|'([^']*)')/g;
  for (const m of xml.matchAll(re)) if ((m[2] ?? m[3]) === uri) found.add(m[1] ?? '');
  return [...found];
}

const qualified = (prefix: string, local: string) =>
  prefix ? `${escapeRegExp(prefix)}:${escapeRegExp(local)}` : escapeRegExp(local);

/**
 * Sets every attribute `{uri}local` (for each of `locals`) to `value`. Only prefixed
 * attributes are namespaced, so a default-namespace binding is ignored.
 */
export function setAttributes(xml: string, uri: string, locals: readonly string[], value: string): string {
  let out = xml;
  for (const prefix of prefixesOf(xml, uri).filter(Boolean)) {
    for (const local of locals) {
      const re = new RegExp(`(\\s${qualified(prefix, local)}\\s*=\\s*)(?:"[^"]*"|'[^']*')`, 'g');
      out = out.replace(re, `$1"${escapeXml(value)}"`);
    }
  }
  return out;
}

/** Empties the text of every element `{uri}local` (`<dc:creator>Ada</dc:creator>` → `<dc:creator></dc:creator>`). */
export function emptyElements(xml: string, uri: string, locals: readonly string[], value = ''): string {
  let out = xml;
  for (const prefix of prefixesOf(xml, uri)) {
    for (const local of locals) {
      const name = qualified(prefix, local);
      const re = new RegExp(`(<${name}(?:\\s[^<>]*)?(?<!/)>)[\\s\\S]*?(</${name}\\s*>)`, 'g');
      out = out.replace(re, `$1${escapeXml(value)}$2`);
    }
  }
  return out;
}

/** Removes every element `{uri}local`, empty (`<x/>`) or with content. */
export function removeElements(xml: string, uri: string, locals: readonly string[]): string {
  let out = xml;
  for (const prefix of prefixesOf(xml, uri)) {
    for (const local of locals) {
      const name = qualified(prefix, local);
      out = out
        .replace(new RegExp(`<${name}(?:\\s[^<>]*)?/>`, 'g'), '')
        .replace(new RegExp(`<${name}(?:\\s[^<>]*)?(?<!/)>[\\s\\S]*?</${name}\\s*>`, 'g'), '');
    }
  }
  return out;
}

/** Removes XML comments (`<!-- … -->`). */
export function removeComments(xml: string): string {
  return xml.replace(/<!--[\s\S]*?-->/g, '');
}

/**
 * Decodes `bytes` as a UTF-8 XML part, applies `rewrite`, and encodes the result, checking the
 * part well-formed before and after.
 * @throws UncleanableFile naming `part` when it is not well-formed XML
 */
export function rewritePart(bytes: Uint8Array, part: string, rewrite: (xml: string) => string): Uint8Array {
  let xml: string;
  try {
    xml = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new UncleanableFile(`A part of the document (${part}) is not UTF-8 text`);
  }
  if (XMLValidator.validate(xml) !== true)
    throw new UncleanableFile(`A part of the document (${part}) is not well-formed XML`);
  const out = rewrite(removeComments(xml));
  if (XMLValidator.validate(out) !== true)
    throw new UncleanableFile(`A part of the document (${part}) could not be cleaned`);
  return new TextEncoder().encode(out);
}

/**
 * What the article parsers of each XML format share: parse the text (skipping the parts the
 * format never needs), then walk the tree; never throw.
 */
import type { ParseResult } from './types';
import { parseXml, type XmlElement } from './xml';

/**
 * The two entry points of a format's parser, from its tree walker `fromTree`:
 * - `parse(xml)`: malformed XML answers parseXml's reason;
 * - `fromTree(root)`: for an already parsed document.
 * A walker that throws (it should not) answers `{ ok: false, reason: '{format} parse failed: …' }`.
 * @param skipPaths the parts parseXml leaves unbuilt
 */
export function articleParser(
  format: string,
  skipPaths: readonly string[],
  fromTree: (root: XmlElement) => ParseResult,
): { parse: (xml: string) => ParseResult; fromTree: (root: XmlElement) => ParseResult } {
  const safeFromTree = (root: XmlElement): ParseResult => {
    try {
      return fromTree(root);
    } catch (err) {
      return { ok: false, reason: `${format} parse failed: ${err instanceof Error ? err.message : String(err)}` };
    }
  };
  return {
    parse: (xml) => {
      const parsed = parseXml(xml, skipPaths);
      return parsed.ok ? safeFromTree(parsed.root) : parsed;
    },
    fromTree: safeFromTree,
  };
}

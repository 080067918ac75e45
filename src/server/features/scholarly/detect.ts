/**
 * Format detection for scholarly-metadata XML: one parse, dispatch on the root element.
 */
import { CROSSREF_SKIP_PATHS, crossrefFromTree } from './crossref';
import { JATS_SKIP_PATHS, jatsFromTree } from './jats';
import type { ParseResult, SourceFormat } from './types';
import { parseXml } from './xml';

/** A parse result plus the format recognised from the root element (absent when unknown). */
export type DetectedParseResult = ParseResult & { format?: SourceFormat };

/** Root element name -> format. */
export const ROOT_FORMATS: Readonly<Record<string, SourceFormat>> = {
  article: 'jats',
  doi_batch: 'crossref',
};

const SKIP_PATHS = [...JATS_SKIP_PATHS, ...CROSSREF_SKIP_PATHS];

/**
 * Parse any supported scholarly XML: `<article>` is JATS (PLOS, eLife, PMC, JOSE,
 * medRxiv), `<doi_batch>` a Crossref deposit. Returns the format parser's result with
 * `format` set when the root was recognised; `{ ok: false, reason }` for malformed XML
 * ("malformed XML: …") or another root ("unsupported XML (root element <manifest>): not a
 * JATS article or Crossref deposit"). The document is parsed once. Never throws.
 */
export function parseScholarlyXml(xml: string): DetectedParseResult {
  const parsed = parseXml(xml, SKIP_PATHS);
  if (!parsed.ok) return parsed;
  const format = ROOT_FORMATS[parsed.root.name];
  if (format === 'jats') return { ...jatsFromTree(parsed.root), format };
  if (format === 'crossref') return { ...crossrefFromTree(parsed.root), format };
  return {
    ok: false,
    reason: `unsupported XML (root element <${parsed.root.name}>): not a JATS article or Crossref deposit`,
  };
}

/**
 * Citation downloads (docs/decisions/0023-citations-related-usage.md): BibTeX, RIS and CSL-JSON of
 * one article, written by Citation.js from the article's CSL-JSON item, so every reference manager
 * (Zotero, Mendeley, EndNote, JabRef, citeproc users) can import it.
 */
import { Cite, type CslItem } from '@citation-js/core';
import '@citation-js/plugin-bibtex';
import '@citation-js/plugin-ris';
import type { CitationFormat } from '../../../../shared/api/citations';

/** Media type and file extension of each download. */
export const CITATION_MEDIA: Record<CitationFormat, { contentType: string; extension: string }> = {
  bibtex: { contentType: 'application/x-bibtex; charset=utf-8', extension: 'bib' },
  ris: { contentType: 'application/x-research-info-systems; charset=utf-8', extension: 'ris' },
  'csl-json': { contentType: 'application/vnd.citationstyles.csl+json; charset=utf-8', extension: 'json' },
};

/**
 * The item as a file in `format`: a BibTeX `@article` entry keyed by the item's id; an RIS
 * record (`TY  - JOUR` … `ER  - `) with CRLF line ends as the RIS specification has them; a
 * CSL-JSON array of one item.
 */
export function exportCitation(item: CslItem, format: CitationFormat): string {
  const cite = new Cite([item]);
  if (format === 'csl-json') return `${JSON.stringify(cite.data.map(withoutInternals), null, 2)}\n`;
  if (format === 'ris') return `${unwrapRis(cite.format('ris').trim())}\r\n`;
  return `${monthAsMacro(cite.format('bibtex').trim(), item)}\n`;
}

/** An RIS tag line: two characters (a letter, then a letter or digit), two spaces, "-", a space or the end. */
const RIS_TAG = /^[A-Z][A-Z0-9] {2}-( |$)/;

/**
 * RIS with one line per tag, CRLF ends (decision 0081). Citation.js breaks long values every 70
 * characters, mid-word ("scientists\n, politicians"); RIS readers take an untagged line as
 * part of the value, but not all of them, and none restores a word cut in two. The pieces are
 * joined as they were; a blank line between paragraphs becomes one space.
 */
function unwrapRis(ris: string): string {
  const lines: string[] = [];
  let paragraph = false;
  for (const line of ris.split(/\r?\n/)) {
    if (lines.length === 0 || RIS_TAG.test(line)) {
      lines.push(line);
      paragraph = false;
    } else if (line.trim() === '') {
      paragraph = true;
    } else {
      const last = lines.length - 1;
      lines[last] += (paragraph && !/\s$/.test(lines[last]) ? ' ' : '') + line;
      paragraph = false;
    }
  }
  return lines.join('\r\n');
}

/** BibTeX's month macros (jan … dec), which every style prints in its own form. */
const MONTH_MACROS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/**
 * The entry's `month` as BibTeX's month macro, `month = oct` (BibTeX documentation, "btxdoc":
 * the standard styles define the three-letter month abbreviations; decision 0081). Citation.js
 * writes `{oct 18}` for a full date and `{10}` for a year and month; the day has no BibTeX field.
 */
function monthAsMacro(bibtex: string, item: CslItem): string {
  const month = (item.issued as { 'date-parts'?: number[][] } | undefined)?.['date-parts']?.[0]?.[1];
  const macro = month !== undefined ? MONTH_MACROS[month - 1] : undefined;
  return bibtex.replace(/^(\s*month = )\{[^}]*\},$/m, (line, head: string) => (macro ? `${head}${macro},` : ''));
}

/** Citation.js marks parsed items with `_graph` (its provenance); a CSL-JSON file carries only CSL variables. */
function withoutInternals(item: CslItem): CslItem {
  const copy: CslItem = { ...item };
  delete copy._graph;
  return copy;
}

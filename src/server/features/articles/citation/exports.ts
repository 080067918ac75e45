/**
 * Citation downloads (docs/decisions/0023-citations-related-usage.md): BibTeX, RIS and CSL-JSON of
 * one article, written by Citation.js from the article's CSL-JSON item, so every reference manager
 * (Zotero, Mendeley, EndNote, JabRef, citeproc users) can import it. Languages (decision 0102):
 * CSL-JSON `language`; RIS `LA` and one `TT` per translated title; BibTeX `language` as a
 * lowercase English language name (BibLaTeX's localisation key, "spanish").
 */
import { Cite, type CslItem } from '@citation-js/core';
import '@citation-js/plugin-bibtex';
import '@citation-js/plugin-ris';
import type { CitationFormat } from '../../../../shared/api/citations';
import { languageName, primarySubtag } from '../../../../shared/domain/languages';

/** Media type and file extension of each download. */
export const CITATION_MEDIA: Record<CitationFormat, { contentType: string; extension: string }> = {
  bibtex: { contentType: 'application/x-bibtex; charset=utf-8', extension: 'bib' },
  ris: { contentType: 'application/x-research-info-systems; charset=utf-8', extension: 'ris' },
  'csl-json': { contentType: 'application/vnd.citationstyles.csl+json; charset=utf-8', extension: 'json' },
};

/**
 * The item as a file in `format`: a BibTeX `@article` entry keyed by the item's id; an RIS
 * record (`TY  - JOUR` … `ER  - `) with CRLF line ends as the RIS specification has them; a
 * CSL-JSON array of one item. `translatedTitles` (csl-item.ts) go into RIS only: neither CSL
 * 1.0.2 nor BibTeX/BibLaTeX has a field for a title in another language (decision 0102).
 */
export function exportCitation(
  item: CslItem,
  format: CitationFormat,
  translatedTitles: readonly { title: string }[] = [],
): string {
  const cite = new Cite([item]);
  if (format === 'csl-json') return `${JSON.stringify(cite.data.map(withoutInternals), null, 2)}\n`;
  if (format === 'ris') return `${withTranslatedTitles(unwrapRis(cite.format('ris').trim()), translatedTitles)}\r\n`;
  return `${withLanguage(monthAsMacro(cite.format('bibtex').trim(), item), item)}\n`;
}

/**
 * RIS `TT` lines, one per translated title, before `ER` (RIS Format Specifications, 2011
 * revision: "TT  Translated Title"; Citation.js writes no `TT`). A line break inside a title
 * becomes a space (one line per tag, decision 0081).
 */
function withTranslatedTitles(ris: string, titles: readonly { title: string }[]): string {
  if (titles.length === 0) return ris;
  const lines = ris.split('\r\n');
  const end = lines.findIndex((line) => line.startsWith('ER  -'));
  const tt = titles.map((t) => `TT  - ${t.title.replace(/\s+/g, ' ').trim()}`);
  lines.splice(end === -1 ? lines.length : end, 0, ...tt);
  return lines.join('\r\n');
}

/**
 * The entry's `language` (decision 0102): the language's English name in lower case, the form
 * BibLaTeX takes as a localisation key ("language … may be specified literally or as
 * localisation keys … the prefix lang is omissible": `spanish` prints as the reader's word for
 * Spanish) and BibTeX styles and reference managers read as a name. Citation.js's BibTeX writer
 * leaves CSL `language` out. A language the runtime cannot name gets its tag.
 */
function withLanguage(bibtex: string, item: CslItem): string {
  const tag = typeof item.language === 'string' ? item.language : '';
  if (!tag) return bibtex;
  const name = languageName(primarySubtag(tag)).toLowerCase();
  // The entry's last line is its closing brace; every field line before it ends with ",".
  return bibtex.replace(/\n\}$/, `\n\tlanguage = {${name.replace(/[{}\\]/g, '')}},\n}`);
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

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
  if (format === 'ris') return `${cite.format('ris').trim().replace(/\r?\n/g, '\r\n')}\r\n`;
  return `${cite.format('bibtex').trim()}\n`;
}

/** Citation.js marks parsed items with `_graph` (its provenance); a CSL-JSON file carries only CSL variables. */
function withoutInternals(item: CslItem): CslItem {
  const copy: CslItem = { ...item };
  delete copy._graph;
  return copy;
}

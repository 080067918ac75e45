/**
 * GET /api/articles/{id}/citation?format=bibtex|ris: the citation of an article as a file
 * download (contract `citationQuery`). The page only links to it, so there is no hook.
 */
import { urlFromQueryKey } from '../../../lib/query-key';

/** Citation formats the server offers, with their labels (the server names the file). */
export const CITATION_FORMATS = [
  { format: 'bibtex', label: 'BibTeX' },
  { format: 'ris', label: 'RIS' },
] as const;

export type CitationFormat = (typeof CITATION_FORMATS)[number]['format'];

/** URL of the citation download of article `id` in `format`, e.g. `/api/articles/7/citation?format=ris`. */
export function citationHref(id: number, format: CitationFormat): string {
  return urlFromQueryKey(['api', 'articles', id, 'citation', { format }]);
}

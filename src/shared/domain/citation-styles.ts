/**
 * The citation styles and download formats the article page offers (decision 0023).
 * Plain constants, apart from the API contract (shared/api/citations.ts), so the browser can
 * list them without loading zod with the article page (the public pages' JavaScript budget, decisions 0024 and 0060).
 */

/**
 * The styles, in the order the page offers them. `house` is the publisher's own compact
 * Vancouver form (the references style the author guidelines ask for, seed 000 §2
 * Guideline pages); the others are the CSL styles of the same names.
 */
export const CITATION_STYLES = [
  { id: 'house', label: 'Genesis (house style)' },
  { id: 'apa', label: 'APA (7th edition)' },
  { id: 'vancouver', label: 'Vancouver' },
  { id: 'harvard', label: 'Harvard' },
  { id: 'chicago', label: 'Chicago (author-date)' },
] as const;

/** Download formats of GET /api/articles/{id}/citation?format=, in the order the page lists them. */
export const CITATION_DOWNLOADS = [
  { format: 'bibtex', label: 'BibTeX' },
  { format: 'ris', label: 'RIS' },
  { format: 'csl-json', label: 'CSL-JSON' },
] as const;

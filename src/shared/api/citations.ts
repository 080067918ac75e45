/**
 * API contract of an article's citations (issue 16 "Citations"): the formatted reference in
 * each style the article page offers, and the download formats of
 * `GET /api/articles/{id}/citation?format=`.
 */
import { z } from 'zod';
import { text } from '../validation/text';

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

export const citationStyleId = z.enum(['house', 'apa', 'vancouver', 'harvard', 'chicago']);
export type CitationStyleId = z.infer<typeof citationStyleId>;

/** One formatted citation. */
export const formattedCitation = z.object({
  style: citationStyleId,
  /** The style's name as shown to readers. */
  label: text(),
  /** Plain text, for copying. */
  text: text(),
  /**
   * The same as HTML: text escaped, with only `<i>`, `<b>`, `<sup>`, `<sub>` and `<span>`
   * (no attributes) for the style's italics and the like; safe to insert as is.
   */
  html: text(),
});
export type FormattedCitation = z.infer<typeof formattedCitation>;

/** GET /api/articles/{id}/citations: every style, in CITATION_STYLES order. */
export const articleCitations = z.object({ citations: z.array(formattedCitation) });
export type ArticleCitations = z.infer<typeof articleCitations>;

/** Download formats of GET /api/articles/{id}/citation?format=, in the order the page lists them. */
export const CITATION_DOWNLOADS = [
  { format: 'bibtex', label: 'BibTeX' },
  { format: 'ris', label: 'RIS' },
  { format: 'csl-json', label: 'CSL-JSON' },
] as const;

export const citationQuery = z.object({ format: z.enum(['bibtex', 'ris', 'csl-json']) });
export type CitationFormat = z.infer<typeof citationQuery>['format'];

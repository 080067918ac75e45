/**
 * API contract of an article's citations (decision 0023): the formatted reference in
 * each style the article page offers, and the download formats of
 * `GET /api/articles/{id}/citation?format=`.
 */
import { z } from 'zod';
import { text } from '../validation/text';
import { CITATION_DOWNLOADS, CITATION_STYLES } from '../domain/citation-styles';

export { CITATION_DOWNLOADS, CITATION_STYLES };

export const citationStyleId = z.enum(
  CITATION_STYLES.map((style) => style.id) as [CitationStyleIdOf, ...CitationStyleIdOf[]],
);
type CitationStyleIdOf = (typeof CITATION_STYLES)[number]['id'];
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

export const citationQuery = z.object({ format: z.enum(['bibtex', 'ris', 'csl-json']) });
export type CitationFormat = z.infer<typeof citationQuery>['format'];

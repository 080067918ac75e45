/**
 * API contract of an article's full text (decision 0022):
 * `GET /api/articles/{id}/full-text`, the body and back matter of the stored JATS as
 * sanitized HTML, its table of contents and its numbered reference list.
 */
import { z } from 'zod';
import { text } from '../validation/text';

/** One heading of the table of contents, in document order (nesting is given by `level`). */
export const fullTextHeading = z.object({
  /** Id of the heading's section in `html` (link target `#id`). */
  id: text(),
  /** Its number as shown ("2.1"), or null for unnumbered parts (acknowledgements, funding…). */
  number: text().nullable(),
  /** Plain-text title. */
  title: text(),
  /** 1 for a top-level part (an h2 on the page), 2 for its subsections, up to 5. */
  level: z.number().int().min(1).max(5),
});
export type FullTextHeading = z.infer<typeof fullTextHeading>;

/** One entry of the reference list, numbered in list order. */
export const fullTextReference = z.object({
  /** Id of the entry on the page (the target of in-text citations). */
  id: text(),
  /** Its number in the list, from 1. */
  number: z.number().int().min(1),
  /** The formatted reference as sanitized inline HTML (one style for every entry). */
  html: text(),
  /** DOI (bare, "10.1371/…"), PubMed id and PMC id, when the reference gives them. */
  doi: text().nullable(),
  pmid: text().nullable(),
  pmcid: text().nullable(),
  /** A web address the reference gives (http or https), when it has no DOI. */
  url: text().nullable(),
  /** Ids of the in-text citations of this reference, in document order (links back). */
  citedFrom: z.array(text()),
});
export type FullTextReference = z.infer<typeof fullTextReference>;

/** The full text of one article. */
export const fullText = z.object({
  /**
   * Body, appendices, back matter (acknowledgements, funding, data availability, author
   * contributions, competing interests, footnotes) and sub-articles, as sanitized HTML: an
   * allow-list of elements and classes, no scripts, event attributes or inline styles.
   * Sections are `section` elements with `h2`–`h6` headings (a top-level part is an h2).
   */
  html: text(),
  toc: z.array(fullTextHeading),
  references: z.array(fullTextReference),
});
export type FullText = z.infer<typeof fullText>;

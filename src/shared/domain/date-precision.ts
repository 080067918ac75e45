/**
 * How much of a publication date the source gave (decision 0083). A JATS `pub-date` or a
 * Crossref `publication_date` may carry a year alone, or a year and a month; the date is
 * stored as its first day (so that lists still sort and filter by date) with its precision,
 * and every output writes only what is known: "2024" or "Oct 2024" on the page, `PY  - 2024`
 * in RIS, no `month` in BibTeX, `date-parts: [[2024]]` in CSL-JSON, `2024` in
 * citation_publication_date, JSON-LD and Dublin Core (ISO 8601 / W3CDTF reduced precision),
 * `<year>` alone in generated JATS and Crossref XML.
 */

/** The precisions, coarsest first. */
export const DATE_PRECISIONS = ['year', 'month', 'day'] as const;
export type DatePrecision = (typeof DATE_PRECISIONS)[number];

/** True when `value` is one of {@link DATE_PRECISIONS}. */
export function isDatePrecision(value: unknown): value is DatePrecision {
  return typeof value === 'string' && (DATE_PRECISIONS as readonly string[]).includes(value);
}

/**
 * The numbers of an ISO date "YYYY-MM-DD" (or a date-time) down to `precision`:
 * [2024], [2024, 10] or [2024, 10, 18] (CSL-JSON `date-parts`); null when `iso` is not one.
 */
export function dateParts(iso: string | null | undefined, precision: DatePrecision = 'day'): number[] | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso ?? '');
  if (!match) return null;
  const parts = [Number(match[1]), Number(match[2]), Number(match[3])];
  return parts.slice(0, DATE_PRECISIONS.indexOf(precision) + 1);
}

/**
 * An ISO 8601 date of reduced precision: "2024", "2024-10" or "2024-10-18" (also a W3CDTF
 * date and an HTML `<time datetime>` value); null when `iso` is not a date.
 */
export function partialIsoDate(iso: string | null | undefined, precision: DatePrecision = 'day'): string | null {
  const parts = dateParts(iso, precision);
  return parts
    ? parts.map((n, i) => (i === 0 ? String(n).padStart(4, '0') : String(n).padStart(2, '0'))).join('-')
    : null;
}

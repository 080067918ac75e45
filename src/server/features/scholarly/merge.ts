/**
 * Merging two records of the same DOI (JOSE ships a Crossref deposit and a JATS file for
 * one paper): the JATS record wins, and the Crossref one fills what JATS lacks.
 */
import type { ParsedArticle } from './types';

const isEmpty = (v: unknown) => v === null || v === undefined || v === '' || (Array.isArray(v) && v.length === 0);

/**
 * @returns a new record: `primary`'s values, with empty ones taken from `secondary` — except
 * the publication date, for which a Crossref deposit (the DOI registration itself) wins:
 * JOSE's JATS files carry placeholder dates years off the registered ones.
 */
export function mergeRecords(primary: ParsedArticle, secondary: ParsedArticle): ParsedArticle {
  const out: ParsedArticle = { ...primary, journal: { ...primary.journal }, license: { ...primary.license } };
  for (const key of Object.keys(secondary) as (keyof ParsedArticle)[]) {
    if (key === 'journal' || key === 'license' || key === 'format') continue;
    if (isEmpty(out[key]) && !isEmpty(secondary[key]))
      (out as unknown as Record<string, unknown>)[key] = secondary[key];
  }
  for (const key of Object.keys(secondary.journal) as (keyof ParsedArticle['journal'])[]) {
    if (isEmpty(out.journal[key]) && !isEmpty(secondary.journal[key]))
      out.journal[key] = secondary.journal[key] as string;
  }
  for (const key of Object.keys(secondary.license) as (keyof ParsedArticle['license'])[]) {
    if (isEmpty(out.license[key])) out.license[key] = secondary.license[key];
  }
  if (secondary.format === 'crossref' && primary.format !== 'crossref' && secondary.publishedDate) {
    out.publishedDate = secondary.publishedDate;
    out.publishedDatePrecision = secondary.publishedDatePrecision;
  }
  // ORCID iDs and affiliations often appear in only one of the two sources: match by position and surname.
  if (primary.contributors.length === secondary.contributors.length) {
    out.contributors = primary.contributors.map((c, i) => {
      const other = secondary.contributors[i];
      if (c.surname && other.surname && c.surname.toLowerCase() !== other.surname.toLowerCase()) return c;
      return {
        ...c,
        orcid: c.orcid ?? other.orcid,
        ...((c.orcid ? c.orcidAuthenticated : other.orcidAuthenticated) ? { orcidAuthenticated: true } : {}),
        affiliations: c.affiliations.length ? c.affiliations : other.affiliations,
        roles: c.roles?.length ? c.roles : other.roles,
      };
    });
  }
  return out;
}

/** Order of preference when the same DOI comes in several formats. */
export const FORMAT_RANK: Record<ParsedArticle['format'], number> = { jats: 0, crossref: 1 };

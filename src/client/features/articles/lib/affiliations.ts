import type { Contributor } from '../../../../shared/api/catalogue';
import type { Affiliation } from '../../../../shared/api/contributors';
import { affiliationLine } from '../../../../shared/domain/affiliation-line';

/** Contributors with the numbers of their affiliations, and the deduplicated affiliation list. */
export interface NumberedAffiliations {
  /** Distinct affiliations in order of first mention; affiliation n is `affiliations[n - 1]`. */
  affiliations: { text: string; rorId: string | null }[];
  /** For each contributor (same order), the 1-based numbers of its affiliations. */
  numbers: number[][];
}

/** Whitespace-collapsed, trimmed text: two spellings of one affiliation count as one. */
const normalise = (text: string): string => text.replace(/\s+/g, ' ').trim();

/**
 * Numbers affiliations as publishers do: in order of first mention across the author
 * list, each distinct affiliation once (compared after collapsing whitespace, so
 * "Univ. X,  Y" and "Univ. X, Y" are one; the same text with two ROR ids is two). Each
 * reads "Department, Institution, City, Country" (decision 0089). Empty ones are dropped.
 */
export function numberAffiliations(contributors: readonly Contributor[]): NumberedAffiliations {
  const affiliations: NumberedAffiliations['affiliations'] = [];
  const index = new Map<string, number>();
  const numbers = contributors.map((contributor) => {
    const mine: number[] = [];
    for (const raw of contributor.affiliations as readonly Affiliation[]) {
      const text = normalise(affiliationLine(raw));
      if (!text) continue;
      const key = `${text}\u0000${raw.rorId ?? ''}`;
      let n = index.get(key);
      if (n === undefined) {
        affiliations.push({ text, rorId: raw.rorId });
        n = affiliations.length;
        index.set(key, n);
      }
      if (!mine.includes(n)) mine.push(n);
    }
    return mine;
  });
  return { affiliations, numbers };
}

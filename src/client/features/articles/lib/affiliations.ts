import type { Contributor } from '../../../../shared/api/catalogue';

/** Contributors with the numbers of their affiliations, and the deduplicated affiliation list. */
export interface NumberedAffiliations {
  /** Distinct affiliations in order of first mention; affiliation n is `affiliations[n - 1]`. */
  affiliations: string[];
  /** For each contributor (same order), the 1-based numbers of its affiliations. */
  numbers: number[][];
}

/** Whitespace-collapsed, trimmed text: two spellings of one affiliation count as one. */
const normalise = (text: string): string => text.replace(/\s+/g, ' ').trim();

/**
 * Numbers affiliations as publishers do: in order of first mention across the author
 * list, each distinct affiliation once (compared after collapsing whitespace, so
 * "Univ. X,  Y" and "Univ. X, Y" are one). Empty affiliations are dropped.
 */
export function numberAffiliations(contributors: readonly Contributor[]): NumberedAffiliations {
  const affiliations: string[] = [];
  const index = new Map<string, number>();
  const numbers = contributors.map((contributor) => {
    const mine: number[] = [];
    for (const raw of contributor.affiliations) {
      const text = normalise(raw);
      if (!text) continue;
      let n = index.get(text);
      if (n === undefined) {
        affiliations.push(text);
        n = affiliations.length;
        index.set(text, n);
      }
      if (!mine.includes(n)) mine.push(n);
    }
    return mine;
  });
  return { affiliations, numbers };
}

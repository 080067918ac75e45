/**
 * An affiliation written on one line (decision 0089): the article page, its head, DOAJ, OAI and
 * OJS exports all print it this way. Kept apart from the API contract (shared/api/contributors.ts,
 * a zod module) so that the public pages' chunks, which print it, stay free of zod (decisions
 * 0017, 0064, 0105: the article page's JavaScript budget).
 */

/** The parts of an affiliation a line is made of (shared/api/contributors.ts `Affiliation`). */
export interface AffiliationParts {
  department: string | null;
  name: string;
  city: string | null;
  country: string | null;
}

/** "Department, Institution, City, Country": an affiliation on one line, empty parts left out. */
export function affiliationLine(a: AffiliationParts): string {
  return [a.department, a.name, a.city, a.country].filter((p): p is string => !!p && p.trim() !== '').join(', ');
}

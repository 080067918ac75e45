/**
 * Which ORCID iDs carry the "authenticated" mark (decision 0088). An iD is
 * authenticated when the person signed in to ORCID and granted it to Genesis (the connect
 * flows of features/orcid); a typed or imported iD is not, unless its source said so (JATS
 * `contrib-id authenticated="true"`). Only authenticated iDs are marked in Crossref deposits
 * (`<ORCID authenticated="true">`), JATS, JSON-LD and the article page (ORCID's display
 * guidance: the green iD icon only for authenticated iDs).
 */

/** The part of an author record this rule reads. */
export interface OrcidHolder {
  orcid: string | null;
  /** True only when the iD was obtained through ORCID sign-in (never typed by a person). */
  orcidAuthenticated?: boolean;
}

/** True when `a` has an iD and that iD is authenticated. */
export function hasAuthenticatedOrcid(a: OrcidHolder): boolean {
  return a.orcid !== null && a.orcid !== '' && a.orcidAuthenticated === true;
}

/**
 * Carries the authenticated mark from the `previous` authors to the `next` ones (a save of
 * the production metadata, whose request cannot claim it): an author of `next` keeps it only
 * when the same iD was authenticated in `previous`. An iD changed by hand loses it.
 * @returns `next` with `orcidAuthenticated` set on each author (true or absent)
 */
export function keepAuthenticatedMarks<T extends OrcidHolder>(
  previous: readonly OrcidHolder[],
  next: readonly T[],
): T[] {
  const authenticated = new Set(previous.filter(hasAuthenticatedOrcid).map((a) => a.orcid));
  return next.map((a) => {
    const { orcidAuthenticated: _claimed, ...rest } = a;
    return (a.orcid && authenticated.has(a.orcid) ? { ...rest, orcidAuthenticated: true } : rest) as T;
  });
}
